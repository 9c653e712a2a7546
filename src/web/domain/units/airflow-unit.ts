// The airflow unit a user works in (docs/product-rules.md, "Airflow unit"). The API, the engine and
// everything stored keep l/s; only what is shown and typed is in the chosen unit, converted here.

export const AIRFLOW_UNITS = ['l/s', 'm3/h', 'm3/s'] as const
export type AirflowUnit = (typeof AIRFLOW_UNITS)[number]

// 1 l/s = 3600 s/h ÷ 1000 l/m³ m³/h = 0.001 m³/s.
const PER_LITRE_PER_SECOND: Record<AirflowUnit, number> = { 'l/s': 1, 'm3/h': 3.6, 'm3/s': 0.001 }

/**
 * Most decimals of a shown airflow: whole l/s and m³/h, and m³/s to the litre without trailing zeros
 * (1.25 m³/s, 1.255 m³/s), as an air handling unit's datasheet writes them.
 */
export const SHOWN_DECIMALS: Record<AirflowUnit, number> = { 'l/s': 0, 'm3/h': 0, 'm3/s': 3 }
/** Decimals an input keeps: a hundredth of a litre per second in every unit. */
export const INPUT_DECIMALS: Record<AirflowUnit, number> = { 'l/s': 2, 'm3/h': 2, 'm3/s': 5 }

/** An airflow in l/s expressed in `unit`. */
export function toShownAirflow(litresPerSecond: number, unit: AirflowUnit): number {
  return litresPerSecond * PER_LITRE_PER_SECOND[unit]
}

/** An airflow typed in `unit`, in l/s. */
export function fromShownAirflow(shown: number, unit: AirflowUnit): number {
  return shown / PER_LITRE_PER_SECOND[unit]
}

/** The unit's symbol, the same in every language of the app. */
export const AIRFLOW_UNIT_SYMBOLS: Record<AirflowUnit, string> = {
  'l/s': 'l/s',
  'm3/h': 'm³/h',
  'm3/s': 'm³/s',
}
