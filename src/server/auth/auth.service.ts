// Sign-up, sign-in, sessions and the rotating refresh tokens (docs/product-rules.md, "Tokens and headers").
// Throws AppError codes.
import type { FastifyBaseLogger } from 'fastify'
import { SignInErrorCode } from '#contract/errors.ts'
import {
  AuthErrorCode,
  type AuthTokens,
  type AuthUser,
  type SignedIn,
  type SignInRequest,
  type SignUpRequest,
} from '#contract/api/auth.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import type { Config } from '../config/env.ts'
import { AppError } from '../http/app-error.ts'
import * as repo from './auth.repo.ts'
import * as users from '../users/users.repo.ts'
import { assertAcceptablePassword } from './password-policy.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { hashSecret, randomSecret, type TokenSigner } from './tokens.ts'

/** Who a request belongs to; `tokens` are set when the request refreshed them in passing. */
export interface Authenticated {
  user: AuthUser
  sessionId: string
  tokens?: AuthTokens
}

export interface AuthServiceDeps {
  db: Db
  config: Config
  signer: TokenSigner
  log: FastifyBaseLogger
}

const publicUser = (u: users.UserRow): AuthUser => ({ id: u.id, fullName: u.fullName, email: u.email })
const later = (from: Date, seconds: number): Date => new Date(from.getTime() + seconds * 1000)

const signInFailure = (code: number, message: string) => new AppError(401, code, message)

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  get db(): Db {
    return this.deps.db
  }

  async signUp(input: Required<SignUpRequest>): Promise<SignedIn> {
    assertAcceptablePassword(input.password, input)
    const passwordHash = await hashPassword(input.password)
    try {
      return await inTransaction(this.db, async (tx) => {
        const user = await users.insertUser(tx, {
          fullName: input.fullName,
          email: input.email,
          passwordHash,
        })
        return this.startSession(tx, user, input.rememberMe)
      })
    } catch (error) {
      if (users.isUniqueViolation(error)) {
        throw new AppError(409, AuthErrorCode.EMAIL_TAKEN, 'A user with this e-mail already exists', [
          { field: 'body.email', message: AuthErrorCode.EMAIL_TAKEN },
        ])
      }
      throw error
    }
  }

  /** 401 with the specification's codes: 1001 no such user, 1002 wrong password, 1000 anything else. */
  async signIn(input: Required<SignInRequest>): Promise<SignedIn> {
    const user = await users.findUserByEmail(this.db, input.email)
    if (!user) throw signInFailure(SignInErrorCode.userNotFound, 'User not found')
    // An account made through single sign-on has no password until its owner sets one by reset.
    if (!user.passwordHash) throw signInFailure(SignInErrorCode.authFailed, 'Authorization failed')
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw signInFailure(SignInErrorCode.wrongPassword, 'Wrong password')
    }
    return inTransaction(this.db, (tx) => this.startSession(tx, user, input.rememberMe))
  }

  /** Exchanges a one-time login identifier (the end of single sign-on) for a new session. */
  async authorize(loginIdentifier: string): Promise<SignedIn> {
    const now = new Date()
    const signedIn = await inTransaction(this.db, async (tx) => {
      const userId = await repo.consumeLoginIdentifier(tx, hashSecret(loginIdentifier), now)
      const user = userId === undefined ? undefined : await users.findUserById(tx, userId)
      return user ? this.startSession(tx, user, true) : undefined
    })
    if (!signedIn) throw new AppError(401, AuthErrorCode.LOGIN_IDENTIFIER_INVALID, 'Authorization failed')
    return signedIn
  }

  /** A login identifier for the user, valid once for `loginIdentifierTtl` seconds. */
  async issueLoginIdentifier(userId: string): Promise<string> {
    const identifier = randomSecret()
    const expiresAt = later(new Date(), this.deps.config.loginIdentifierTtl)
    await inTransaction(this.db, (tx) =>
      repo.insertLoginIdentifier(tx, { userId, identifierHash: hashSecret(identifier), expiresAt }),
    )
    return identifier
  }

  logout(sessionId: string): Promise<void> {
    return inTransaction(this.db, (tx) => repo.revokeSession(tx, sessionId, 'logout', new Date()))
  }

  async flush(userId: string): Promise<void> {
    await inTransaction(this.db, (tx) => repo.revokeUserSessions(tx, userId, 'flush', new Date()))
  }

  /** The user of a valid access token whose session is still open; null otherwise. */
  async fromAccessToken(token: string): Promise<Authenticated | null> {
    const claims = await this.deps.signer.verifyAccess(token)
    if (!claims) return null
    const user = await repo.activeSessionUser(this.db, claims.sessionId, claims.userId)
    return user ? { user: publicUser(user), sessionId: claims.sessionId } : null
  }

  /**
   * Serves a request with its refresh token: rotates it and returns fresh tokens. A token used before is a
   * reuse and revokes its whole session, except within `refreshReuseGrace` seconds of its rotation, when
   * a parallel request of the same page is served without new tokens (the first answer carries them).
   * `signedOnly` (an address past the failed-authentication limit): a token without our signature is refused
   * without a lookup.
   */
  async fromRefreshToken(token: string, opts: { signedOnly?: boolean } = {}): Promise<Authenticated | null> {
    if (opts.signedOnly && !(await this.deps.signer.signedRefreshToken(token))) return null
    const row = await repo.findRefreshToken(this.db, hashSecret(token))
    const now = new Date()
    if (!row || row.revokedAt || row.expiresAt <= now) return null
    const served = { user: publicUser(row.user), sessionId: row.sessionId }
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= this.deps.config.refreshReuseGrace * 1000) return served
      await inTransaction(this.db, (tx) => repo.revokeSession(tx, row.sessionId, 'reuse', now))
      this.deps.log.warn(
        { userId: row.user.id, sessionId: row.sessionId },
        'a used refresh token came back: its session is revoked',
      )
      return null
    }
    const refreshToken = await inTransaction(this.db, async (tx) => {
      if (!(await repo.markRefreshTokenUsed(tx, row.id, now))) return undefined
      return this.newRefreshToken(tx, row.sessionId, row.rememberMe, now)
    })
    // Another request rotated it a moment ago; its answer carries the new tokens.
    if (refreshToken === undefined) return served
    const signed = await this.signTokens(served.user, row.sessionId)
    return { ...served, tokens: { ...signed, refreshToken } }
  }

  private async startSession(tx: Db, user: users.UserRow, rememberMe: boolean): Promise<SignedIn> {
    const sessionId = await repo.insertSession(tx, user.id, rememberMe)
    const refreshToken = await this.newRefreshToken(tx, sessionId, rememberMe, new Date())
    const signed = await this.signTokens(publicUser(user), sessionId)
    return { ...signed, refreshToken, user: publicUser(user) }
  }

  private async newRefreshToken(tx: Db, sessionId: string, rememberMe: boolean, now: Date): Promise<string> {
    const { refreshTokenTtl, refreshTokenTtlShort } = this.deps.config
    const token = await this.deps.signer.refreshToken()
    await repo.insertRefreshToken(tx, {
      sessionId,
      tokenHash: hashSecret(token),
      expiresAt: later(now, rememberMe ? refreshTokenTtl : refreshTokenTtlShort),
    })
    return token
  }

  private async signTokens(user: AuthUser, sessionId: string) {
    const ttl = this.deps.config.accessTokenTtl
    const [accessToken, idToken] = await Promise.all([
      this.deps.signer.access({ userId: user.id, sessionId }, ttl),
      this.deps.signer.id(user, sessionId, ttl),
    ])
    return { accessToken, idToken }
  }
}
