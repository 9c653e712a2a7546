// The signed-in state: three tokens in localStorage (docs/product-rules.md, "Tokens and headers"). Signed in
// = an id token is stored.
import { z } from 'zod'
import { batch, createPersistedStore, type PersistedStore } from '../persisted-store.ts'

export const TOKEN_STORAGE_KEYS = {
  accessToken: 'accessToken',
  idToken: 'idToken',
  refreshToken: 'refreshToken',
} as const
export type TokenName = keyof typeof TOKEN_STORAGE_KEYS
export type Tokens = Record<TokenName, string | null>

/** Where to return after signing in (the header's sign-in button and, later, the login redirect). */
export const RETURN_ADDRESS_STORAGE_KEY = 'redirectAddress'

const tokenNames = Object.keys(TOKEN_STORAGE_KEYS) as TokenName[]

// Each kept as the bare string (no JSON), as it always was. Blocked storage means no session survives a
// reload; the app still works signed out.
const textStore = (key: string, syncTabs: boolean) =>
  createPersistedStore<string | null>({
    key,
    storage: 'local',
    schema: z.string(),
    initial: null,
    format: 'text',
    syncTabs,
  })

// Only the tokens are heard from other tabs: signing in or out there signs this tab in or out.
const tokenStores: Record<TokenName, PersistedStore<string | null>> = {
  accessToken: textStore(TOKEN_STORAGE_KEYS.accessToken, true),
  idToken: textStore(TOKEN_STORAGE_KEYS.idToken, true),
  refreshToken: textStore(TOKEN_STORAGE_KEYS.refreshToken, true),
}

// Counts changes of this tab's stored session (new tokens, or tokens cleared). A call remembers the count it
// was sent under, so a 401 answering tokens that are already gone is recognised as old news.
let epoch = 0

/** The number of times this tab's stored session has changed. */
export function sessionEpoch(): number {
  return epoch
}

export function readTokens(): Tokens {
  return {
    accessToken: tokenStores.accessToken.get(),
    idToken: tokenStores.idToken.get(),
    refreshToken: tokenStores.refreshToken.get(),
  }
}

/** Stores the given tokens; names left out keep their stored value. Empty strings are ignored. */
export function storeTokens(tokens: Partial<Record<TokenName, string>>): void {
  const changes = tokenNames.filter((name) => {
    const value = tokens[name]
    return value && value !== tokenStores[name].get()
  })
  if (changes.length === 0) return
  epoch += 1
  // One piece of news for the whole change, however many tokens it replaced.
  batch(() => {
    for (const name of changes) tokenStores[name].set(tokens[name] ?? null)
  })
}

export function clearTokens(): void {
  epoch += 1
  batch(() => {
    for (const name of tokenNames) tokenStores[name].clear()
  })
}

/** Signed in = an id token is stored. */
export const signedInOf = (idToken: string | null): boolean => Boolean(idToken)

export function isSignedIn(): boolean {
  return signedInOf(tokenStores.idToken.get())
}

const idTokenClaims = z.object({ sub: z.string().min(1) })

/**
 * The user an id token names (its `sub`), read without checking its signature: the server never takes it as a
 * credential, and here it only tells whose session the stored tokens are. Null when it cannot be read.
 */
export function subjectOf(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/')
    const bytes = Uint8Array.from(window.atob(base64), (char) => char.charCodeAt(0))
    const claims = idTokenClaims.safeParse(JSON.parse(new TextDecoder().decode(bytes)))
    return claims.success ? claims.data.sub : null
  } catch {
    return null
  }
}

/**
 * The user whose session the next request carries: the subject of the stored id token, which another tab
 * replaces when someone signs in there (single sign-on over a live session, say). Null when signed out or
 * when the token cannot be read.
 */
export const sessionUserId = (): string | null => subjectOf(tokenStores.idToken.get())

/** The stored id token, for useSignedIn. */
export const idTokenStore = tokenStores.idToken

const returnAddressStore = textStore(RETURN_ADDRESS_STORAGE_KEY, false)

export function rememberReturnAddress(address: string): void {
  returnAddressStore.set(address)
}

/** Reads and forgets the remembered address. */
export function takeReturnAddress(): string | null {
  const address = returnAddressStore.get()
  returnAddressStore.clear()
  return address
}

/** Subscribes to session changes in this tab and in other tabs (the `storage` event). */
export function subscribe(listener: () => void): () => void {
  const unsubscribes = tokenNames.map((name) => tokenStores[name].subscribe(listener))
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

/**
 * The already-redirected flag of the login redirect (docs/product-rules.md, "Login redirect"): set when a 401
 * sends the browser to sign in; the next 401 while it is set clears it instead of redirecting again, so a
 * page that keeps failing never loops. A successful sign-in clears it.
 */
export const ALREADY_REDIRECTED_STORAGE_KEY = 'alreadyRedirected'

const redirectedStore = textStore(ALREADY_REDIRECTED_STORAGE_KEY, false)

export function markRedirected(): void {
  redirectedStore.set('1')
}

/** True when the flag was set; it is cleared either way. */
export function takeRedirectedFlag(): boolean {
  const set = redirectedStore.get() !== null
  redirectedStore.clear()
  return set
}

/** The remembered address, only if it is a path of this app (never another site). */
export function takeSafeReturnAddress(): string | null {
  const address = takeReturnAddress()
  return address && address.startsWith('/') && !address.startsWith('//') ? address : null
}
