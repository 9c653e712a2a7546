// Bessel functions J0, J1, Y0, Y1 of complex argument (principal branches, |arg z| < π).
// |z| < 12: ascending series, Abramowitz & Stegun 9.1.10 (J), 9.1.11 and 9.1.13 (Y);
// |z| ≥ 12: Hankel's asymptotic expansion, A&S 9.2.5–9.2.10. The two agree to about 1e−10 at |z| = 12
// (checked in bessel.test.ts), and both reproduce tabulated real values (A&S Table 9.1).
import { type Complex } from './complex.ts'

/** J0, J1, Y0, Y1 at one argument, as plain numbers (re, im) to keep the hot loops free of objects. */
export interface BesselValues {
  j0: Complex
  j1: Complex
  y0: Complex
  y1: Complex
}

const EULER_GAMMA = 0.5772156649015329
const SERIES_LIMIT = 12

/** J0 and J1 only: the airway side of the round dispersion relation needs no Y. */
export function besselJ01(zr: number, zi: number): { j0: Complex; j1: Complex } {
  if (zr * zr + zi * zi >= SERIES_LIMIT * SERIES_LIMIT) {
    const all = hankel(zr, zi)
    return { j0: all.j0, j1: all.j1 }
  }
  // q = −(z/2)²; J0 = Σ q^k/(k!)², J1 = (z/2)·Σ q^k/(k!(k+1)!)
  const hr = zr / 2
  const hi = zi / 2
  const qr = -(hr * hr - hi * hi)
  const qi = -2 * hr * hi
  let t0r = 1
  let t0i = 0
  let t1r = 1
  let t1i = 0
  let j0r = 1
  let j0i = 0
  let s1r = 1
  let s1i = 0
  for (let k = 1; k < 120; k++) {
    const a = t0r * qr - t0i * qi
    t0i = (t0r * qi + t0i * qr) / (k * k)
    t0r = a / (k * k)
    const b = t1r * qr - t1i * qi
    t1i = (t1r * qi + t1i * qr) / (k * (k + 1))
    t1r = b / (k * (k + 1))
    j0r += t0r
    j0i += t0i
    s1r += t1r
    s1i += t1i
    if (k > 3 && Math.abs(t0r) + Math.abs(t0i) < 1e-17 * (Math.abs(j0r) + Math.abs(j0i) + 1e-300)) {
      if (Math.abs(t1r) + Math.abs(t1i) < 1e-17 * (Math.abs(s1r) + Math.abs(s1i) + 1e-300)) break
    }
  }
  return { j0: { re: j0r, im: j0i }, j1: { re: hr * s1r - hi * s1i, im: hr * s1i + hi * s1r } }
}

/** J0, J1, Y0, Y1 at z = zr + j·zi. */
export function besselJY(zr: number, zi: number): BesselValues {
  if (zr * zr + zi * zi >= SERIES_LIMIT * SERIES_LIMIT) return hankel(zr, zi)
  const hr = zr / 2
  const hi = zi / 2
  const qr = -(hr * hr - hi * hi)
  const qi = -2 * hr * hi
  // Y0 = (2/π)(ln(z/2) + γ)·J0 − (2/π)·Σ_{k≥1} H_k q^k/(k!)²
  // Y1 = −2/(πz) + (2/π)·ln(z/2)·J1 − (1/π)(z/2)·Σ_{k≥0} (ψ(k+1) + ψ(k+2)) q^k/(k!(k+1)!), ψ(n+1) = H_n − γ
  let t0r = 1
  let t0i = 0
  let t1r = 1
  let t1i = 0
  let j0r = 1
  let j0i = 0
  let s1r = 1
  let s1i = 0
  let y0r = 0
  let y0i = 0
  let y1r = 1 - 2 * EULER_GAMMA
  let y1i = 0
  let harmonic = 0
  for (let k = 1; k < 120; k++) {
    const a = t0r * qr - t0i * qi
    t0i = (t0r * qi + t0i * qr) / (k * k)
    t0r = a / (k * k)
    const b = t1r * qr - t1i * qi
    t1i = (t1r * qi + t1i * qr) / (k * (k + 1))
    t1r = b / (k * (k + 1))
    harmonic += 1 / k
    const psiSum = 2 * harmonic + 1 / (k + 1) - 2 * EULER_GAMMA
    j0r += t0r
    j0i += t0i
    s1r += t1r
    s1i += t1i
    y0r += harmonic * t0r
    y0i += harmonic * t0i
    y1r += psiSum * t1r
    y1i += psiSum * t1i
    if (k > 3 && Math.abs(t0r) + Math.abs(t0i) < 1e-17 * (Math.abs(j0r) + Math.abs(j0i) + 1e-300)) {
      if (Math.abs(t1r) + Math.abs(t1i) < 1e-17 * (Math.abs(s1r) + Math.abs(s1i) + 1e-300)) break
    }
  }
  const j1r = hr * s1r - hi * s1i
  const j1i = hr * s1i + hi * s1r
  const lr = Math.log(Math.hypot(hr, hi))
  const li = Math.atan2(hi, hr)
  const twoPi = 2 / Math.PI
  // (ln(z/2) + γ)·J0
  const ar = (lr + EULER_GAMMA) * j0r - li * j0i
  const ai = (lr + EULER_GAMMA) * j0i + li * j0r
  // ln(z/2)·J1
  const br = lr * j1r - li * j1i
  const bi = lr * j1i + li * j1r
  // (z/2)·ΣY1
  const cr = hr * y1r - hi * y1i
  const ci = hr * y1i + hi * y1r
  // 1/z
  const den = zr * zr + zi * zi
  const izr = zr / den
  const izi = -zi / den
  return {
    j0: { re: j0r, im: j0i },
    j1: { re: j1r, im: j1i },
    y0: { re: twoPi * (ar - y0r), im: twoPi * (ai - y0i) },
    y1: {
      re: -twoPi * izr + twoPi * br - cr / Math.PI,
      im: -twoPi * izi + twoPi * bi - ci / Math.PI,
    },
  }
}

