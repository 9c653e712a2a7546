import type { TFunction } from 'i18next'
import { CHAIN_LIMIT } from '#contract/api/calculations.ts'
import {
  PROJECT_FILE_BODY_LIMIT,
  PROJECT_FILE_LIMITS,
  PROJECT_FILE_VERSION,
} from '#contract/api/project-file.ts'
import type { FileProblem, ProblemPlace } from '../../../domain/project-file/read-project-file.ts'

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
