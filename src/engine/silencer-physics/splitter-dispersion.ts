// The splitter cell: airway |y| < h, bulk-reacting lining h < |y| < h + d behind a facing, rigid baffle
// mid-plane at y = h + d; the symmetric modes p = cos(ky·y). docs/acoustics.md, "Silencer physics", S1.
//   F(ky) = ky·tan(ky·h) − W,  W = G/(1 + c·G),  G = −B·kcy·tan(kcy·d),  kcy² = kc² − k0² + ky²
// (Vér & Beranek 2006 ch. 17; Mechel, Formulas of Acoustics, lined ducts; bulk reaction after Cummings &
// Astley). F is even in kcy, so the lining's root has no branch to choose.
import { add, type Complex, cx, div, mul, ONE, scale, sqrt, sub, tan } from './complex.ts'
import type { DispersionProblem } from './mode-search.ts'
import { throughFacing, type LiningAtFrequency } from './wall.ts'

/** Rigid-wall (nπ) and soft-wall ((n + ½)π) transverse wavenumbers × h where probes start. */
const SPLITTER_PROBES = [0.5, 1, 1.5, 2, 2.5].map((m) => m * Math.PI)

/**
 * The dispersion problem of a splitter cell of half airway h and half baffle d (m) at one frequency.
 * The first guess is the small-argument root ky²·h + B·kcy²·d = 0 with kcy² = kc² − k0² + ky², i.e.
 * ky² = −B·d·(kc² − k0²)/(h + B·d) (docs/acoustics.md, "Dispersion relations").
 */
export function splitterProblem(h: number, d: number, lining: LiningAtFrequency): DispersionProblem {
  const { kc2MinusK02, densityRatio: b, facing } = lining
  const evaluate = (ky: Complex): readonly [Complex, Complex] => {
    const t = tan(scale(ky, h))
    const value = mul(ky, t)
    // d/dky [ky·tan(ky·h)] = tan + ky·h·(1 + tan²)
    const slope = add(t, mul(scale(ky, h), add(ONE, mul(t, t))))
    const kcy = sqrt(add(kc2MinusK02, mul(ky, ky)))
    const tc = tan(scale(kcy, d))
    const g = scale(mul(b, mul(kcy, tc)), -1)
    // dG/dky = −B·[tan + kcy·d·(1 + tan²)]·ky/kcy
    const dg = scale(mul(b, mul(add(tc, mul(scale(kcy, d), add(ONE, mul(tc, tc)))), div(ky, kcy))), -1)
    const [w, dw] = throughFacing(g, facing)
    return [sub(value, w), sub(slope, mul(dw, dg))]
  }
  const bd = scale(b, d)
  const guess = sqrt(div(scale(mul(bd, kc2MinusK02), -1), add(cx(h), bd)))
  return { evaluate, guess, scale: 1 / h, probes: SPLITTER_PROBES }
}
