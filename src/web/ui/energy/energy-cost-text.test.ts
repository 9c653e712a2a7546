import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import { DEFAULT_ENERGY_SETTINGS, energyCost, type EnergyCurrency } from '../../state/energy/energy.ts'
import { energyCostText } from './energy-cost-text.ts'

describe('the energy cost as it reads', () => {
  // 500 l/s across 60 Pa at η 0.6 and 4000 h: 50 W, 200 kWh.
  const at = (pricePerKwh: number, currency: EnergyCurrency) =>
    energyCost(500, 60, { ...DEFAULT_ENERGY_SETTINGS, pricePerKwh, currency })

  it('names the cost in the currency of the price, as the language writes its sign', () => {
    expect(energyCostText(i18n.getFixedT('en'), 'en', at(0.15, 'EUR'))).toBe(
      '50 W · 200 kWh/year · 30.00 €/year',
    )
    expect(energyCostText(i18n.getFixedT('sv'), 'sv', at(1.8, 'SEK'))).toBe(
      '50 W · 200 kWh/år · 360,00 kr/år',
    )
    expect(energyCostText(i18n.getFixedT('da'), 'da', at(1.1, 'DKK'))).toBe(
      '50 W · 200 kWh/år · 220,00 kr./år',
    )
  })
})