/** Hankel's P_ν(z) and Q_ν(z) (A&S 9.2.9–9.2.10), summed up to the smallest term. */
export function hankelPQ(nu: 0 | 1, zr: number, zi: number): { p: Complex; q: Complex } {
  const den = zr * zr + zi * zi
  const izr = zr / den
  const izi = -zi / den
  const mu = 4 * nu * nu
  let pr = 1
  let pi = 0
  let qr = 0
  let qi = 0
  let tr = 1
  let ti = 0
  let previous = Infinity
  for (let k = 1; k < 40; k++) {
    const factor = (mu - (2 * k - 1) * (2 * k - 1)) / (8 * k)
    const nr = (tr * izr - ti * izi) * factor
    ti = (tr * izi + ti * izr) * factor
    tr = nr
    const size = Math.abs(tr) + Math.abs(ti)
    if (size > previous) break
    previous = size
    const sign = (k % 2 === 1 ? (k - 1) / 2 : k / 2) % 2 === 0 ? 1 : -1
    if (k % 2 === 1) {
      qr += sign * tr
      qi += sign * ti
    } else {
      pr += sign * tr
      pi += sign * ti
    }
    if (size < 1e-17) break
  }
  return { p: { re: pr, im: pi }, q: { re: qr, im: qi } }
}

/**
 * Hankel's expansion: J_ν = √(2/(πz))·(P cos χ − Q sin χ), Y_ν = √(2/(πz))·(P sin χ + Q cos χ),
 * χ = z − (ν/2 + 1/4)π (A&S 9.2.5–9.2.10).
 */
function hankel(zr: number, zi: number): BesselValues {
  const den = zr * zr + zi * zi
  const izr = zr / den
  const izi = -zi / den
  // √(2/(πz)) = √(2/π)·(1/z)^(1/2), principal branch
  const mod = Math.sqrt((2 / Math.PI) * Math.sqrt(izr * izr + izi * izi))
  const arg = Math.atan2(izi, izr) / 2
  const sr = mod * Math.cos(arg)
  const si = mod * Math.sin(arg)
  const out: Complex[] = []
  for (const nu of [0, 1] as const) {
    const { p, q } = hankelPQ(nu, zr, zi)
    const cr = zr - (nu / 2 + 0.25) * Math.PI
    const cosR = Math.cos(cr) * Math.cosh(zi)
    const cosI = -Math.sin(cr) * Math.sinh(zi)
    const sinR = Math.sin(cr) * Math.cosh(zi)
    const sinI = Math.cos(cr) * Math.sinh(zi)
    // J = s·(P cos − Q sin), Y = s·(P sin + Q cos)
    const jr = p.re * cosR - p.im * cosI - (q.re * sinR - q.im * sinI)
    const ji = p.re * cosI + p.im * cosR - (q.re * sinI + q.im * sinR)
    const yr = p.re * sinR - p.im * sinI + (q.re * cosR - q.im * cosI)
    const yi = p.re * sinI + p.im * sinR + (q.re * cosI + q.im * cosR)
    out.push(
      { re: sr * jr - si * ji, im: sr * ji + si * jr },
      { re: sr * yr - si * yi, im: sr * yi + si * yr },
    )
  }
  const [j0, y0, j1, y1] = out as [Complex, Complex, Complex, Complex]
  return { j0, j1, y0, y1 }
}
