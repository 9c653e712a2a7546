// The system airflow (docs/product-rules.md, "System airflow"): set once on the system, every product's
// airflow unless the product has its own. A card shows the airflow it works with and flags where that differs
// from the system's.
import type { ChainItem } from './chain.ts'

/** What the flag needs of an entry; chain entries and report items both have it. */
export interface AirflowEntry {
  productType: string
  inputAirflow?: number | null
}

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

/**
 * The airflow of its own an entry was calculated at, which its card compares with the system airflow (l/s;
 * null: none to compare). A diffuser's is its catalogue airflow, never a choice made for this system: the
 * total pressure drop has a line of its own for diffusers, and their cards are not flagged.
 */
export function entryAirflow(entry: AirflowEntry): number | null {
  return entry.productType === 'diffuser' ? null : (entry.inputAirflow ?? null)
}
