// The grid of the committed silencer tables (silencer-tables.json, written by
// scripts/generate-silencer-tables.ts from the model): what the catalogue and the rectangular options
// need, computed once instead of per request.
import type { LiningMaterial } from '../absorption.ts'
import { LINING_MATERIALS } from '../absorption.ts'

/** Lengths (m) at which the splitter table holds insertion loss before the flanking limit. */
export const TABLE_LENGTHS = [0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0, 3.6] as const

/** Airway widths (mm) of the splitter table: 25 … 1000 mm in 32 log-equal steps (ratio ≈ 1.123). */
export const TABLE_AIRWAYS: readonly number[] = Array.from(
  { length: 33 },
  (_, i) => Math.round(25 * 40 ** (i / 32) * 100) / 100,
)

/** Baffle (cassette) thicknesses of the splitter table, mm: those of the rectangular options. */
export const TABLE_BAFFLES = [100, 150, 200] as const

/** Every material × baffle of the splitter table. */
export const SPLITTER_TABLE_KEYS: readonly { material: LiningMaterial; baffle: number }[] =
  LINING_MATERIALS.flatMap((material) => TABLE_BAFFLES.map((baffle) => ({ material, baffle })))

/** The key of a splitter table: material and baffle thickness (mm). */
export const splitterKey = (material: LiningMaterial, baffle: number): string => `${material}:${baffle}`

/** The key of a round catalogue geometry: material, lining, bore, pod (mm) and length (mm). */
export const roundKey = (
  material: LiningMaterial,
  lining: number,
  bore: number,
  pod: number,
  length: number,
): string => `${material}:${lining}:${bore}:${pod}:${length}`

/** The committed tables. */
export interface SilencerTables {
  /** Per splitterKey: [airway][length][band] flattened, dB before the flanking limit, 0.01 dB. */
  splitter: Record<string, number[]>
  /** Per roundKey: the 8 bands, dB, flanking limit included, 0.01 dB. */
  round: Record<string, number[]>
}
