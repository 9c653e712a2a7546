// What a failed call means to the workspace screens.
import { quotaOfRefusal, type QuotaRefusalDetail } from '#contract/api/quotas.ts'
import { ApiError } from '../api/client.ts'

/** Someone else saved first (409); the answer's current document is reloaded by the caller. */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409

/**
 * The same request may well succeed later: the network failed (status 0), the server or a proxy in front of
 * it failed or could not reach its database (5xx, 503 with Retry-After), or it asked to slow down (408, 429).
 * Anything else is an answer about the request itself, which sending it again does not change.
 */
export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500)

/**
 * The storage quota a create was refused for, with the numbers the server gave (422 with a detail on
 * `quota.<kind>`, docs/product-rules.md, "Storage quotas"); undefined for any other failure. Sending it again
 * does not change the answer.
 */
export function quotaRefusalOf(error: unknown): QuotaRefusalDetail | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined
  return quotaOfRefusal(error.details)
}

/** A failure logged for developers; the user gets a short notification from the caller. */
export function logFailure(what: string, error: unknown): void {
  console.warn(what, error)
}
