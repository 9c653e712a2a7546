// What a failed write tells the user (docs/product-rules.md, "Refusals and limits"): what did not happen,
// then, when sending it again can help, why and what to do. The caller's sentence says what failed.
import { i18n } from '../../i18n/index.ts'
import { ApiError } from '../api/client.ts'
import { isTransient, quotaRefusalOf } from './errors.ts'

/** Why a failure that may pass by itself happened and what to do; null for an answer about the request. */
function advice(error: unknown): string | null {
  if (!isTransient(error) || !(error instanceof ApiError)) return null
  if (error.status === 0) return i18n.t('failure.network')
  if (error.status === 429) return i18n.t('failure.rateLimited')
  return i18n.t('failure.server')
}

/**
 * `what` (already translated, "The project has not been saved.") with the reason and remedy; `kept` adds
 * that what the user entered is still on screen, for the forms that stay open after a failure. A create
 * refused for a storage quota is told as that refusal instead: the same words wherever the create happens
 * (new project, system or room, copy, import), since sending it again does not help.
 */
export function failureText(what: string, error: unknown, { kept = false } = {}): string {
  const quota = quotaRefusalOf(error)
  if (quota !== undefined) return i18n.t(`quota.${quota.kind}`)
  const remedy = advice(error)
  if (remedy === null) return what
  return [what, kept ? i18n.t('failure.kept') : null, remedy].filter(Boolean).join(' ')
}
