// What one account may keep (docs/product-rules.md, "Storage quotas"): projects per user, systems and rooms per
// project, each set by the installation. A create past one is refused with 422 and a detail on `quota.<kind>`
// whose message is the one below and which carries the numbers; the web app reads the field and says it in the
// user's language.
import type { ErrorDetail } from '../http.ts'

export const QuotaRefusal = {
  projects:
    'You own as many projects as this installation allows; recently deleted projects count until they are purged',
  // A project goes back to its author's count when restored, so an invited user restoring it past a quota
  // lowered since is told whose count is full, not their own.
  authorProjects:
    "The project's author owns as many projects as this installation allows; recently deleted projects count until they are purged",
  systems:
    'This project holds as many systems as this installation allows; recently deleted systems count until they are purged',
  rooms:
    'This project holds as many rooms as this installation allows; recently deleted rooms count until they are purged',
} as const
export type QuotaKind = keyof typeof QuotaRefusal

/** The detail's field of a refusal past the quota of `kind`. */
export const quotaField = (kind: QuotaKind): string => `quota.${kind}`

/**
 * The numbers of a refusal past a quota, in its detail beside `field` and `message` (ErrorDetail's `limit`,
 * `requested`, `existing`): refused because `existing + requested > limit`.
 */
export interface QuotaNumbers {
  limit: number
  requested: number
  existing: number
}

/** A refusal past a quota: which one, with its numbers when the server sent them (older servers did not). */
export interface QuotaRefusalDetail extends Partial<QuotaNumbers> {
  kind: QuotaKind
}

/** The quota a refusal names, read from its details' fields; undefined for any other refusal. */
export function quotaOfRefusal(details: readonly ErrorDetail[]): QuotaRefusalDetail | undefined {
  const kinds = Object.keys(QuotaRefusal) as QuotaKind[]
  for (const detail of details) {
    const kind = kinds.find((k) => detail.field === quotaField(k))
    if (kind === undefined) continue
    const { limit, requested, existing } = detail
    return {
      kind,
      ...(limit === undefined ? {} : { limit }),
      ...(requested === undefined ? {} : { requested }),
      ...(existing === undefined ? {} : { existing }),
    }
  }
  return undefined
}
