// The message under an airflow input that cannot be used, in the interface language and the user's unit.
import type { TFunction } from 'i18next'
import { toShownAirflow, type AirflowUnit } from '../../domain/units/airflow-unit.ts'
import { formatNumber } from '../../i18n/format.ts'
import { AIRFLOW_MAX, airflowProblem } from '../../state/selection/calculation-parameters.ts'
import { airflowFormat } from '../units/airflow-format.ts'

export function airflowMessage(
  text: string,
  unit: AirflowUnit,
  t: TFunction,
  language: string,
): string | undefined {
  const problem = airflowProblem(text, unit)
  if (problem === null) return undefined
  return t(`airflowErrors.${problem}`, {
    max: formatNumber(toShownAirflow(AIRFLOW_MAX, unit), language),
    unit: airflowFormat(unit, language).symbol,
  })
}
