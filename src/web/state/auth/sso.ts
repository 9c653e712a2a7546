// Single sign-on from the browser: is it configured, and the address that starts it (docs/product-rules.md,
// "Single sign-on").
import { useQuery } from '@tanstack/react-query'
import { authApi, ssoPaths, type AuthConfig, type AuthLanguage } from '#contract/api/auth.ts'
import { call } from '../api/client.ts'
import { endpointKey } from '../endpoint-query.ts'

let config: Promise<AuthConfig> | undefined

/** Asked once per page load; a failure counts as "no single sign-on" and is asked again next time. */
export function loadAuthConfig(): Promise<AuthConfig> {
  config ??= call(authApi.config).catch(() => {
    config = undefined
    return { sso: false }
  })
  return config
}

/** For tests: forget the answer. */
export function resetAuthConfig(): void {
  config = undefined
}

export function useAuthConfig(): AuthConfig | undefined {
  return useQuery({ queryKey: endpointKey(authApi.config), queryFn: loadAuthConfig, staleTime: Infinity })
    .data
}

/**
 * /api/auth/sso/start?lang=..&return=<base64 of origin + /authorize> (docs/product-rules.md, "Single
 * sign-on").
 */
export function ssoStartUrl(lang: AuthLanguage, origin: string = window.location.origin): string {
  const query = new URLSearchParams({ lang, return: window.btoa(`${origin}/authorize`) })
  return `${ssoPaths.start}?${query.toString()}`
}
