// How the client treats the authentication service's calls {auth} (docs/product-rules.md, "Accounts and
// sign-in").
import { authApi } from '#contract/api/auth.ts'
import type { Endpoint } from '#contract/http.ts'

/**
 * Calls whose failures show inline and never start the login redirect (docs/product-rules.md, "Login
 * redirect"): signing in, signing up, the password reset, and signing out (a 401 there only means the session
 * had already ended).
 */
export const inlineFailureEndpoints: ReadonlySet<Endpoint> = new Set<Endpoint>([
  authApi.signIn,
  authApi.signUp,
  authApi.passwordReset,
  authApi.passwordResetConfirm,
  authApi.logout,
])
