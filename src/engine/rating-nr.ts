// Noise Rating (NR) of an octave spectrum of sound pressure levels.
import { BAND_KEYS, bandsFromArray, bandsToArray, type BandKey, type OctaveBands } from './bands.ts'

/**
 * NR curve intercepts a, dB, 63 … 8000 Hz (31.5 Hz is not one of our bands). Source: docs/acoustics.md
 * section 11.
 */
export const NR_A = [35.5, 22.0, 12.0, 4.8, 0, -3.5, -6.1, -8.0] as const
/**
 * NR curve slopes b, 63 … 8000 Hz. Source: ISO R1996 / AS 1469 via Moosevellous/Trace Curves.bas
 * (docs/acoustics.md section 11).
 */
export const NR_B = [0.79, 0.87, 0.93, 0.974, 1, 1.015, 1.025, 1.03] as const

/** The NR curves as charted: NR 0 … NR 130. A spectrum outside is reported, never clamped. */
export const NR_FAMILY = { min: 0, max: 130 } as const

/** A rating inside its curve family, or which side of the family the spectrum lies on. */
export type RatingResult =
  | { kind: 'inRange'; rating: number; value: number; governingBand: BandKey | null }
  | { kind: 'below'; limit: number; value: number }
  | { kind: 'above'; limit: number; value: number; governingBand: BandKey }

/** Levels of the NR curve `n` per band, L = a + b·n, dB. Source: docs/acoustics.md section 11. */
export function nrCurve(n: number): OctaveBands {
  return bandsFromArray(NR_A.map((a, i) => a + (NR_B[i] ?? 1) * n))
}

/**
 * NR rating: the highest (Lᵢ − aᵢ)/bᵢ over the bands 63 … 8000 Hz, rounded up (the Trace convention;
 * a value within 1e−9 of a whole number counts as that number). Outside NR 0 … 130 the result is
 * {kind: 'below' | 'above'} with the unrounded value. Source: docs/acoustics.md section 11 [N].
 * @param levels sound pressure levels per band, dB re 20 µPa
 */
export function noiseRating(levels: Readonly<OctaveBands>): RatingResult {
  const values = bandsToArray(levels)
  let value = -Infinity
  let governing = 0
  values.forEach((level, i) => {
    const index = (level - (NR_A[i] ?? 0)) / (NR_B[i] ?? 1)
    if (index > value) {
      value = index
      governing = i
    }
  })
  const governingBand = BAND_KEYS[governing] ?? 'octaveBand63Hz'
  const rating = Math.ceil(value - 1e-9)
  if (rating < NR_FAMILY.min) return { kind: 'below', limit: NR_FAMILY.min, value }
  if (rating > NR_FAMILY.max) return { kind: 'above', limit: NR_FAMILY.max, value, governingBand }
  return { kind: 'inRange', rating, value, governingBand }
}
