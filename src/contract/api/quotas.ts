// What one account may keep (docs/product-rules.md, "Storage quotas"): projects per user, systems and rooms per
// project, each set by the installation. A create past one is refused with 422 and a detail on `quota.<kind>`
// whose message is the one below; the web app reads the field and says it in the user's language.
export const QuotaRefusal = {
  projects:
    'You own as many projects as this installation allows; recently deleted projects count until they are purged',
  systems:
    'This project holds as many systems as this installation allows; recently deleted systems count until they are purged',
  rooms:
    'This project holds as many rooms as this installation allows; recently deleted rooms count until they are purged',
} as const
export type QuotaKind = keyof typeof QuotaRefusal

/** The detail's field of a refusal past the quota of `kind`. */
export const quotaField = (kind: QuotaKind): string => `quota.${kind}`

/** The quota a refusal names, read from its details' fields; undefined for any other refusal. */
export function quotaOfRefusal(details: readonly { field: string }[]): QuotaKind | undefined {
  const kinds = Object.keys(QuotaRefusal) as QuotaKind[]
  return kinds.find((kind) => details.some((detail) => detail.field === quotaField(kind)))
}
