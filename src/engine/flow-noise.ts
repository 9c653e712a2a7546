// Flow-generated (regenerated) sound power of a silencer, VDI 2081-1:2001 §7.2.4.2.
import { BAND_CENTRES, bandsFromArray, type OctaveBands } from './bands.ts'
import {
  decibels,
  type Decibels,
  type Meters,
  type MetersPerSecond,
  type Pascals,
  type SquareMeters,
} from './units.ts'

/** Inputs of the VDI 2081-1 silencer self-noise model. */
export interface SelfNoiseInput {
  /** Velocity in the airway (gap or free passage), m/s. */
  airwayVelocity: MetersPerSecond
  /** Total pressure drop of the silencer, Pa. */
  pressureDrop: Pascals
  /** Approach (face) area, m². */
  faceArea: SquareMeters
  /** Hydraulic diameter of the airway, m: 2s for a gap s (as in the VDI 2081-2 example), d for a round bore. */
  hydraulicDiameter: Meters
}

/**
 * A-weighted sound power L_WA = 56.6·lg v − 0.5·lg Δp + 10·lg S − 12.7, dB(A).
 * Source: VDI 2081-1:2001 eq. (46) (docs/acoustics.md section 6). Units: v m/s, Δp Pa, S m².
 */
export function vdiSelfNoiseLwA(input: SelfNoiseInput): Decibels {
  const { airwayVelocity: v, pressureDrop: dp, faceArea: s } = input
  return decibels(56.6 * Math.log10(v) - 0.5 * Math.log10(dp) + 10 * Math.log10(s) - 12.7)
}

/**
 * Octave spectrum shape ΔL = 11.4 − 14.9x − 1.4x² + 2.2x³ − 0.5x⁴ with x = lg St, dB.
 * Source: VDI 2081-1:2001 eqs. (49)–(51) (docs/acoustics.md section 6). The VDI 2081-2 example spans x ≈ −0.1
 * … 2.0; far outside that range the quartic is an extrapolation and falls steeply (those bands are quiet).
 * @param strouhal St = f·d_h/v
 */
export function vdiSpectrumShape(strouhal: number): Decibels {
  const x = Math.log10(strouhal)
  return decibels(11.4 - 14.9 * x - 1.4 * x ** 2 + 2.2 * x ** 3 - 0.5 * x ** 4)
}

/**
 * Octave band sound power L_W,oct = L_WA + ΔL(St) + (13.5 − 13·lg v), dB re 1 pW, at the nominal centres
 * 63 … 8000 Hz with St = f·d_h/v. Exactly VDI 2081-1 eqs. (46), (49)–(51); reproduces the VDI 2081-2
 * Table 1 example (62.7 … 35.6 dB) to 0.05 dB. Requires v > 0 and Δp > 0.
 */
export function vdiSelfNoiseBands(input: SelfNoiseInput): number[] {
  const v = input.airwayVelocity
  const base = vdiSelfNoiseLwA(input) + (13.5 - 13 * Math.log10(v))
  return BAND_CENTRES.map((f) => base + vdiSpectrumShape((f * input.hydraulicDiameter) / v))
}

/** Pressure drops below this are evaluated at it, Pa (keeps −0.5·lg Δp finite; our choice, docs/acoustics.md). */
export const SELF_NOISE_MIN_PRESSURE_DROP = 1

const LOG_CENTRES = BAND_CENTRES.map((f) => Math.log10(f))

/**
 * The same as flowNoise, written into `out` (8 bands, dB, 0 = not set) without allocating: for ranking
 * thousands of silencers. lg St = lg f + lg d_h − lg v, so each band costs one polynomial and no logarithm.
 * @param airwayVelocity m/s; pressureDrop Pa (evaluated at ≥ 1 Pa); faceArea m²; hydraulicDiameter m
 */
export function flowNoiseInto(
  out: Float64Array,
  airwayVelocity: number,
  pressureDrop: number,
  faceArea: number,
  hydraulicDiameter: number,
): void {
  if (!(airwayVelocity > 0) || !(faceArea > 0) || !(hydraulicDiameter > 0)) {
    out.fill(0)
    return
  }
  const lgV = Math.log10(airwayVelocity)
  const dp = Math.max(SELF_NOISE_MIN_PRESSURE_DROP, pressureDrop)
  // L_WA + (13.5 − 13·lg v), VDI 2081-1 eqs. (46) and (49)
  const base = 56.6 * lgV - 0.5 * Math.log10(dp) + 10 * Math.log10(faceArea) - 12.7 + 13.5 - 13 * lgV
  const lgDh = Math.log10(hydraulicDiameter)
  for (let b = 0; b < 8; b++) {
    const x = (LOG_CENTRES[b] ?? 0) + lgDh - lgV
    const level = base + 11.4 - 14.9 * x - 1.4 * x * x + 2.2 * x * x * x - 0.5 * x * x * x * x
    out[b] = level > 0 ? level : 0
  }
}

/**
 * Flow-generated sound power as a product's band set for the chain: vdiSelfNoiseBands with Δp evaluated at
 * no less than 1 Pa; no airflow (v ≤ 0) gives all zeros, and bands at or below 0 dB are 0 — the chain's
 * "not set", which adds nothing (docs/acoustics.md section 2). Units: dB re 1 pW.
 */
export function flowNoise(input: SelfNoiseInput): OctaveBands {
  const out = new Float64Array(8)
  flowNoiseInto(out, input.airwayVelocity, input.pressureDrop, input.faceArea, input.hydraulicDiameter)
  return bandsFromArray(out)
}
