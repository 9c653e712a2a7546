// What makes a new password guessable from the account itself (ASVS 2.1.7 spirit). Shared so that the
// sign-up form can say so before asking; the server checks it again together with the common-password list.
import { AuthErrorCode } from './auth.ts'

/** Parts shorter than this are too likely to occur by chance to refuse a password for. */
export const PERSONAL_PART_MIN_LENGTH = 4

export type PersonalPasswordRefusal =
  typeof AuthErrorCode.PASSWORD_CONTAINS_EMAIL | typeof AuthErrorCode.PASSWORD_CONTAINS_NAME

/** Lower case letters and digits only, accents dropped: "Ä.Lovelace" and "a lovelace" compare alike. */
export const normalisePasswordText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')

const containsPart = (password: string, part: string): boolean =>
  part.length >= PERSONAL_PART_MIN_LENGTH && password.includes(part)

/** The e-mail (or its local part) or the name (or a part of it) inside the password, else undefined. */
export function personalPasswordRefusal(
  password: string,
  account: { email?: string; fullName?: string },
): PersonalPasswordRefusal | undefined {
  const pw = normalisePasswordText(password)
  const email = account.email?.trim() ?? ''
  if (email !== '') {
    const local = normalisePasswordText(email.split('@')[0] ?? '')
    if (pw === normalisePasswordText(email) || containsPart(pw, local)) {
      return AuthErrorCode.PASSWORD_CONTAINS_EMAIL
    }
  }
  const name = account.fullName?.trim() ?? ''
  if (name !== '') {
    const parts = [name, ...name.split(/[\s\-'.,]+/)].map(normalisePasswordText)
    if (parts.some((part) => containsPart(pw, part))) return AuthErrorCode.PASSWORD_CONTAINS_NAME
  }
  return undefined
}
