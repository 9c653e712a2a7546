// Insertion loss from the committed tables (table-layout.ts): the rectangular options interpolate the
// splitter table smoothly (linear in lg airway and in length, so continuous in every dimension), the round
// catalogue reads its own entries. Both equal the model at the grid points (silencer-tables.test.ts).
import type { LiningMaterial } from '../absorption.ts'
import { flankingLimit, withFlankingLimit } from './band-average.ts'
import tables from './silencer-tables.json' with { type: 'json' }
import { roundKey, splitterKey, TABLE_AIRWAYS, TABLE_LENGTHS, type SilencerTables } from './table-layout.ts'

const TABLES: SilencerTables = tables
const BANDS = 8

/** Index i and weight w with x between grid[i] and grid[i + 1] (w = 0 at grid[i]); clamped at the ends. */
function bracket(grid: readonly number[], x: number, clamp: boolean): [number, number] {
  const last = grid.length - 1
  let i = 0
  while (i < last - 1 && x > (grid[i + 1] ?? Infinity)) i++
  const low = grid[i] ?? 0
  const high = grid[i + 1] ?? low
  const w = (x - low) / (high - low)
  return [i, clamp ? Math.min(1, Math.max(0, w)) : w]
}

/**
 * Insertion loss per band of a splitter silencer from the table of its material and baffle, or null when
 * that baffle is not tabulated. Airway (mm) interpolated linearly in lg s and clamped to 25 … 1000 mm;
 * length (mm) interpolated linearly and extrapolated linearly beyond 0.3 … 3.6 m (the loss grows linearly
 * with length once the least-attenuated mode dominates); then the flanking limit of that length.
 */
export function tabulatedSplitterLoss(
  airwayMm: number,
  baffleMm: number,
  lengthMm: number,
  material: LiningMaterial,
): number[] | null {
  const table = TABLES.splitter[splitterKey(material, baffleMm)]
  if (table === undefined) return null
  const length = lengthMm / 1000
  const [a, wa] = bracket(
    TABLE_AIRWAYS.map((s) => Math.log(s)),
    Math.log(airwayMm),
    true,
  )
  const [l, wl] = bracket(TABLE_LENGTHS, length, false)
  const at = (ai: number, li: number, band: number): number =>
    table[(ai * TABLE_LENGTHS.length + li) * BANDS + band] ?? 0
  const limit = flankingLimit(length)
  return Array.from({ length: BANDS }, (_, band) => {
    const lower = at(a, l, band) * (1 - wl) + at(a, l + 1, band) * wl
    const upper = at(a + 1, l, band) * (1 - wl) + at(a + 1, l + 1, band) * wl
    return withFlankingLimit(Math.max(0, lower * (1 - wa) + upper * wa), limit)
  })
}

/** The tabulated insertion loss of a round catalogue geometry (mm), or null when it is not in the table. */
export function tabulatedRoundLoss(
  material: LiningMaterial,
  lining: number,
  bore: number,
  pod: number,
  length: number,
): number[] | null {
  const entry = TABLES.round[roundKey(material, lining, bore, pod, length)]
  return entry === undefined ? null : [...entry]
}
