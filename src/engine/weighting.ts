// Frequency weightings of octave band levels and the filter types a system can choose.
import { bandsFromArray, bandsToArray, energySum, type OctaveBands } from './bands.ts'
import type { Decibels } from './units.ts'

/** The filter a system applies to its totals (docs/product-rules.md, "Filter and constant types"). */
export type FilterCorrectionType = 'NoFilter' | 'AFilter' | 'BFilter' | 'CFilter'
/** Every filter type, in the order the interface offers them. */
export const FILTER_CORRECTION_TYPES: readonly FilterCorrectionType[] = [
  'NoFilter',
  'AFilter',
  'BFilter',
  'CFilter',
]

/**
 * The attenuation constant: T1 adds LpA10m2, the level in a room with 10 m² Sabine (docs/product-rules.md,
 * "Filter and constant types").
 */
export type AttenuationConstantType = 'NoConstant' | 'T1'
/** Every attenuation constant type. */
export const ATTENUATION_CONSTANT_TYPES: readonly AttenuationConstantType[] = ['NoConstant', 'T1']

/** The unit label shown beside a filtered level. */
export type FilterUnitLabel = 'LwA' | 'LwB' | 'LwC' | 'Lx'

/**
 * Octave band weightings 63 … 8000 Hz, dB. Hard-coded from the table, never from the analytic curve (which
 * gives −16.19 / −8.67 at the nominal 125 / 250 Hz). Sources: A and C IEC 61672-1, B IEC 60651 (withdrawn);
 * docs/acoustics.md section 1.
 */
export const WEIGHTINGS = {
  A: [-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1],
  B: [-9.3, -4.2, -1.3, -0.3, 0, -0.1, -0.7, -2.9],
  C: [-0.8, -0.2, 0, 0, 0, -0.2, -0.8, -3.0],
} as const satisfies Record<string, readonly number[]>

const BY_FILTER: Record<FilterCorrectionType, readonly number[] | null> = {
  NoFilter: null,
  AFilter: WEIGHTINGS.A,
  BFilter: WEIGHTINGS.B,
  CFilter: WEIGHTINGS.C,
}

const LABELS: Record<FilterCorrectionType, FilterUnitLabel> = {
  NoFilter: 'Lx',
  AFilter: 'LwA',
  BFilter: 'LwB',
  CFilter: 'LwC',
}

/**
 * The unit label of a filter type: LwA, LwB, LwC, or Lx for NoFilter (docs/product-rules.md, "Filter and
 * constant types").
 */
export function filterUnitLabel(type: FilterCorrectionType): FilterUnitLabel {
  return LABELS[type]
}

/** The weighting of a filter type per band (dB), or null for NoFilter. */
export function weightingOf(type: FilterCorrectionType): readonly number[] | null {
  return BY_FILTER[type]
}

/** The filter correction factor per band, dB; NoFilter gives zeros (its filtered values are null elsewhere). */
export function filterCorrectionFactor(type: FilterCorrectionType): OctaveBands {
  return bandsFromArray(BY_FILTER[type] ?? [])
}

/** Adds a weighting to every band: L'ᵢ = Lᵢ + Wᵢ, dB. */
export function applyWeighting(bands: Readonly<OctaveBands>, weighting: readonly number[]): OctaveBands {
  const values = bandsToArray(bands)
  return bandsFromArray(values.map((value, i) => value + (weighting[i] ?? 0)))
}

/**
 * Weighted total L_X = 10·lg Σ 10^((Lᵢ+Wᵢ)/10), dB, or null for NoFilter. Source: docs/acoustics.md section
 * 1.
 */
export function weightedTotal(bands: Readonly<OctaveBands>, type: FilterCorrectionType): Decibels | null {
  const weighting = BY_FILTER[type]
  return weighting === null ? null : energySum(applyWeighting(bands, weighting))
}

/** A-weighted total, dB(A). Source: IEC 61672-1 weighting, docs/acoustics.md section 1. */
export function aWeightedTotal(bands: Readonly<OctaveBands> | ArrayLike<number>): Decibels {
  const values = 'octaveBand63Hz' in bands ? bandsToArray(bands) : Array.from(bands)
  // energySum evaluates from the highest band, so the total stays finite for any finite levels.
  return energySum(Array.from({ length: 8 }, (_, i) => (values[i] ?? -Infinity) + (WEIGHTINGS.A[i] ?? 0)))
}

/**
 * Offset from LwA to the A-weighted sound pressure level in a room with 10 m² equivalent absorption area:
 * 10·lg(4/A) with A = 10 m², = −3.979 dB. Source: docs/acoustics.md section 2, LpA10m2 (diffuse field, Lp =
 * Lw + 10·lg(4/A)).
 */
export const LP_10M2_OFFSET = 10 * Math.log10(4 / 10)
