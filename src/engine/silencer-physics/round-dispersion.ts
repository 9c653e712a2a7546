// The round lined bore: airway r < a, bulk-reacting lining a < r < b = a + d behind a facing, rigid casing
// at r = b; the axisymmetric modes p = J0(kr·r). docs/acoustics.md, "Silencer physics", R1.
//   F(kr) = kr·J1(kr·a)/J0(kr·a) − W,  W = G/(1 + c·G),  G = B·kcr·D/N,  kcr² = kc² − k0² + kr²
//   N = Y1(kb)·J0(ka) − J1(kb)·Y0(ka),  D = Y1(kb)·J1(ka) − J1(kb)·Y1(ka),  k = kcr
// (Mechel, Formulas of Acoustics, circular lined ducts; Kirby 2003 for bulk reaction). D/N → −tan(k·d)
// as a, b → ∞: the splitter's lining term. Derivatives are analytic (J0' = −J1, J1' = J0 − J1/z,
// likewise Y), so one Bessel evaluation per argument serves F and dF.
import { besselJ01, besselJY, hankelPQ } from './bessel.ts'
import { add, type Complex, cos, cx, div, mul, ONE, scale, sin, sqrt, sub } from './complex.ts'
import type { DispersionProblem } from './mode-search.ts'
import { throughFacing, type LiningAtFrequency } from './wall.ts'

/** Zeros of J1 and J0 (× a) where probes start: rigid-wall and soft-wall radial modes. */
const ROUND_PROBES = [2.4048, 3.8317, 5.5201, 7.0156, 8.6537]

/**
 * The dispersion problem of a lined bore of radius a and lining thickness d (m) at one frequency. First
 * guess: small argument, kr²·a/2 = W with the planar bulk lining term (kr small: kcr ≈ √(kc² − k0²)).
 */
export function roundProblem(a: number, d: number, lining: LiningAtFrequency): DispersionProblem {
  const { kc2MinusK02, densityRatio: bRatio, facing } = lining
  const b = a + d
  const evaluate = (kr: Complex): readonly [Complex, Complex] => {
    const x = scale(kr, a)
    const { j0, j1 } = besselJ01(x.re, x.im)
    const ratio = div(j1, j0)
    const value = mul(kr, ratio)
    // d/dkr [kr·J1/J0] = x·(1 + (J1/J0)²)
    const slope = mul(x, add(ONE, mul(ratio, ratio)))
    const kcr = sqrt(add(kc2MinusK02, mul(kr, kr)))
    const [dn, dDn] = annulusRatio(kcr, a, b)
    const g = mul(bRatio, mul(kcr, dn))
    // dG/dkr = B·(D/N + kcr·d(D/N)/dk)·kr/kcr
    const dg = mul(bRatio, mul(add(dn, mul(kcr, dDn)), div(kr, kcr)))
    const [w, dw] = throughFacing(g, facing)
    return [sub(value, w), sub(slope, mul(dw, dg))]
  }
  // planar small-argument lining term −B·kcy·tan(kcy·d) ≈ −B·kcy²·d
  const w0 = scale(mul(bRatio, kc2MinusK02), -d)
  // the annulus resonates near kcr·d = (n + ½)π (D/N → −tan(kcr·d) for a thin lining):
  // kr² = ((n + ½)π/d)² − (kc² − k0²)
  const liningStarts = [0.5, 1.5].map((n) => sqrt(sub(cx(((n * Math.PI) / d) ** 2), kc2MinusK02)))
  return { evaluate, guess: sqrt(scale(w0, 2 / a)), scale: 1 / a, probes: ROUND_PROBES, liningStarts }
}

/** D/N of the lining annulus at wavenumber k, and its derivative with respect to k. */
function annulusRatio(k: Complex, a: number, b: number): readonly [Complex, Complex] {
  if (k.re * k.re * a * a + k.im * k.im * a * a >= 144) {
    // Both arguments in Hankel's range: the cross products in closed form (no cancellation of the
    // e^|Im k·(a+b)| terms), derivative by a central difference of that cheap form.
    const step = 1e-6 * Math.hypot(k.re, k.im)
    const up = asymptoticRatio(cx(k.re + step, k.im), a, b)
    const down = asymptoticRatio(cx(k.re - step, k.im), a, b)
    return [asymptoticRatio(k, a, b), scale(sub(up, down), 1 / (2 * step))]
  }
  const ka = scale(k, a)
  const kb = scale(k, b)
  const A = besselJY(ka.re, ka.im)
  const B = besselJY(kb.re, kb.im)
  const n = sub(mul(B.y1, A.j0), mul(B.j1, A.y0))
  const d = sub(mul(B.y1, A.j1), mul(B.j1, A.y1))
  // derivatives of the Bessel functions with respect to their argument
  const j1pA = sub(A.j0, div(A.j1, ka))
  const y1pA = sub(A.y0, div(A.y1, ka))
  const j1pB = sub(B.j0, div(B.j1, kb))
  const y1pB = sub(B.y0, div(B.y1, kb))
  // dN/dk = b·Y1'(kb)J0(ka) − a·Y1(kb)J1(ka) − b·J1'(kb)Y0(ka) + a·J1(kb)Y1(ka)
  const dn = add(
    sub(scale(mul(y1pB, A.j0), b), scale(mul(B.y1, A.j1), a)),
    sub(scale(mul(B.j1, A.y1), a), scale(mul(j1pB, A.y0), b)),
  )
  // dD/dk = b·Y1'(kb)J1(ka) + a·Y1(kb)J1'(ka) − b·J1'(kb)Y1(ka) − a·J1(kb)Y1'(ka)
  const dd = add(
    add(scale(mul(y1pB, A.j1), b), scale(mul(B.y1, j1pA), a)),
    scale(add(scale(mul(j1pB, A.y1), b), scale(mul(B.j1, y1pA), a)), -1),
  )
  const ratio = div(d, n)
  // (D/N)' = (D' − (D/N)·N')/N
  return [ratio, div(sub(dd, mul(ratio, dn)), n)]
}

/**
 * D/N from Hankel's expansion: with Δ = χ1(kb) − χ0(ka) = k·d − π/2 and Δ' = χ1(kb) − χ1(ka) = k·d,
 * N ∝ (P1b·P0a + Q1b·Q0a)·sin Δ + (Q1b·P0a − P1b·Q0a)·cos Δ and
 * D ∝ (P1b·P1a + Q1b·Q1a)·sin Δ' + (Q1b·P1a − P1b·Q1a)·cos Δ' (the common factor √(2/πka)·√(2/πkb) cancels).
 */
function asymptoticRatio(k: Complex, a: number, b: number): Complex {
  const a0 = hankelPQ(0, k.re * a, k.im * a)
  const a1 = hankelPQ(1, k.re * a, k.im * a)
  const b1 = hankelPQ(1, k.re * b, k.im * b)
  const kd = scale(k, b - a)
  const sinKd = sin(kd)
  const cosKd = cos(kd)
  // sin(kd − π/2) = −cos kd, cos(kd − π/2) = sin kd
  const n = add(
    mul(add(mul(b1.p, a0.p), mul(b1.q, a0.q)), scale(cosKd, -1)),
    mul(sub(mul(b1.q, a0.p), mul(b1.p, a0.q)), sinKd),
  )
  const d = add(
    mul(add(mul(b1.p, a1.p), mul(b1.q, a1.q)), sinKd),
    mul(sub(mul(b1.q, a1.p), mul(b1.p, a1.q)), cosKd),
  )
  return div(d, n)
}
