// The signed-in state: three tokens in localStorage (docs/product-rules.md, "Tokens and headers"). Signed in
// = an id token is stored.

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
const listeners = new Set<() => void>()

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // NOTE: blocked storage means no session survives; the app still works signed out.
  }
}

// Counts changes of this tab's stored session (new tokens, or tokens cleared). A call remembers the count it
// was sent under, so a 401 answering tokens that are already gone is recognised as old news.
let epoch = 0

/** The number of times this tab's stored session has changed. */
export function sessionEpoch(): number {
  return epoch
}

function notify(): void {
  for (const listener of listeners) listener()
}

export function readTokens(): Tokens {
  return {
    accessToken: read(TOKEN_STORAGE_KEYS.accessToken),
    idToken: read(TOKEN_STORAGE_KEYS.idToken),
    refreshToken: read(TOKEN_STORAGE_KEYS.refreshToken),
  }
}

/** Stores the given tokens; names left out keep their stored value. Empty strings are ignored. */
export function storeTokens(tokens: Partial<Record<TokenName, string>>): void {
  let changed = false
  for (const name of tokenNames) {
    const value = tokens[name]
    if (value && value !== read(TOKEN_STORAGE_KEYS[name])) {
      write(TOKEN_STORAGE_KEYS[name], value)
      changed = true
    }
  }
  if (!changed) return
  epoch += 1
  notify()
}

export function clearTokens(): void {
  for (const name of tokenNames) write(TOKEN_STORAGE_KEYS[name], null)
  epoch += 1
  notify()
}

export function isSignedIn(): boolean {
  return Boolean(read(TOKEN_STORAGE_KEYS.idToken))
}

export function rememberReturnAddress(address: string): void {
  write(RETURN_ADDRESS_STORAGE_KEY, address)
}

/** Reads and forgets the remembered address. */
export function takeReturnAddress(): string | null {
  const address = read(RETURN_ADDRESS_STORAGE_KEY)
  write(RETURN_ADDRESS_STORAGE_KEY, null)
  return address
}

/** Subscribes to session changes in this tab and in other tabs (the `storage` event). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || tokenNames.some((name) => TOKEN_STORAGE_KEYS[name] === event.key)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The already-redirected flag of the login redirect (docs/product-rules.md, "Login redirect"): set when a 401
 * sends the browser to sign in; the next 401 while it is set clears it instead of redirecting again, so a
 * page that keeps failing never loops. A successful sign-in clears it.
 */
export const ALREADY_REDIRECTED_STORAGE_KEY = 'alreadyRedirected'

export function markRedirected(): void {
  write(ALREADY_REDIRECTED_STORAGE_KEY, '1')
}

/** True when the flag was set; it is cleared either way. */
export function takeRedirectedFlag(): boolean {
  const set = read(ALREADY_REDIRECTED_STORAGE_KEY) !== null
  write(ALREADY_REDIRECTED_STORAGE_KEY, null)
  return set
}

/** The remembered address, only if it is a path of this app (never another site). */
export function takeSafeReturnAddress(): string | null {
  const address = takeReturnAddress()
  return address && address.startsWith('/') && !address.startsWith('//') ? address : null
}
