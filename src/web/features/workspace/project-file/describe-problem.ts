import type { TFunction } from 'i18next'
import { CHAIN_LIMIT } from '#contract/api/calculations.ts'
import {
  PROJECT_FILE_BODY_LIMIT,
  PROJECT_FILE_LIMITS,
  PROJECT_FILE_VERSION,
} from '#contract/api/project-file.ts'
import type { QuotaRefusalDetail } from '#contract/api/quotas.ts'
import type { FileProblem, ProblemPlace } from '../../../domain/project-file/read-project-file.ts'
import { formatNumber } from '../../../i18n/format.ts'

function placeText(t: TFunction, place: ProblemPlace): string {
  switch (place.part) {
    case 'file':
      return t('projectFile.places.file')
    case 'project':
      return t('projectFile.places.project')
    case 'room':
      return t('projectFile.places.room', {
        number: place.number,
        name: place.name || t('projectFile.unnamed'),
      })
    case 'system':
      return place.product === undefined
        ? t('projectFile.places.system', {
            number: place.number,
            name: place.name || t('projectFile.unnamed'),
          })
        : t('projectFile.places.systemProduct', {
            number: place.number,
            name: place.name || t('projectFile.unnamed'),
            product: place.product,
          })
  }
}

/** Why a file cannot be imported, in the user's language. */
export function describeProblem(t: TFunction, problem: FileProblem): string {
  switch (problem.kind) {
    case 'notAProjectFile':
      return t('projectFile.problems.notAProjectFile')
    case 'newerVersion':
      return t('projectFile.problems.newerVersion', {
        version: problem.version,
        supported: PROJECT_FILE_VERSION,
      })
    case 'tooLarge':
      return t('projectFile.problems.tooLarge', { size: Math.round(PROJECT_FILE_BODY_LIMIT / 1024 / 1024) })
    case 'invalid':
      return t('projectFile.problems.invalid', {
        place: placeText(t, problem.place),
        problem: t(`projectFile.kinds.${problem.problem}`, {
          limit: CHAIN_LIMIT,
          systems: PROJECT_FILE_LIMITS.systems,
          rooms: PROJECT_FILE_LIMITS.rooms,
        }),
      })
  }
}

/**
 * An import refused for a storage quota, with the numbers the server gave: how many systems or rooms the file
 * holds, or how many projects the user has, against what the installation allows (docs/product-rules.md,
 * "Storage quotas"); null when the refusal carries no numbers (an older server), which the generic quota text
 * then tells.
 */
export function describeImportQuota(
  t: TFunction,
  { kind, limit, requested, existing }: QuotaRefusalDetail,
  language: string,
): string | null {
  if (limit === undefined || requested === undefined || existing === undefined) return null
  const numbers = {
    existing: formatNumber(existing, language),
    requested: formatNumber(requested, language),
    limit: formatNumber(limit, language),
  }
  switch (kind) {
    case 'projects':
      return t('quota.import.projects', { count: existing, ...numbers })
    case 'systems':
      return t('quota.import.systems', { count: requested, ...numbers })
    case 'rooms':
      return t('quota.import.rooms', { count: requested, ...numbers })
    case 'authorProjects':
      // An import makes a project of the importer's own; only a restore is refused for its author's count.
      return null
  }
}
