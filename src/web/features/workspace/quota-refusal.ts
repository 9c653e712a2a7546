// What the user is told when a create is refused for a storage quota: the same words wherever the create
// happens (new project, system or room, copy, import), shown where the user is, whose input stays as typed.
import type { TFunction } from 'i18next'
import { quotaRefusalOf } from '../../state/workspace/errors.ts'

/** The refusal in the user's language, or `otherwise` when the failure is no quota's. */
export function createFailureText(t: TFunction, error: unknown, otherwise: string): string {
  const quota = quotaRefusalOf(error)
  return quota === undefined ? otherwise : t(`quota.${quota}`)
}
