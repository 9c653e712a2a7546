// The return address of the webshop flow: the server's answer (already checked against the allowed origins),
// kept in session storage, and checked once more before the browser goes there.
import { z } from 'zod'
import { createUserDraftStore } from '../../../state/user-drafts.ts'

const KEY = 'webshop.returnUrl'

/**
 * docs/product-rules.md, "Export checks": an export needs a redirect address. The specification names no
 * error for its absence, so this follows the wording of its neighbour, "Project id is empty".
 */
export const REDIRECT_URL_EMPTY = 'Redirect URL is empty'

/** An absolute http(s) address without credentials; anything else is never navigated to. */
export function isNavigableReturnUrl(candidate: string | null | undefined): candidate is string {
  if (!candidate || !/^https?:\/\/[^/\\]/i.test(candidate)) return false
  try {
    const url = new URL(candidate)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
  } catch {
    return false
  }
}

// Part of the round trip the last user started: another user's session drops it (their load stores it again).
const returnUrlStore = createUserDraftStore<string | null>({
  key: KEY,
  kind: 'handshake',
  schema: z.string().refine(isNavigableReturnUrl),
  initial: null,
  format: 'text',
})

/** Keeps a navigable address (anything else forgets it); where storage is blocked, the export's answer still carries one. */
export function storeReturnUrl(url: string | null): void {
  returnUrlStore.set(isNavigableReturnUrl(url) ? url : null)
}

export const storedReturnUrl = returnUrlStore.get

/** Goes to the shop: the stored address, else the one the export answered (the default configurator address). */
export function goToReturnUrl(
  answered: string | null,
  assign: (url: string) => void = (u) => window.location.assign(u),
): boolean {
  const target = storedReturnUrl() ?? (isNavigableReturnUrl(answered) ? answered : null)
  if (!target) return false
  assign(target)
  return true
}
