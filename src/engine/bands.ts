// The eight octave bands 63 Hz … 8000 Hz and the helpers every calculation builds on.
import { parseDecimal } from './numbers.ts'
import { hertz, type Decibels, type Hertz, decibels } from './units.ts'

/** Band keys in frequency order, as stored and sent by the API (docs/product-rules.md, "Band keys"). */
export const BAND_KEYS = [
  'octaveBand63Hz',
  'octaveBand125Hz',
  'octaveBand250Hz',
  'octaveBand500Hz',
  'octaveBand1000Hz',
  'octaveBand2000Hz',
  'octaveBand4000Hz',
  'octaveBand8000Hz',
] as const

/** One of the eight band keys. */
export type BandKey = (typeof BAND_KEYS)[number]

/** An octave band set: a level (dB) or an attenuation (dB) per band. */
export type OctaveBands = Record<BandKey, number>

/** Number of bands. */
export const BAND_COUNT = 8

/**
 * Nominal octave centre frequencies, Hz (IEC 61260 nominal values). Formulas in this engine evaluate at
 * these nominal values, which is what the VDI 2081-2 and Sabine test vectors assume (docs/acoustics.md,
 * "Conventions").
 */
export const BAND_CENTRES: readonly Hertz[] = [63, 125, 250, 500, 1000, 2000, 4000, 8000].map(hertz)

/** A band set with every band 0 (the specification's default value). */
export function zeroBands(): OctaveBands {
  return bandsFromArray([])
}

/**
 * Whether a spectrum was entered at all: "a product's own sound power of 0 dB or less means not set"
 * (docs/product-rules.md, "Chain calculation"), and a noise generator with no band above 0 dB is one nobody
 * entered. Its totals are then '-', not the 9 dB that eight bands of 0 dB add up to, and a room does not count
 * it as a quiet fan.
 */
export const anyBandEntered = (bands: Readonly<OctaveBands>): boolean =>
  BAND_KEYS.some((key) => bands[key] > 0)

/**
 * Reads a band set from stored, pasted or request data. A missing or non-numeric band becomes 0; numeric
 * strings are accepted, with a decimal point or comma ("12,5"). Non-objects give all zeros.
 * Source: docs/product-rules.md, "Missing band values".
 */
export function readBands(value: unknown): OctaveBands {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return bandsFromArray(BAND_KEYS.map((key) => parseDecimal(source[key]) ?? 0))
}

/**
 * Builds a band set from values in band order; missing entries become 0. The keys are written out, the one
 * place besides BAND_KEYS: a literal gives every band set one object shape, and filling an empty object from
 * BAND_KEYS made the full calculation answer 28 % slower (engine.bench.ts, 64.7k → 46.4k answers a second).
 */
export function bandsFromArray(values: ArrayLike<number>): OctaveBands {
  return {
    octaveBand63Hz: values[0] ?? 0,
    octaveBand125Hz: values[1] ?? 0,
    octaveBand250Hz: values[2] ?? 0,
    octaveBand500Hz: values[3] ?? 0,
    octaveBand1000Hz: values[4] ?? 0,
    octaveBand2000Hz: values[5] ?? 0,
    octaveBand4000Hz: values[6] ?? 0,
    octaveBand8000Hz: values[7] ?? 0,
  }
}

/** The band values in frequency order (a missing key reads as 0). */
export function bandsToArray(bands: Readonly<Partial<OctaveBands>>): number[] {
  return BAND_KEYS.map((key) => bands[key] ?? 0)
}

/** Applies `fn` to every band. */
export function mapBands(
  bands: Readonly<OctaveBands>,
  fn: (value: number, key: BandKey, index: number) => number,
): OctaveBands {
  return bandsFromArray(BAND_KEYS.map((key, index) => fn(bands[key], key, index)))
}

/** Combines two band sets band by band. */
export function zipBands(
  a: Readonly<OctaveBands>,
  b: Readonly<OctaveBands>,
  fn: (left: number, right: number, key: BandKey, index: number) => number,
): OctaveBands {
  return bandsFromArray(BAND_KEYS.map((key, index) => fn(a[key], b[key], key, index)))
}

/**
 * Energy (power) sum of levels: L = 10·lg Σ 10^(Lᵢ/10), dB. An empty list, or only −∞ entries, gives −∞.
 * Evaluated as L = M + 10·lg Σ 10^((Lᵢ − M)/10) with M the highest level, so that levels far outside the
 * range of 10^(L/10) in doubles (above about 3080 dB or below about −3230 dB, which a long chain of large
 * gains or attenuations reaches) still give a finite total instead of ±∞.
 * Source: docs/acoustics.md section 1 (energy sum).
 */
export function energySum(levels: Readonly<OctaveBands> | ArrayLike<number>): Decibels {
  const values = isBandSet(levels) ? bandsToArray(levels) : levels
  let highest = -Infinity
  for (let i = 0; i < values.length; i++) highest = Math.max(highest, values[i] ?? -Infinity)
  if (!Number.isFinite(highest)) return decibels(highest)
  let power = 0
  for (let i = 0; i < values.length; i++) power += 10 ** (((values[i] ?? -Infinity) - highest) / 10)
  return decibels(highest + 10 * Math.log10(power))
}

/**
 * Energy addition of two levels, a ⊕ b = 10·lg(10^(a/10) + 10^(b/10)), dB, evaluated from the higher
 * level (as energySum) so that it stays finite for any finite a and b. Source: docs/acoustics.md section 1.
 */
export function energyAdd(a: number, b: number): Decibels {
  const high = Math.max(a, b)
  if (!Number.isFinite(high)) return decibels(high)
  return decibels(high + 10 * Math.log10(1 + 10 ** ((Math.min(a, b) - high) / 10)))
}

function isBandSet(value: Readonly<OctaveBands> | ArrayLike<number>): value is Readonly<OctaveBands> {
  return typeof (value as Partial<OctaveBands>).octaveBand63Hz === 'number'
}
