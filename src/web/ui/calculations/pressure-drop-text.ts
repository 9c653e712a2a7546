// The system's total pressure drop as the overview and the system report write it (docs/product-rules.md,
// "Total pressure drop"): never a partial sum without saying what it leaves out.
import type { TFunction } from 'i18next'
import { formatNumber, MISSING_VALUE } from '../../i18n/format.ts'
import {
  chainPressureDrop,
  pressureDropCaveats,
  pressureDropsAtOtherAirflow,
  type ChainPressureDrop,
  type PressureDropEntry,
  type OtherAirflow,
  type PressureDropCaveat,
} from '../../domain/chain/pressure-drop.ts'
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
  for (const caveat of pressureDropCaveats(summary, otherAirflow))
    lines.push(caveatLine(t, language, caveat, airflow))
  return lines.join('\n')
}

/**
 * The total where no line can follow it (a table's cell, a card's fact): "≥ 113" when it leaves out products
 * without a pressure drop, so that the known part is read as the least the fan must overcome; '-' without one.
 */
export function pressureDropFigure(
  total: number | null,
  caveats: readonly PressureDropCaveat[],
  language: string,
): string {
  const figure = formatNumber(total, language)
  return total !== null && caveats.some((caveat) => caveat.kind === 'without') ? `≥ ${figure}` : figure
}

/** A saved system's (or a kept version's) total pressure drop, as its report and the version view write it. */
export function systemPressureDropText(
  t: TFunction,
  language: string,
  system: { items: readonly PressureDropEntry[]; airflow: number | null },
  airflow: AirflowFormat,
): string {
  return pressureDropText(
    t,
    language,
    chainPressureDrop(system.items),
    pressureDropsAtOtherAirflow(system.items, system.airflow),
    airflow,
  )
}

/** One of the lines under the total, in the words every figure read from it repeats. */
export function caveatLine(
  t: TFunction,
  language: string,
  caveat: PressureDropCaveat,
  airflow: AirflowFormat,
): string {
  switch (caveat.kind) {
    case 'without':
      return t('pressureDrop.without', { products: formatNumber(caveat.products, language) })
    case 'diffusers':
      return t('pressureDrop.diffusers')
    case 'otherAirflow':
      return t('pressureDrop.otherAirflow', {
        products: formatNumber(caveat.products, language),
        airflow: airflow.format(caveat.systemAirflow),
        unit: airflow.symbol,
      })
  }
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
