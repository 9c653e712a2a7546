// The login redirect (docs/product-rules.md, "Login redirect"): a 401 (or a 400 from the authentication
// service) clears the tokens, remembers where the user was and redirects once to single sign-on or the
// sign-in page.
import type { Endpoint } from '#contract/http.ts'
import { inlineFailureEndpoints } from '../api/auth.ts'
import { setFailureHandler, type ApiError } from '../api/client.ts'
import { i18n } from '../../i18n/index.ts'
import { toLanguage } from '../../i18n/languages.ts'
import { paths } from '../../domain/paths.ts'
import { clearTokens, markRedirected, rememberReturnAddress, takeRedirectedFlag } from './session.ts'
import { loadAuthConfig, ssoStartUrl } from './sso.ts'

/** The authentication pages themselves are never an address to come back to. */
const authPages = [paths.signIn, paths.signUp, paths.passwordReset, '/authorize/']

const isUnder = (pathname: string, pages: readonly string[]): boolean =>
  pages.some((page) => pathname === page || pathname.startsWith(page.endsWith('/') ? page : `${page}/`))

export const isAuthPage = (pathname: string): boolean => isUnder(pathname, authPages)

/**
 * Pages a signed-out user is already meant to be on: a stale session found there is cleared, and the user
 * stays. Sent to sign in from a reset link opened with an ended session, they would lose the link.
 */
const signedOutPages = [paths.signIn, paths.signUp, paths.passwordReset]

/** 401 anywhere, or 400 from {auth}; never 422, and never the calls whose failures show inline. */
export function startsLoginRedirect(error: ApiError, endpoint: Endpoint): boolean {
  if (inlineFailureEndpoints.has(endpoint)) return false
  return error.status === 401 || (error.status === 400 && endpoint.path.startsWith('/api/auth/'))
}

export interface LoginRedirectDeps {
  /** In-app navigation (the router's). */
  navigate: (to: string) => void
  /** Full-page navigation to the external login (single sign-on). */
  leave?: (url: string) => void
  location?: () => { pathname: string; search: string }
}

export function handleAuthFailure(deps: LoginRedirectDeps): void {
  clearTokens()
  const { pathname, search } = deps.location?.() ?? window.location
  if (!isAuthPage(pathname)) rememberReturnAddress(pathname + search)
  // The flag was set by the previous redirect: clear it and stay (docs/product-rules.md, "Login redirect").
  if (takeRedirectedFlag()) return
  if (isUnder(pathname, signedOutPages)) return
  markRedirected()
  const leave = deps.leave ?? ((url: string) => window.location.assign(url))
  void loadAuthConfig().then(({ sso }) => {
    if (sso) leave(ssoStartUrl(toLanguage(i18n.language)))
    else deps.navigate(paths.signIn)
  })
}

/** Installs the rule on the API client; returns a function that removes it. */
export function installLoginRedirect(deps: LoginRedirectDeps): () => void {
  setFailureHandler((error, endpoint, { sessionChanged }) => {
    // Calls sent together under one ended session all answer 401; the first one already redirected (or
    // stayed), so the others must not count as a second failure and flip the once-only flag back.
    if (sessionChanged) return
    if (startsLoginRedirect(error, endpoint)) handleAuthFailure(deps)
  })
  return () => setFailureHandler(undefined)
}
