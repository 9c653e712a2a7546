// What a failed write tells the user (docs/product-rules.md, "Refusals and limits"): what did not happen,
// then, when sending it again can help, why and what to do. The caller's sentence says what failed.
import { i18n } from '../../i18n/index.ts'
import { ApiError } from '../api/client.ts'

/** The reason and remedy of a failure that may pass by itself; null for a refusal of the request itself. */
function advice(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 0) return i18n.t('failure.network')
  if (error.status === 429) return i18n.t('failure.rateLimited')
  if (error.status === 408 || error.status >= 500) return i18n.t('failure.server')
  return null
}

/**
 * `what` (already translated, "The project has not been saved.") with the reason and remedy; `kept` adds
 * that what the user entered is still on screen, for the forms that stay open after a failure.
 */
export function failureText(what: string, error: unknown, { kept = false } = {}): string {
  const remedy = advice(error)
  if (remedy === null) return what
  return [what, kept ? i18n.t('failure.kept') : null, remedy].filter(Boolean).join(' ')
}
