// The checks the account forms make before asking the server (which checks the same again).
import { AuthErrorCode, PASSWORD_MIN_LENGTH } from '#contract/api/auth.ts'
import { personalPasswordRefusal } from '#contract/api/password-policy.ts'
import type { ErrorDetail } from '#contract/http.ts'

/**
 * Any address of the HTML e-mail shape with a top-level domain of two or more letters (docs/product-rules.md,
 * "Invite e-mail check").
 */
export const isEmailAddress = (value: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(value)

export type EmailProblem = 'required' | 'emailInvalid'
/** Too short, or long enough but guessable (the server alone knows the common-password list). */
export type PasswordProblem =
  'required' | 'passwordTooShort' | 'passwordCommon' | 'passwordContainsEmail' | 'passwordContainsName'
export type FieldProblem = EmailProblem | PasswordProblem

export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password === '') return 'required'
  return password.length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : undefined
}

const refusalProblems: Record<string, PasswordProblem> = {
  [AuthErrorCode.PASSWORD_COMMON]: 'passwordCommon',
  [AuthErrorCode.PASSWORD_CONTAINS_EMAIL]: 'passwordContainsEmail',
  [AuthErrorCode.PASSWORD_CONTAINS_NAME]: 'passwordContainsName',
}

/** A new password built from the account's own e-mail or name, known before asking the server. */
export function personalPasswordProblem(
  password: string,
  account: { email: string; fullName: string },
): PasswordProblem | undefined {
  const refusal = personalPasswordRefusal(password, account)
  return refusal && refusalProblems[refusal]
}

/** What a 422 says about `body.password`: the server's reason when it gave one, else too short. */
export function serverPasswordProblem(details: readonly ErrorDetail[]): PasswordProblem {
  const detail = details.find((d) => d.field === 'body.password')
  return (detail && refusalProblems[detail.message]) ?? 'passwordTooShort'
}

export function emailProblem(email: string): EmailProblem | undefined {
  if (email.trim() === '') return 'required'
  return isEmailAddress(email.trim()) ? undefined : 'emailInvalid'
}

/** Keeps only the fields that have a problem. */
export function problems<K extends string, P extends string>(
  found: Record<K, P | undefined>,
): Partial<Record<K, P>> {
  const result: Partial<Record<K, P>> = {}
  for (const [field, problem] of Object.entries(found) as [K, P | undefined][]) {
    if (problem) result[field] = problem
  }
  return result
}

/** The fields a 422 answer names (`body.email` → `email`). */
export const fieldsOf = (details: readonly ErrorDetail[]): string[] =>
  details.map((d) => d.field.replace(/^body\./, '').split('.')[0] ?? '')
