// New passwords must not be common nor built from the account's own e-mail or name (ASVS 2.1.7).
// The common list is zxcvbn-ts's (about 49,000 passwords from breach corpora); it stays on the server
// because it is too large for the browser bundle.
import { dictionary } from '@zxcvbn-ts/language-common'
import { AuthErrorCode } from '#contract/api/auth.ts'
import { personalPasswordRefusal } from '#contract/api/password-policy.ts'
import { validation } from '../http/app-error.ts'

let common: ReadonlySet<string> | undefined
const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())))

/** True when the password, compared case-insensitively, is on the common-password list. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.trim().toLowerCase())

/** 422 on `body.password` with the reason as its message when the new password is guessable. */
export function assertAcceptablePassword(
  password: string,
  account: { email: string; fullName: string },
): void {
  const refusal = isCommonPassword(password)
    ? AuthErrorCode.PASSWORD_COMMON
    : personalPasswordRefusal(password, account)
  if (refusal) throw validation([{ field: 'body.password', message: refusal }])
}
