// The checks the account forms make before asking the server (which checks the same again).
import { PASSWORD_MIN_LENGTH } from '#contract/api/auth.ts'
import type { ErrorDetail } from '#contract/http.ts'

/** Any address of the HTML e-mail shape with a top-level domain of two or more letters (design.md section 7). */
export const isEmailAddress = (value: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(value)

export type EmailProblem = 'required' | 'emailInvalid'
export type PasswordProblem = 'required' | 'passwordTooShort'
export type FieldProblem = EmailProblem | PasswordProblem

export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password === '') return 'required'
  return password.length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : undefined
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
