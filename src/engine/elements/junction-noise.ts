// Flow-generated noise of bends and junctions, VDI 2081-1 §5.2.2: one law for both.
import { BAND_CENTRES, bandsFromArray, type OctaveBands } from '../bands.ts'
import { requireFinite, requirePositive } from '../units.ts'

/** Inputs of junctionFlowNoiseLevels. */
export interface JunctionFlow {
  /** Diameter of the branch (for a bend, of the duct) d_a, m; use the equivalent diameter for a rectangle. */
  branchDiameter: number
  /** Mean velocity in the branch v_a, m/s. */
  branchVelocity: number
  /** Mean velocity in the main duct ahead of the junction v_h, m/s; equal to v_a for a bend. */
  approachVelocity: number
  /**
   * Rounding radius over branch diameter r/d_a (0 … 0.2) for the Figure 18 correction; leave it out for a
   * bend, as the VDI 2081-2 example does (the correction is drawn for junctions and is 0 at r/d_a = 0.15).
   */
  roundingRatio?: number
}

/**
 * Sound power per band, dB re 1 pW, −∞ where the law does not apply:
 * L_W = L_W* + 10·lg Δf + 30·lg d_a + 50·lg v_a + K, with St = f·d_a/v_a, Δf = f/√2,
 * L_W* = 12 − 21.5·(lg St)^1.268 + (32 + 13·lg St)·lg(v_h/v_a) (Figure 17) and
 * K = 13.9·(3.43 − lg St)·(0.15 − r/d_a) (Figure 18). Both figures hold only for St > 1, so those bands
 * carry no contribution (−∞). Units: d_a m, v m/s, f Hz. Source: VDI 2081-1:2001 §5.2.2 eq. (18); reproduces
 * VDI 2081-2 Table 1 elements 3 (junction: 39.1 … −9.6 dB) and 14 (Ø160 bend: 26.9 … −14.4 dB) to 0.05 dB.
 */
export function junctionFlowNoiseLevels(flow: JunctionFlow): number[] {
  const d = requirePositive(flow.branchDiameter, 'branchDiameter')
  const va = requirePositive(flow.branchVelocity, 'branchVelocity')
  const vh = requirePositive(flow.approachVelocity, 'approachVelocity')
  const ratio = Math.log10(vh / va)
  const rounding =
    flow.roundingRatio === undefined ? null : requireFinite(flow.roundingRatio, 'roundingRatio')
  return BAND_CENTRES.map((f) => {
    const st = (f * d) / va
    if (!(st > 1)) return -Infinity
    const x = Math.log10(st)
    const normalised = 12 - 21.5 * x ** 1.268 + (32 + 13 * x) * ratio
    const correction = rounding === null ? 0 : 13.9 * (3.43 - x) * (0.15 - rounding)
    return (
      normalised + 10 * Math.log10(f / Math.SQRT2) + 30 * Math.log10(d) + 50 * Math.log10(va) + correction
    )
  })
}

/**
 * The same as a product's band set for the chain: no airflow gives all zeros, and bands at or below 0 dB
 * (or where the law does not apply) are 0, the chain's "not set" (docs/acoustics.md section 2).
 */
export function junctionFlowNoise(flow: JunctionFlow): OctaveBands {
  if (!(flow.branchVelocity > 0) || !(flow.approachVelocity > 0)) return bandsFromArray([])
  return bandsFromArray(junctionFlowNoiseLevels(flow).map((level) => (level > 0 ? level : 0)))
}
