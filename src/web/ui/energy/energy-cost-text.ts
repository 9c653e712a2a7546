// How an energy cost reads wherever it is shown: a product card's line and the overview's total.
import type { TFunction } from 'i18next'
import { formatNumber, MISSING_VALUE } from '../../i18n/format.ts'
import type { EnergyCost, EnergySettings } from '../../state/energy/energy.ts'
import type { OtherAirflow } from '../../domain/chain/pressure-drop.ts'

/**
 * Fan power, energy and money per year, or '-' when there is no cost to tell. The overview's total cost is
 * that of the total pressure drop, so where products of that total are at another airflow than the system's
 * (`otherAirflow`) a line under it says the cost carries them too (docs/product-rules.md, "Total pressure
 * drop").
 */
export function energyCostText(
  t: TFunction,
  language: string,
  cost: EnergyCost | null,
  otherAirflow: OtherAirflow | null = null,
): string {
  if (cost === null) return MISSING_VALUE
  const value = t('energy.costValue', {
    power: formatNumber(cost.fanPowerW, language),
    energy: formatNumber(cost.kwhPerYear, language),
    cost: formatNumber(cost.costPerYear, language, { decimals: 2 }),
  })
  if (!otherAirflow) return value
  return `${value}\n${t('pressureDrop.energyOtherAirflow', { count: otherAirflow.products })}`
}

/** What the cost assumes: the efficiency and the hours (a tooltip). */
export function energyCostExplained(t: TFunction, language: string, settings: EnergySettings): string {
  return t('energy.explain', {
    efficiency: formatNumber(settings.efficiency * 100, language),
    hours: formatNumber(settings.hoursPerYear, language),
    // The form follows the number as shown, which is whole: 1.4 hours shows as "1 hour".
    count: Math.round(settings.hoursPerYear),
  })
}
