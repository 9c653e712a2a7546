// Noise Criteria (NC) of an octave spectrum, ANSI/ASA S12.2-2019 clause 5.2.
import { BAND_KEYS, bandsFromArray, bandsToArray, type BandKey, type OctaveBands } from './bands.ts'

/** The NC designations of Table 1. */
export const NC_INDICES = [15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70] as const

/**
 * NC curves 63 … 8000 Hz, dB, one row per NC_INDICES entry. Source: ANSI/ASA S12.2-2019 Table 1
 * (docs/acoustics.md section 11).
 */
export const NC_CURVES: readonly (readonly number[])[] = [
  [47, 36, 28, 22, 18, 14, 12, 11],
  [50, 40, 33, 26, 22, 20, 17, 16],
  [54, 44, 37, 31, 27, 24, 22, 22],
  [57, 48, 41, 35, 32, 29, 28, 27],
  [60, 52, 45, 40, 36, 34, 33, 32],
  [64, 56, 50, 44, 41, 39, 38, 37],
  [67, 60, 54, 49, 46, 44, 43, 42],
  [71, 64, 58, 54, 51, 49, 48, 47],
  [74, 67, 62, 58, 56, 54, 53, 52],
  [77, 71, 66, 63, 60, 59, 58, 57],
  [80, 75, 71, 68, 65, 64, 63, 62],
  [84, 79, 75, 72, 71, 70, 68, 68],
]

/** The NC curves of Table 1: NC 15 … 70. A spectrum outside is reported, never clamped. */
export const NC_FAMILY = { min: 15, max: 70 } as const

/** The NC answer: a rating inside NC 15 … 70, or the side of the family the spectrum lies on. */
export type NcResult =
  | {
      kind: 'inRange'
      /** The tangency value rounded up: the lowest whole NC curve no band exceeds (clause 5.2.3). */
      rating: number
      /** The tangency value, unrounded: max over bands of the interpolated NC index. */
      value: number
      /** The band that touches the highest curve. */
      governingBand: BandKey
      /** Speech interference level, the mean of 500 … 4000 Hz, dB (clause 3.2). */
      sil: number
      /** NC-(round SIL) when no band exceeds that curve (clause 5.2.2 designation), else null. */
      silDesignation: number | null
    }
  /** Every band below NC-15; value extrapolates the NC-15…20 step (indicative only). */
  | { kind: 'below'; limit: 15; value: number }
  /** A band above NC-70; value extrapolates the NC-65…70 step (indicative only). */
  | { kind: 'above'; limit: 70; value: number; governingBand: BandKey }

/** The NC curve for an index 15 … 70, interpolated linearly between tabulated curves, dB per band. */
export function ncCurve(index: number): OctaveBands {
  const position = Math.min(NC_INDICES.length - 1, Math.max(0, (index - 15) / 5))
  const low = Math.min(NC_INDICES.length - 2, Math.floor(position))
  const fraction = position - low
  const lower = NC_CURVES[low] ?? []
  const upper = NC_CURVES[low + 1] ?? []
  return bandsFromArray(lower.map((value, band) => value + ((upper[band] ?? value) - value) * fraction))
}

/** NC index at which band `band`'s curve passes through `level`, linear between (and beyond) curves. */
function bandIndex(band: number, level: number): number {
  const column = NC_CURVES.map((row) => row[band] ?? 0)
  let segment = 0
  while (segment < column.length - 2 && level > (column[segment + 1] ?? 0)) segment++
  const low = column[segment] ?? 0
  const high = column[segment + 1] ?? 0
  return 15 + 5 * segment + (5 * (level - low)) / (high - low)
}

/**
 * NC rating by the tangency method of ANSI/ASA S12.2-2019 clause 5.2.3: per band the NC index whose Table 1
 * curve passes through the level, interpolated linearly between the tabulated curves; the maximum over the
 * bands, rounded up (a value within 1e−9 of a whole number counts as that number). Also reports SIL and the
 * clause 5.2.2 NC-(SIL) designation, which the standard tries first; we rate by tangency because a
 * spectrum lying on a curve then gets that curve's number (NC-30 has SIL 31). A band above NC-70 gives
 * {kind: 'above'}; every band below NC-15 gives {kind: 'below'}; never clamped.
 * @param levels sound pressure levels per band 63 … 8000 Hz, dB re 20 µPa
 */
export function noiseCriterion(levels: Readonly<OctaveBands>): NcResult {
  const values = bandsToArray(levels)
  const top = NC_CURVES[NC_CURVES.length - 1] ?? []
  const bottom = NC_CURVES[0] ?? []
  const indices = values.map((level, band) => bandIndex(band, level))
  let governing = 0
  indices.forEach((index, band) => {
    if (index > (indices[governing] ?? -Infinity)) governing = band
  })
  const value = indices[governing] ?? -Infinity
  const governingBand = BAND_KEYS[governing] ?? 'octaveBand63Hz'
  if (values.some((level, band) => level > (top[band] ?? Infinity))) {
    return { kind: 'above', limit: 70, value, governingBand }
  }
  if (values.every((level, band) => level < (bottom[band] ?? -Infinity)))
    return { kind: 'below', limit: 15, value }
  const sil = values.slice(3, 7).reduce((sum, level) => sum + level, 0) / 4
  const ncSil = Math.round(sil)
  const silCurve = ncSil >= 15 && ncSil <= 70 ? bandsToArray(ncCurve(ncSil)) : null
  const silFits = silCurve !== null && values.every((level, band) => level <= (silCurve[band] ?? Infinity))
  return {
    kind: 'inRange',
    rating: Math.ceil(value - 1e-9),
    value,
    governingBand,
    sil,
    silDesignation: silFits ? ncSil : null,
  }
}
