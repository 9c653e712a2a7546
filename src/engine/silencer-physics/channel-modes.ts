// The least-attenuated mode of a lined channel at every frequency of the band grid: its axial
// wavenumber kx and its end coupling. What does not depend on the silencer's length, so that a table
// of it serves every length (silencer-tables.ts).
import type { LiningMaterial } from '../absorption.ts'
import { BAND_FREQUENCIES } from './band-average.ts'
import { type Complex, decayingRoot, cx, mul } from './complex.ts'
import { roundCoupling, splitterCoupling } from './end-terms.ts'
import { searchModes, type DispersionProblem } from './mode-search.ts'
import { C0, LINING_PARAMETERS } from './porous.ts'
import { roundProblem } from './round-dispersion.ts'
import { splitterProblem } from './splitter-dispersion.ts'
import { liningAt } from './wall.ts'

/**
 * Per frequency of BAND_FREQUENCIES: the least attenuated mode's kx (1/m) and its coupling |a0·b|², and the
 * next least attenuated mode's kx and coupling (kx NaN and coupling 0 when there is none).
 */
export interface ModalData {
  kxRe: Float64Array
  kxIm: Float64Array
  coupling: Float64Array
  nextRe: Float64Array
  nextIm: Float64Array
  couplingNext: Float64Array
}

/** kx = √(k0² − kt²) with Im kx ≤ 0 (fields ∝ e^(−j·kx·x) decay). */
export function axialWavenumber(k0: number, kt: Complex): Complex {
  const kt2 = mul(kt, kt)
  return decayingRoot(cx(k0 * k0 - kt2.re, -kt2.im))
}

function modalData(
  problemAt: (f: number) => DispersionProblem,
  coupling: (kt: Complex) => number,
): ModalData {
  const n = BAND_FREQUENCIES.length
  const out: ModalData = {
    kxRe: new Float64Array(n),
    kxIm: new Float64Array(n),
    coupling: new Float64Array(n),
    nextRe: new Float64Array(n).fill(NaN),
    nextIm: new Float64Array(n).fill(NaN),
    couplingNext: new Float64Array(n),
  }
  const k0At = (f: number): number => (2 * Math.PI * f) / C0
  const modes = searchModes(BAND_FREQUENCIES, problemAt, (kt, f) => -axialWavenumber(k0At(f), kt).im)
  modes.forEach((list, i) => {
    const kt = list[0]
    const f = BAND_FREQUENCIES[i] ?? 0
    if (kt === undefined) {
      // no root converged: treat the channel as a rigid duct (no attenuation, full coupling)
      out.kxRe[i] = k0At(f)
      out.coupling[i] = 1
      return
    }
    const kx = axialWavenumber(k0At(f), kt)
    out.kxRe[i] = kx.re
    out.kxIm[i] = kx.im
    out.coupling[i] = Math.min(1, coupling(kt))
    const next = list[1]
    if (next !== undefined) {
      const kx2 = axialWavenumber(k0At(f), next)
      out.nextRe[i] = kx2.re
      out.nextIm[i] = kx2.im
      out.couplingNext[i] = Math.min(1, coupling(next))
    }
  })
  return out
}

/** Modes of a splitter cell: airway s and baffle t in m (each airway sees half a baffle on each side). */
export function splitterModes(airway: number, baffle: number, material: LiningMaterial): ModalData {
  const h = airway / 2
  const d = baffle / 2
  const lining = LINING_PARAMETERS[material]
  return modalData(
    (f) => splitterProblem(h, d, liningAt(f, lining)),
    (kt) => splitterCoupling(kt, h),
  )
}

/** Modes of a round lined bore: bore diameter and lining thickness in m. */
export function roundModes(bore: number, lining: number, material: LiningMaterial): ModalData {
  const a = bore / 2
  const parameters = LINING_PARAMETERS[material]
  return modalData(
    (f) => roundProblem(a, lining, liningAt(f, parameters)),
    (kt) => roundCoupling(kt, a),
  )
}
