// Signed access and id tokens (HS256 JWTs), signed refresh tokens, and the opaque secrets kept only as hashes.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { AuthUser } from '#contract/api/auth.ts'

const ISSUER = 'ventnoise'
const ACCESS_AUDIENCE = 'ventnoise-api'
const ID_AUDIENCE = 'ventnoise-web'
const ACCESS_TYPE = 'at+jwt'

export interface AccessClaims {
  userId: string
  sessionId: string
}

/** A random secret for refresh tokens, login identifiers and reset links: 256 bits, URL-safe. */
export const randomSecret = (): string => randomBytes(32).toString('base64url')

/** What the database keeps of a secret: its SHA-256 (the secret itself has 256 bits of entropy). */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex')

export class TokenSigner {
  private key: Promise<Uint8Array> | undefined

  /** `secret` is read once, on first use (or by `load`, which the app calls when it gets ready). */
  constructor(private readonly secret: () => Promise<string>) {}

  load(): Promise<Uint8Array> {
    this.key ??= this.secret().then((s) => new TextEncoder().encode(s))
    return this.key
  }

  /** A 256-bit key for another purpose, derived from the same secret. */
  async derivedKey(purpose: string): Promise<Uint8Array> {
    const key = await this.load()
    return new Uint8Array(createHash('sha256').update(`${purpose}\0`).update(key).digest())
  }

  /** The bearer token of every request: who and which session, for `ttl` seconds. */
  async access(claims: AccessClaims, ttl: number): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(await this.load())
  }

  /** Who is signed in, for the web app; the server never accepts it as a credential. */
  async id(user: AuthUser, sessionId: string, ttl: number): Promise<string> {
    return new SignJWT({ sid: sessionId, name: user.fullName, email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(ID_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(await this.load())
  }

  /**
   * A refresh token: a random secret and its HMAC-SHA256 under a key of its own derived from the secret, so a
   * token this installation never issued is known as such without the database (the failed-authentication
   * limit refuses those before any lookup). The database still decides whether it is valid, by its hash.
   */
  async refreshToken(): Promise<string> {
    const secret = randomSecret()
    return `${secret}.${await this.refreshSignature(secret)}`
  }

  /**
   * Whether `token` carries our signature: false for a forged one, one issued before refresh tokens were signed,
   * and one signed with an earlier JWT_SECRET. A check of the shape only; the database decides validity.
   */
  async signedRefreshToken(token: string): Promise<boolean> {
    const dot = token.indexOf('.')
    if (dot < 0) return false
    const given = Buffer.from(token.slice(dot + 1))
    const expected = Buffer.from(await this.refreshSignature(token.slice(0, dot)))
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  private async refreshSignature(secret: string): Promise<string> {
    return createHmac('sha256', await this.derivedKey('refresh-token'))
      .update(secret)
      .digest('base64url')
  }

  /** The claims of a valid access token; null when it is forged, expired or not an access token. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const key = await this.load()
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: ACCESS_AUDIENCE,
        typ: ACCESS_TYPE,
      })
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
      return { userId: payload.sub, sessionId: payload.sid }
    } catch {
      return null
    }
  }
}
