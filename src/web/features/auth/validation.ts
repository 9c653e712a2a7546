// The checks the account forms make before asking the server (which checks the same again, with the same
// schemas of the contract).
import { z } from 'zod'
import { AuthErrorCode, emailAddress, newPassword, signUpRequest } from '#contract/api/auth.ts'
import { personalPasswordRefusal } from '#contract/api/password-policy.ts'
import type { ErrorDetail } from '#contract/http.ts'
import { accepts } from '../../ui/forms/schema-rules.ts'

export type EmailProblem = 'required' | 'emailInvalid'
/** Too short, or long enough but guessable (the server alone knows the common-password list). */
export type PasswordProblem =
  'required' | 'passwordTooShort' | 'passwordCommon' | 'passwordContainsEmail' | 'passwordContainsName'
export type FieldProblem = EmailProblem | PasswordProblem

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

// The form schemas' messages are the problems above, which each form says in the user's language.

/** Anything but blanks. */
const filled = z.string().refine((value) => value.trim() !== '', 'required' satisfies FieldProblem)
const emailField = filled.refine(accepts(emailAddress), 'emailInvalid' satisfies EmailProblem)
/** Blanks count: a password is taken as typed. */
const newPasswordField = z
  .string()
  .refine((value) => value !== '', 'required' satisfies PasswordProblem)
  .refine(accepts(newPassword), 'passwordTooShort' satisfies PasswordProblem)

/** Asking for a reset link: the address. */
export const passwordResetForm = z.object({ email: emailField })

/** Choosing a new password: typed twice the same. */
export const newPasswordForm = z
  .object({ password: newPasswordField, repeat: z.string() })
  .refine(({ password, repeat }) => repeat === password, { path: ['repeat'], message: 'passwordsDiffer' })

/** Sign-up: each field's first problem, and a password built from the name or address given above it. */
export const signUpForm = z
  .object({
    fullName: filled.refine(accepts(signUpRequest.shape.fullName), 'required' satisfies FieldProblem),
    email: emailField,
    password: newPasswordField,
  })
  .superRefine(({ fullName, email, password }, context) => {
    const problem = personalPasswordProblem(password, { fullName: fullName.trim(), email: email.trim() })
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem })
  })

/** The fields a 422 answer names (`body.email` → `email`). */
export const fieldsOf = (details: readonly ErrorDetail[]): string[] =>
  details.map((d) => d.field.replace(/^body\./, '').split('.')[0] ?? '')
