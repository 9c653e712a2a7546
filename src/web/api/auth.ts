// How the client treats the authentication service's calls {auth} (design.md section 4).
import { authApi } from '#contract/api/auth.ts'
import type { Endpoint } from '#contract/http.ts'

/**
 * Calls whose failures show inline and never start the login redirect (design.md section 7): signing in,
 * signing up, the password reset, and signing out (a 401 there only means the session had already ended).
 */
export const inlineFailureEndpoints: ReadonlySet<Endpoint> = new Set<Endpoint>([
  authApi.signIn,
  authApi.signUp,
  authApi.passwordReset,
  authApi.passwordResetConfirm,
  authApi.logout,
])
