// Password reset by e-mail: a single-use link that expires in an hour; the answer never tells whether an
// address has an account, and everything but the validation happens after the answer, so its timing tells
// nothing either; at most RESET_MAILS_PER_HOUR mails per account and hour.
import type { FastifyBaseLogger } from 'fastify'
import { AuthErrorCode, type AuthLanguage } from '#contract/api/auth.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { validation } from '../http/app-error.ts'
import * as repo from './auth.repo.ts'
import * as users from '../users/users.repo.ts'
import { passwordResetMail } from './mail-texts.ts'
import { assertAcceptablePassword } from './password-policy.ts'
import type { Mailer } from './mailer.ts'
import { hashPassword } from './passwords.ts'
import { hashSecret, randomSecret } from './tokens.ts'
import { incrementCount } from '../rate-limits/rate-limits.repo.ts'
import { storedKey } from '../rate-limits/store.ts'

/** The web app's new-password page; the token rides in the fragment, which never reaches a server log. */
export const resetLink = (origin: string, token: string): string =>
  `${origin}/app/password-reset/new#token=${token}`

/** Reset mails per account and hour, whoever asks: a flood of requests cannot flood the owner's inbox. */
export const RESET_MAILS_PER_HOUR = 3
const HOUR_MS = 3_600_000

export class PasswordResetService {
  private readonly pending = new Set<Promise<void>>()

  constructor(private readonly deps: { db: Db; ttl: number; mailer: Mailer; log: FastifyBaseLogger }) {}

  /**
   * Takes the request and answers at once: the lookup, the link and the mail happen afterwards, so the
   * answer takes the same time for a known and an unknown address (the work of a known one told them apart
   * by its timing before).
   */
  request(input: { email: string; lang: AuthLanguage }, origin: string): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.send(input, origin))
      .catch((error: unknown) => {
        this.deps.log.error(
          { reason: error instanceof Error ? error.message : String(error) },
          'a password reset request failed after its answer',
        )
      })
    this.pending.add(work)
    void work.finally(() => this.pending.delete(work))
  }

  /** Resolves when no request taken is still at work (the server waits for it before closing the database). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }

  private async send(input: { email: string; lang: AuthLanguage }, origin: string): Promise<void> {
    const user = await users.findUserByEmail(this.deps.db, input.email)
    if (!user) {
      this.deps.log.info('password reset asked for an address without an account')
      return
    }
    // Past the quota no new link is made either: the last one mailed stays valid for its owner.
    const mails = await incrementCount(this.deps.db, storedKey('password-reset mails', user.id), HOUR_MS)
    if (mails.count > RESET_MAILS_PER_HOUR) {
      this.deps.log.warn({ userId: user.id }, 'password reset mail quota of the account used up; none sent')
      return
    }
    const token = randomSecret()
    const expiresAt = new Date(Date.now() + this.deps.ttl * 1000)
    await inTransaction(this.deps.db, (tx) =>
      repo.insertResetToken(tx, { userId: user.id, tokenHash: hashSecret(token), expiresAt }),
    )
    const mail = passwordResetMail(input.lang, user, resetLink(origin, token))
    await this.deps.mailer.send(mail).catch((error: unknown) => {
      this.deps.log.error(
        { userId: user.id, reason: error instanceof Error ? error.message : String(error) },
        'the password reset e-mail could not be sent',
      )
    })
  }

  /** Sets the new password, retires the user's other links and signs every session out. */
  async confirm(input: { token: string; password: string }): Promise<void> {
    const passwordHash = await hashPassword(input.password)
    const now = new Date()
    const changed = await inTransaction(this.deps.db, async (tx) => {
      const userId = await repo.consumeResetToken(tx, hashSecret(input.token), now)
      if (userId === undefined) return false
      // Throwing here rolls the transaction back, so a refused password leaves the link usable.
      const user = await users.findUserById(tx, userId)
      if (user) assertAcceptablePassword(input.password, user)
      await users.updatePasswordHash(tx, userId, passwordHash, now)
      await repo.retireResetTokens(tx, userId, now)
      await repo.revokeUserSessions(tx, userId, 'password-reset', now)
      return true
    })
    if (!changed) throw validation([{ field: 'body.token', message: AuthErrorCode.RESET_TOKEN_INVALID }])
  }
}
