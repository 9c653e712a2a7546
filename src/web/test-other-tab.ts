// Another tab of this browser, for web tests: its sign-in changes the tokens this page shares with it.
import type { AuthUser } from '#contract/api/auth.ts'

/** An id token as the server signs it (server/auth/tokens.ts): the page reads its subject, never its signature. */
export const idTokenOf = (user: AuthUser, n = 1): string => {
  const part = (value: object) => window.btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: user.id, name: user.fullName, n })}.signature`
}

/**
 * Another tab of this browser signs `user` in over this page's session (single sign-on there, say): the three
 * tokens change in the shared storage and, unless `heard` is false, this page hears of each as browsers tell
 * other tabs.
 */
export function anotherTabSignsIn(user: AuthUser, n = 1, { heard = true } = {}): void {
  const tokens = {
    accessToken: `${user.id}-access-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-refresh-${n}`,
  }
  for (const key of ['accessToken', 'idToken', 'refreshToken'] as const) {
    window.localStorage.setItem(key, tokens[key])
    if (heard) window.dispatchEvent(new StorageEvent('storage', { key, newValue: tokens[key] }))
  }
}

/** Another tab of this browser signs out: the three tokens leave the shared storage, and this page hears of it. */
export function anotherTabSignsOut(): void {
  for (const key of ['accessToken', 'idToken', 'refreshToken'] as const) {
    window.localStorage.removeItem(key)
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }))
  }
}
