// The name a copied system gets: "AHU-1 (copy)" in the user's language (docs/product-rules.md, "Copying a
// system"). The web client words it, since the server does not know the user's language (the copy request's
// body is optional).
import type { TFunction } from 'i18next'
import { SYSTEM_LIMITS } from '#contract/api/systems.ts'

/**
 * The copy's name within the API's limit: an original too long for the suffix is shortened (with "…") so
 * the suffix that tells the copy apart is never the part cut off.
 */
export function copyName(t: TFunction, name: string, limit: number = SYSTEM_LIMITS.name): string {
  const original = name.trim()
  const full = t('systems.copyName', { name: original }).trim()
  if (full.length <= limit) return full
  const keep = Math.max(0, original.length - (full.length - limit) - 1)
  return t('systems.copyName', { name: `${original.slice(0, keep).trimEnd()}…` }).trim()
}
