// How an energy cost reads wherever it is shown: a product card's line and the overview's total.
import type { TFunction } from 'i18next'
import { currencySymbol, formatNumber, MISSING_VALUE } from '../../i18n/format.ts'
import type { EnergyCost, EnergySettings } from '../../state/energy/energy.ts'
import type { PressureDropCaveat } from '../../domain/chain/pressure-drop.ts'

/**
 * Fan power, energy and money per year, or '-' when there is no cost to tell. The overview's total cost is
 * that of the total pressure drop, so it says under it each caveat the total says (`caveats`, from
 * pressureDropCaveats): products the total leaves out make the cost a lower bound, and diffusers or products at
 * another airflow than the system's make it other than the system's at its airflow (docs/product-rules.md,
 * "Total pressure drop").
 */
export function energyCostText(
  t: TFunction,
  language: string,
  cost: EnergyCost | null,
  caveats: readonly PressureDropCaveat[] = [],
): string {
  if (cost === null) return MISSING_VALUE
  const value = t('energy.costValue', {
    power: formatNumber(cost.fanPowerW, language),
    energy: formatNumber(cost.kwhPerYear, language),
    cost: formatNumber(cost.costPerYear, language, { decimals: 2 }),
    currency: currencySymbol(cost.currency, language),
  })
  return [value, ...caveats.map((caveat) => caveatLine(t, caveat))].join('\n')
}

// The count is a plural's count, so the words agree with it ("1 product", "3 products").
function caveatLine(t: TFunction, caveat: PressureDropCaveat): string {
  switch (caveat.kind) {
    case 'without':
      return t('pressureDrop.energyWithout', { count: caveat.products })
    case 'diffusers':
      return t('pressureDrop.energyDiffusers', { count: caveat.products })
    case 'otherAirflow':
      return t('pressureDrop.energyOtherAirflow', { count: caveat.products })
  }
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
