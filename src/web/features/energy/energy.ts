// The energy cost of a pressure drop (beyond the specification): the fan must add Δp to move q, so the
// extra electric power is P = q·Δp/η and the yearly energy E = P·t. Source: docs/selection.md, "Energy".
import { useSyncExternalStore } from 'react'

export interface EnergySettings {
  /** Overall fan efficiency η (fan, motor, drive), 0 < η ≤ 1. */
  efficiency: number
  /** Operating hours per year. */
  hoursPerYear: number
  /** Price of one kWh in the user's currency. */
  pricePerKwh: number
}

export const DEFAULT_ENERGY_SETTINGS: EnergySettings = {
  efficiency: 0.6,
  hoursPerYear: 4000,
  pricePerKwh: 0.15,
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
  /** Cost per year in the price's currency. */
  costPerYear: number
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
  return { fanPowerW, kwhPerYear, costPerYear: kwhPerYear * settings.pricePerKwh }
}

const clamp = (value: unknown, { min, max }: { min: number; max: number }, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback

/** Reads stored settings; anything missing or unreadable takes its default. */
export function parseEnergySettings(raw: string | null): EnergySettings {
  let value: Partial<Record<keyof EnergySettings, unknown>> = {}
  try {
    value = raw ? (JSON.parse(raw) as typeof value) : {}
  } catch {
    value = {}
  }
  const d = DEFAULT_ENERGY_SETTINGS
  return {
    efficiency: clamp(value.efficiency, ENERGY_LIMITS.efficiency, d.efficiency),
    hoursPerYear: clamp(value.hoursPerYear, ENERGY_LIMITS.hoursPerYear, d.hoursPerYear),
    pricePerKwh: clamp(value.pricePerKwh, ENERGY_LIMITS.pricePerKwh, d.pricePerKwh),
  }
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: EnergySettings = DEFAULT_ENERGY_SETTINGS

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ENERGY_STORAGE_KEY)
  } catch {
    return null
  }
}

export function readEnergySettings(): EnergySettings {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseEnergySettings(raw)
  }
  return cached
}

/** Remembers the settings in this browser (localStorage). */
export function storeEnergySettings(settings: EnergySettings): void {
  try {
    window.localStorage.setItem(
      ENERGY_STORAGE_KEY,
      JSON.stringify(parseEnergySettings(JSON.stringify(settings))),
    )
  } catch {
    // NOTE: blocked storage: the settings last for this page only.
    cachedRaw = null
    cached = settings
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useEnergySettings(): EnergySettings {
  return useSyncExternalStore(subscribe, readEnergySettings, () => DEFAULT_ENERGY_SETTINGS)
}
