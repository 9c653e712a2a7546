// Typed calls of the authentication service {auth} (docs/product-rules.md, "Accounts and sign-in"), for
// screens and TanStack Query.
import { authApi, type AuthLanguage, type SignInRequest, type SignUpRequest } from '#contract/api/auth.ts'
import type { Endpoint } from '#contract/http.ts'
import { call } from './client.ts'

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {})

export const authCalls = {
  config: (signal?: AbortSignal) => call(authApi.config, signalOf(signal)),
  signIn: (body: SignInRequest) => call(authApi.signIn, { body }),
  signUp: (body: SignUpRequest) => call(authApi.signUp, { body }),
  /** Only when an id token is stored (docs/product-rules.md, "Tokens and headers"). */
  user: (signal?: AbortSignal) => call(authApi.user, signalOf(signal)),
  logout: () => call(authApi.logout),
  flush: () => call(authApi.flush),
  authorize: (loginIdentifier: string) => call(authApi.authorize, { params: { loginIdentifier } }),
  requestPasswordReset: (email: string, lang: AuthLanguage) =>
    call(authApi.passwordReset, { body: { email, lang } }),
  confirmPasswordReset: (token: string, password: string) =>
    call(authApi.passwordResetConfirm, { body: { token, password } }),
}

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
