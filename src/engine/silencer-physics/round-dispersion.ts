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
  // F·J0·(N + c·B·kcr·D): the same roots without the poles of J1/J0 and of D/N (the annulus resonating)
  //   P = kr·J1·(N + c·B·kcr·D) − B·kcr·D·J0
  const poleFree = (kr: Complex): readonly [Complex, Complex] => {
    const x = scale(kr, a)
    const { j0, j1 } = besselJ01(x.re, x.im)
    // with respect to kr: J0' = −a·J1, J1' = a·(J0 − J1/x)
    const dj0 = scale(j1, -a)
    const dj1 = scale(sub(j0, div(j1, x)), a)
    const kcr = sqrt(add(kc2MinusK02, mul(kr, kr)))
    const dkcr = div(kr, kcr)
    const { n, d: dAnnulus, dn, dd } = annulus(kcr, a, b)
    const bkd = mul(bRatio, mul(kcr, dAnnulus))
    const dBkd = mul(bRatio, mul(add(dAnnulus, mul(kcr, dd)), dkcr))
    const m = add(n, mul(facing, bkd))
    const dm = add(mul(dn, dkcr), mul(facing, dBkd))
    const krJ1 = mul(kr, j1)
    const dKrJ1 = add(j1, mul(kr, dj1))
    const value = sub(mul(krJ1, m), mul(bkd, j0))
    const slope = sub(add(mul(dKrJ1, m), mul(krJ1, dm)), add(mul(dBkd, j0), mul(bkd, dj0)))
    return [value, slope]
  }
  // planar small-argument lining term −B·kcy·tan(kcy·d) ≈ −B·kcy²·d
  const w0 = scale(mul(bRatio, kc2MinusK02), -d)
  // the annulus resonates near kcr·d = (n + ½)π (D/N → −tan(kcr·d) for a thin lining):
  // kr² = ((n + ½)π/d)² − (kc² − k0²)
  const liningStarts = [0.5, 1.5].map((n) => sqrt(sub(cx(((n * Math.PI) / d) ** 2), kc2MinusK02)))
  return {
    evaluate,
    poleFree,
    guess: sqrt(scale(w0, 2 / a)),
    scale: 1 / a,
    probes: ROUND_PROBES,
    liningStarts,
  }
}

/**
 * N and D of the lining annulus at wavenumber k, each with its derivative with respect to k. In Hankel's
 * range both carry one common factor less (√(2/πka)·√(2/πkb)), which neither D/N nor the roots of the
 * pole-free form see.
 */
interface Annulus {
  n: Complex
  d: Complex
  dn: Complex
  dd: Complex
}

function annulus(k: Complex, a: number, b: number): Annulus {
  if (k.re * k.re * a * a + k.im * k.im * a * a >= 144) {
    // Both arguments in Hankel's range: the cross products in closed form (no cancellation of the
    // e^|Im k·(a+b)| terms), derivatives by a central difference of that cheap form.
    const step = 1e-6 * Math.hypot(k.re, k.im)
    const at = asymptoticCrossProducts(k, a, b)
    const up = asymptoticCrossProducts(cx(k.re + step, k.im), a, b)
    const down = asymptoticCrossProducts(cx(k.re - step, k.im), a, b)
    return {
      n: at.n,
      d: at.d,
      dn: scale(sub(up.n, down.n), 1 / (2 * step)),
      dd: scale(sub(up.d, down.d), 1 / (2 * step)),
    }
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
  return { n, d, dn, dd }
}

/** D/N of the lining annulus at wavenumber k, and its derivative with respect to k: (D' − (D/N)·N')/N. */
function annulusRatio(k: Complex, a: number, b: number): readonly [Complex, Complex] {
  const { n, d, dn, dd } = annulus(k, a, b)
  const ratio = div(d, n)
  return [ratio, div(sub(dd, mul(ratio, dn)), n)]
}

/**
 * N and D from Hankel's expansion, without their common factor √(2/πka)·√(2/πkb): with
 * Δ = χ1(kb) − χ0(ka) = k·d − π/2 and Δ' = χ1(kb) − χ1(ka) = k·d,
 * N ∝ (P1b·P0a + Q1b·Q0a)·sin Δ + (Q1b·P0a − P1b·Q0a)·cos Δ and
 * D ∝ (P1b·P1a + Q1b·Q1a)·sin Δ' + (Q1b·P1a − P1b·Q1a)·cos Δ'.
 */
function asymptoticCrossProducts(k: Complex, a: number, b: number): { n: Complex; d: Complex } {
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
  return { n, d }
}
