// Insertion loss per octave band of a lined section from its modal data: the section's transfer matrix
// (E2), the modal coupling at the ends (E1), the sharing of incident power among the inlet's modes
// (E3), the band average (B1) and the flanking limit (B2). docs/acoustics.md, "Silencer physics".
import { BAND_FREQUENCIES, bandInsertionLoss, flankingLimit, withFlankingLimit } from './band-average.ts'
import { cx } from './complex.ts'
import type { ModalData } from './channel-modes.ts'
import { sectionTransmissionLoss } from './end-terms.ts'
import { C0 } from './porous.ts'

/** What the insertion loss needs besides the modes. Metres. */
export interface SectionGeometry {
  /** Lined length, m. */
  length: number
  /** Free area over the connecting duct's area (s/(s + t) for splitters). */
  openArea: number
  /** Half-width of the incident field's repeating cell, m: (s + t)/2 for splitters, the duct radius for round. */
  cellHalfWidth: number
}

/**
 * E3 [E]: the number of symmetric inlet modes that carry power into one channel, N = max(1, ½ + 2·f·H/c)
 * (the modes cos(nπy/H) propagate for n < 2fH/c; ½ is the mean of the floor). Laboratory sources and fans
 * excite many modes above cut-on (ISO 7235 test ducts); the power is shared equally among them. The plane
 * inlet mode feeds the channel modes it couples to (τf, E1 below); every other one feeds a higher channel
 * mode, each transmitting at most what the second least-attenuated mode does (τ1):
 * τ = [τf + (N − 1)·min(τ1, τf)]/N. Where the higher modes are strongly damped this is τf/N; where they pass
 * almost as freely as the fundamental (wide airways, reflecting facings) it stays τf.
 */
export function inletModeCount(f: number, cellHalfWidth: number): number {
  return Math.max(1, 0.5 + (2 * f * cellHalfWidth) / C0)
}

/** Per frequency of BAND_FREQUENCIES: the transmitted power fraction τ. */
export function transmission(modes: ModalData, geometry: SectionGeometry): Float64Array {
  const tau = new Float64Array(BAND_FREQUENCIES.length)
  for (let i = 0; i < tau.length; i++) {
    const f = BAND_FREQUENCIES[i] ?? 0
    const k0 = (2 * Math.PI * f) / C0
    /** Power a mode of axial wavenumber re − j·im carries through the section; 0: no such mode known. */
    const through = (re: number, im: number): number =>
      Number.isNaN(re)
        ? 0
        : 10 ** (-sectionTransmissionLoss(cx(re, im), k0, geometry.openArea, geometry.length) / 10)
    const least = through(modes.kxRe[i] ?? k0, modes.kxIm[i] ?? 0)
    const second = through(modes.nextRe[i] ?? NaN, modes.nextIm[i] ?? NaN)
    // E1 for both modes, as energies (their cross terms average out over a band): where the two are about
    // equally attenuated and swap places, the plane wave's share does not jump from one to the other
    const plane = Math.min(1, least * (modes.coupling[i] ?? 1) + second * (modes.couplingNext[i] ?? 0))
    const n = inletModeCount(f, geometry.cellHalfWidth)
    tau[i] = (plane + (n - 1) * Math.min(second, plane)) / n
  }
  return tau
}

/** Insertion loss per band 63 … 8000 Hz, dB, flanking limit included. */
export function sectionInsertionLoss(modes: ModalData, geometry: SectionGeometry): number[] {
  const limit = flankingLimit(geometry.length)
  return bandInsertionLoss(transmission(modes, geometry)).map((il) => withFlankingLimit(il, limit))
}
