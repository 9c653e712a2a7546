import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ENERGY_SETTINGS,
  ENERGY_STORAGE_KEY,
  energyCost,
  readEnergySettings,
  storeEnergySettings,
} from './energy.ts'

describe('energy cost of a pressure drop', () => {
  it('is q·Δp/η over the operating hours', () => {
    // 500 l/s across 60 Pa at η 0.6: 0.5 · 60 / 0.6 = 50 W; 4000 h → 200 kWh; at 0.15 → 30.
    const cost = energyCost(500, 60, DEFAULT_ENERGY_SETTINGS)
    expect(cost?.fanPowerW).toBeCloseTo(50, 9)
    expect(cost?.kwhPerYear).toBeCloseTo(200, 9)
    expect(cost?.costPerYear).toBeCloseTo(30, 9)
    // In the currency the price is in.
    expect(cost?.currency).toBe('EUR')
    expect(
      energyCost(500, 60, { ...DEFAULT_ENERGY_SETTINGS, pricePerKwh: 1.5, currency: 'SEK' }),
    ).toMatchObject({
      costPerYear: 300,
      currency: 'SEK',
    })
  })

  it('is unknown without an airflow or a pressure drop', () => {
    expect(energyCost(null, 60, DEFAULT_ENERGY_SETTINGS)).toBeNull()
    expect(energyCost(500, null, DEFAULT_ENERGY_SETTINGS)).toBeNull()
    expect(energyCost(-1, 60, DEFAULT_ENERGY_SETTINGS)).toBeNull()
  })

  it('remembers its settings in localStorage, within limits', () => {
    storeEnergySettings({ efficiency: 0.5, hoursPerYear: 9999, pricePerKwh: 0.2, currency: 'DKK' })
    const kept = { efficiency: 0.5, hoursPerYear: 8760, pricePerKwh: 0.2, currency: 'DKK' }
    expect(JSON.parse(window.localStorage.getItem(ENERGY_STORAGE_KEY) ?? '{}')).toEqual(kept)
    expect(readEnergySettings()).toEqual(kept)
    // A currency the app does not offer reads as euros; the price stays as typed, never converted.
    window.localStorage.setItem(ENERGY_STORAGE_KEY, JSON.stringify({ ...kept, currency: 'GBP' }))
    expect(readEnergySettings()).toEqual({ ...kept, currency: 'EUR' })
    window.localStorage.setItem(ENERGY_STORAGE_KEY, '{broken')
    expect(readEnergySettings()).toEqual(DEFAULT_ENERGY_SETTINGS)
    window.localStorage.setItem(ENERGY_STORAGE_KEY, '{"efficiency":"x"}')
    expect(readEnergySettings()).toEqual(DEFAULT_ENERGY_SETTINGS)
  })
})
