// The system's total pressure drop (docs/product-rules.md, "Total pressure drop"): the products are in series
// and each is repeated once per quantity, so their pressure drops add up.
import { airflowDiffers, entryAirflow } from './system-airflow.ts'

/** What the sum needs of a chain entry; saved systems and report items both have it. */
export interface PressureDropEntry {
  productType: string
  quantity: number
  pressureDrop?: number | null
  /** The airflow the entry's pressure drop was taken at, l/s, where it keeps one. */
  inputAirflow?: number | null
}

export interface ChainPressureDrop {
  /** Σ pressure drop × quantity of the products that have one, Pa; null when none has. */
  total: number | null
  /**
   * Products left out of the total for want of a pressure drop (other and custom products, silencers without
   * a pressure-drop model or without an airflow), counted with their quantities.
   */
  without: number
  /**
   * Diffusers in the total. Their pressure drop is the catalogue's at the catalogue airflow, not at the
   * system's, which the screen says.
   */
  diffusers: number
}

/** How many units an entry's quantity counts for (a whole number, never below 0). */
export const units = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

export function chainPressureDrop(items: readonly PressureDropEntry[]): ChainPressureDrop {
  let total: number | null = null
  let without = 0
  let diffusers = 0
  for (const item of items) {
    const count = units(item.quantity)
    if (count === 0) continue
    if (!known(item.pressureDrop)) {
      without += count
      continue
    }
    total = (total ?? 0) + item.pressureDrop * count
    if (item.productType === 'diffuser') diffusers += count
  }
  return { total, without, diffusers }
}

/** Products in the total whose pressure drop is at an airflow other than the system's, and that airflow. */
export interface OtherAirflow {
  /** Counted with their quantities. */
  products: number
  /** l/s */
  systemAirflow: number
}

/**
 * The products counted in the total whose pressure drop was taken at an airflow of their own that differs
 * from the system airflow, by the rule and of the airflow every product card flags (entryAirflow,
 * airflowDiffers), so each product counted here has a flagged card; null when there are none, or no system
 * airflow to differ from. The total is then not the system's at its airflow, and the screen says so
 * (docs/product-rules.md, "Total pressure drop"). Diffusers are left to their own line: theirs is always at
 * the catalogue airflow.
 */
export function pressureDropsAtOtherAirflow(
  items: readonly PressureDropEntry[],
  systemAirflow: number | null,
): OtherAirflow | null {
  if (systemAirflow === null) return null
  let products = 0
  for (const item of items) {
    if (!known(item.pressureDrop)) continue
    if (airflowDiffers(entryAirflow(item), systemAirflow)) products += units(item.quantity)
  }
  return products > 0 ? { products, systemAirflow } : null
}

/**
 * What a figure read from the total rests on besides the sum (docs/product-rules.md, "Total pressure drop"), in
 * the order the total's own lines say it: products left out for want of a pressure drop, diffusers at their
 * catalogue airflow, products at an airflow other than the system's; each counted with quantities. The total
 * and every figure taken from it (the fan's energy cost) say the same caveats, each in its own words.
 */
export type PressureDropCaveat =
  | { kind: 'without'; products: number }
  | { kind: 'diffusers'; products: number }
  | ({ kind: 'otherAirflow' } & OtherAirflow)

/** The total's caveats; none without a total, since '-' claims nothing. */
export function pressureDropCaveats(
  summary: ChainPressureDrop,
  otherAirflow: OtherAirflow | null,
): PressureDropCaveat[] {
  if (summary.total === null) return []
  const caveats: PressureDropCaveat[] = []
  if (summary.without > 0) caveats.push({ kind: 'without', products: summary.without })
  if (summary.diffusers > 0) caveats.push({ kind: 'diffusers', products: summary.diffusers })
  if (otherAirflow) caveats.push({ kind: 'otherAirflow', ...otherAirflow })
  return caveats
}
