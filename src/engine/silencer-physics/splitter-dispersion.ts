// The splitter cell: airway |y| < h, bulk-reacting lining h < |y| < h + d behind a facing, rigid baffle
// mid-plane at y = h + d; the symmetric modes p = cos(ky·y). docs/acoustics.md, "Silencer physics", S1.
//   F(ky) = ky·tan(ky·h) − W,  W = G/(1 + c·G),  G = −B·kcy·tan(kcy·d),  kcy² = kc² − k0² + ky²
// (Vér & Beranek 2006 ch. 17; Mechel, Formulas of Acoustics, lined ducts; bulk reaction after Cummings &
// Astley). F is even in kcy, so the lining's root has no branch to choose.
// F has a pole wherever the lining resonates across its depth (kcy·d = (n + ½)π), and a root beside
// such a pole draws Newton on F only from a few hundredths of 1/h around it. F·cos(ky·h)·cos(kcy·d)·(1 + c·G)
// has the same roots and no poles, so continuation and the starts at the lining's resonances use it:
//   P(ky) = ky·sin(ky·h)·[cos(kcy·d) − c·B·kcy·sin(kcy·d)] + B·kcy·sin(kcy·d)·cos(ky·h)
// The probes keep F, whose basins reach the airway's modes from the probes' starts (docs/acoustics.md,
// "Mode selection").
import { add, type Complex, cos, cx, div, mul, ONE, scale, sin, sqrt, sub, tan } from './complex.ts'
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
  const poleFree = (ky: Complex): readonly [Complex, Complex] => {
    const x = scale(ky, h)
    const s = sin(x)
    const co = cos(x)
    const kcy = sqrt(add(kc2MinusK02, mul(ky, ky)))
    const y = scale(kcy, d)
    const sc = sin(y)
    const cc = cos(y)
    // dkcy/dky = ky/kcy; d(kcy·sin(kcy·d))/dky = (sin + kcy·d·cos)·ky/kcy
    const dkcy = div(ky, kcy)
    const bks = mul(b, mul(kcy, sc))
    const dBks = mul(b, mul(add(sc, mul(y, cc)), dkcy))
    // Q = cos(kcy·d)·(1 + c·G) = cos(kcy·d) − c·B·kcy·sin(kcy·d)
    const q = sub(cc, mul(facing, bks))
    const dq = sub(scale(mul(sc, dkcy), -d), mul(facing, dBks))
    // P = ky·sin(ky·h)·Q + B·kcy·sin(kcy·d)·cos(ky·h)
    const kys = mul(ky, s)
    const dKys = add(s, mul(x, co))
    const value = add(mul(kys, q), mul(bks, co))
    const slope = add(add(mul(dKys, q), mul(kys, dq)), sub(mul(dBks, co), scale(mul(bks, s), h)))
    return [value, slope]
  }
  const bd = scale(b, d)
  const guess = sqrt(div(scale(mul(bd, kc2MinusK02), -1), add(cx(h), bd)))
  // kcy·d = (n + ½)π: kt² = ((n + ½)π/d)² − (kc² − k0²)
  const liningStarts = [0.5, 1.5].map((n) => sqrt(sub(cx(((n * Math.PI) / d) ** 2), kc2MinusK02)))
  return { evaluate, poleFree, guess, scale: 1 / h, probes: SPLITTER_PROBES, liningStarts }
}
