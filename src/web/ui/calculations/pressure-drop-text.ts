// The system's total pressure drop as the overview and the system report write it (docs/product-rules.md,
// "Total pressure drop"): never a partial sum without saying what it leaves out.
import type { TFunction } from 'i18next'
import { formatNumber, MISSING_VALUE } from '../../i18n/format.ts'
import type { ChainPressureDrop, OtherAirflow } from '../../domain/chain/pressure-drop.ts'
import { airflowDiffers, entryAirflow, type AirflowEntry } from '../../domain/chain/system-airflow.ts'
import type { AirflowFormat } from '../units/airflow-format.ts'

/**
 * "113 Pa", then a line for the products left out, one for the diffusers counted and one for the products
 * whose pressure drop is at another airflow than the system's (in the user's airflow unit); '-' without a total.
 */
export function pressureDropText(
  t: TFunction,
  language: string,
  summary: ChainPressureDrop,
  otherAirflow: OtherAirflow | null,
  airflow: AirflowFormat,
): string {
  if (summary.total === null) return MISSING_VALUE
  const lines = [`${formatNumber(summary.total, language)} Pa`]
  if (summary.without > 0)
    lines.push(t('pressureDrop.without', { products: formatNumber(summary.without, language) }))
  if (summary.diffusers > 0) lines.push(t('pressureDrop.diffusers'))
  if (otherAirflow)
    lines.push(
      t('pressureDrop.otherAirflow', {
        products: formatNumber(otherAirflow.products, language),
        airflow: airflow.format(otherAirflow.systemAirflow),
        unit: airflow.symbol,
      }),
    )
  return lines.join('\n')
}

/**
 * What a product's card says where its airflow differs from the system's, and the report says of the same
 * product: the words the total's line about other airflows leads the reader to.
 */
export function airflowDiffersText(t: TFunction, airflow: AirflowFormat, systemAirflow: number): string {
  return t('productCards.airflowDiffers', { system: airflow.format(systemAirflow), unit: airflow.symbol })
}

/** The flag's words for a product of the chain where its airflow differs from the system's, else null. */
export function entryAirflowFlag(
  t: TFunction,
  airflow: AirflowFormat,
  entry: AirflowEntry,
  systemAirflow: number | null,
): string | null {
  if (systemAirflow === null || !airflowDiffers(entryAirflow(entry), systemAirflow)) return null
  return airflowDiffersText(t, airflow, systemAirflow)
}
