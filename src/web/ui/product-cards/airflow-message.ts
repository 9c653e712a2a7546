// The message under an airflow input that cannot be used, in the interface language and the user's unit.
import type { TFunction } from 'i18next'
import { AIRFLOW_MAX, airflowProblem } from '../../state/selection/calculation-parameters.ts'
import type { AirflowFormat } from '../units/airflow-format.ts'

export function airflowMessage(text: string, airflow: AirflowFormat, t: TFunction): string | undefined {
  const problem = airflowProblem(text, airflow.unit, airflow.language)
  if (problem === null) return undefined
  return t(`airflowErrors.${problem}`, { max: airflow.format(AIRFLOW_MAX), unit: airflow.symbol })
}
