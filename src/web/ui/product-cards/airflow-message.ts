// The message under an airflow input that cannot be used, in the interface language.
import type { TFunction } from 'i18next'
import { formatNumber } from '../../i18n/format.ts'
import { AIRFLOW_MAX, airflowProblem } from '../../state/selection/calculation-parameters.ts'

export function airflowMessage(text: string, t: TFunction, language: string): string | undefined {
  const problem = airflowProblem(text)
  if (problem === null) return undefined
  return t(`airflowErrors.${problem}`, { max: formatNumber(AIRFLOW_MAX, language) })
}
