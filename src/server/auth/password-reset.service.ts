// Password reset by e-mail: a single-use link that expires in an hour; the answer never tells whether an
// address has an account, and the mail leaves after the answer so its timing tells nothing either.
import type { FastifyBaseLogger } from 'fastify'
import { AuthErrorCode, type AuthLanguage } from '#contract/api/auth.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { validation } from '../http/app-error.ts'
import * as repo from './auth.repo.ts'
import { passwordResetMail } from './mail-texts.ts'
import type { Mailer } from './mailer.ts'
import { hashPassword } from './passwords.ts'
import { hashSecret, randomSecret } from './tokens.ts'

/** The web app's new-password page; the token rides in the fragment, which never reaches a server log. */
export const resetLink = (origin: string, token: string): string =>
  `${origin}/app/password-reset/new#token=${token}`

export class PasswordResetService {
  constructor(private readonly deps: { db: Db; ttl: number; mailer: Mailer; log: FastifyBaseLogger }) {}

  async request(input: { email: string; lang: AuthLanguage }, origin: string): Promise<void> {
    const user = await repo.findUserByEmail(this.deps.db, input.email)
    if (!user) {
      this.deps.log.info('password reset asked for an address without an account')
      return
    }
    const token = randomSecret()
    const expiresAt = new Date(Date.now() + this.deps.ttl * 1000)
    await inTransaction(this.deps.db, (tx) =>
      repo.insertResetToken(tx, { userId: user.id, tokenHash: hashSecret(token), expiresAt }),
    )
    const mail = passwordResetMail(input.lang, user, resetLink(origin, token))
    this.deps.mailer.send(mail).catch((error: unknown) => {
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
      await repo.updatePasswordHash(tx, userId, passwordHash, now)
      await repo.retireResetTokens(tx, userId, now)
      await repo.revokeUserSessions(tx, userId, 'password-reset', now)
      return true
    })
    if (!changed) throw validation([{ field: 'body.token', message: AuthErrorCode.RESET_TOKEN_INVALID }])
  }
}
