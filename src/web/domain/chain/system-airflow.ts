// The system airflow (docs/product-rules.md, "System airflow"): set once on the system, every product's
// airflow unless the product has its own. A card shows the airflow it works with and flags where that differs
// from the system's.
import type { ChainItem } from './chain.ts'

/**
 * The airflow a silencer card works with, l/s: its entry's own when it is in the chain, else the one typed on
 * the card; without either, the system airflow (null when that is not set either).
 */
export function cardAirflow(
  entry: Pick<ChainItem, 'inputAirflow'> | null,
  typed: number | null,
  systemAirflow: number | null,
): number | null {
  const own = entry ? (entry.inputAirflow ?? null) : typed
  return own ?? systemAirflow
}

/** Whether a product's airflow differs from the system airflow (both set; within 0.01 l/s counts as equal). */
export function airflowDiffers(airflow: number | null, systemAirflow: number | null): boolean {
  return airflow !== null && systemAirflow !== null && Math.abs(airflow - systemAirflow) >= 0.01
}
