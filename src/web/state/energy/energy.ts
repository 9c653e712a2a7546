// The energy cost of a pressure drop (beyond the specification): the fan must add Δp to move q, so the
// extra electric power is P = q·Δp/η and the yearly energy E = P·t. Source: docs/selection.md, "Energy".
import { z } from 'zod'
import { createPersistedStore, usePersistedStore } from '../persisted-store.ts'

/** The currencies of the app's markets: euros (Estonia, Finland), Swedish and Danish kronor. */
export const ENERGY_CURRENCIES = ['EUR', 'SEK', 'DKK'] as const
export type EnergyCurrency = (typeof ENERGY_CURRENCIES)[number]

export interface EnergySettings {
  /** Overall fan efficiency η (fan, motor, drive), 0 < η ≤ 1. */
  efficiency: number
  /** Operating hours per year. */
  hoursPerYear: number
  /** Price of one kWh, in `currency`. */
  pricePerKwh: number
  /** What the price and the cost are in; euros unless the user chose otherwise (a price is never converted). */
  currency: EnergyCurrency
}

export const DEFAULT_ENERGY_SETTINGS: EnergySettings = {
  efficiency: 0.6,
  hoursPerYear: 4000,
  pricePerKwh: 0.15,
  currency: 'EUR',
}
export const ENERGY_LIMITS = {
  efficiency: { min: 0.05, max: 1 },
  hoursPerYear: { min: 0, max: 8760 },
  pricePerKwh: { min: 0, max: 100 },
} as const
export const ENERGY_STORAGE_KEY = 'energySettings'

export interface EnergyCost {
  /** Extra fan power, W. */
  fanPowerW: number
  /** Energy per year, kWh. */
  kwhPerYear: number
  /** Cost per year, in `currency`. */
  costPerYear: number
  currency: EnergyCurrency
}

/**
 * P = q·Δp/η (q in m³/s from l/s, Δp in Pa → W), E = P·t/1000 (kWh), cost = E·price. Null unless the
 * airflow and the pressure drop are known and not negative.
 */
export function energyCost(
  airflowLs: number | null | undefined,
  pressureDropPa: number | null | undefined,
  settings: EnergySettings,
): EnergyCost | null {
  if (
    airflowLs === null ||
    airflowLs === undefined ||
    pressureDropPa === null ||
    pressureDropPa === undefined
  )
    return null
  if (!(airflowLs >= 0) || !(pressureDropPa >= 0) || !(settings.efficiency > 0)) return null
  const fanPowerW = ((airflowLs / 1000) * pressureDropPa) / settings.efficiency
  const kwhPerYear = (fanPowerW * settings.hoursPerYear) / 1000
  return {
    fanPowerW,
    kwhPerYear,
    costPerYear: kwhPerYear * settings.pricePerKwh,
    currency: settings.currency,
  }
}

/** The settings that are numbers, each within its limits. */
export type NumericEnergySetting = keyof typeof ENERGY_LIMITS

// Each setting is read on its own: one missing or unreadable takes its default, one out of range its bound.
const setting = (key: NumericEnergySetting) =>
  z
    .number()
    .finite()
    .catch(DEFAULT_ENERGY_SETTINGS[key])
    .transform((value) => Math.min(ENERGY_LIMITS[key].max, Math.max(ENERGY_LIMITS[key].min, value)))

const energySettingsSchema: z.ZodType<EnergySettings, unknown> = z.object({
  efficiency: setting('efficiency'),
  hoursPerYear: setting('hoursPerYear'),
  pricePerKwh: setting('pricePerKwh'),
  // Settings kept before there was a choice were in euros.
  currency: z.enum(ENERGY_CURRENCIES).catch('EUR'),
})

const energyStore = createPersistedStore({
  key: ENERGY_STORAGE_KEY,
  storage: 'local',
  schema: energySettingsSchema,
  initial: DEFAULT_ENERGY_SETTINGS,
})

export const readEnergySettings = energyStore.get

/** Remembers the settings in this browser (localStorage), each within its limits. */
export function storeEnergySettings(settings: EnergySettings): void {
  energyStore.set(energySettingsSchema.parse(settings))
}

export function useEnergySettings(): EnergySettings {
  return usePersistedStore(energyStore)
}
