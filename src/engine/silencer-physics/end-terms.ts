// What happens where the lined section begins and ends. docs/acoustics.md, "Silencer physics", E1–E2.
import { besselJ01 } from './bessel.ts'
import { abs2, add, type Complex, cx, div, mul, scale, sin, sub } from './complex.ts'

/**
 * E1, modal coupling: an incident plane wave projects onto the channel mode (a0) and the mode projects
 * back onto the outgoing plane wave (b); the transmitted power carries |a0·b|². Splitter cell (half
 * airway h): a0 = (sin(ky·h)/ky)/(h/2 + sin(2ky·h)/(4ky)), b = sin(ky·h)/(ky·h).
 * (Pressure projections over the airway, Cummings & Astley 1996; docs/acoustics.md, "Ends and bands".)
 */
export function splitterCoupling(ky: Complex, h: number): number {
  const s = sin(scale(ky, h))
  const i1 = div(s, ky)
  const i2 = add(cx(h / 2), div(sin(scale(ky, 2 * h)), scale(ky, 4)))
  const ab = mul(div(i1, i2), scale(i1, 1 / h))
  return ab.re * ab.re + ab.im * ab.im
}

/** E1 for the round bore (radius a), x = kr·a: a0 = 2J1/(x·(J0² + J1²)), b = 2J1/x. */
export function roundCoupling(kr: Complex, a: number): number {
  const x = scale(kr, a)
  const { j0, j1 } = besselJ01(x.re, x.im)
  const b = div(scale(j1, 2), x)
  const a0 = div(scale(j1, 2), mul(x, add(mul(j0, j0), mul(j1, j1))))
  const ab = mul(a0, b)
  return ab.re * ab.re + ab.im * ab.im
}

/**
 * E2, area change, as power: the section (modal impedance ρ0c0·(k0/kx) over the open area m·S of a duct of
 * area S, so ζ = (k0/kx)/m relative to the duct) reflects r = (ζ − 1)/(ζ + 1) at each end and passes
 * T = 1 − |r|²; between the ends the mode loses g = e^(2·Im(kx)·L). With the two reflections added as
 * energies, τ = T²·g/(1 − |r|⁴·g²) (Munjal, Acoustics of Ducts and Mufflers, ch. 3 for the interfaces;
 * Vér & Beranek ch. 17). The coherent four-pole cos(kx·L) + (j/2)(ζ + 1/ζ)·sin(kx·L) gives the same value
 * averaged over frequency but ripples with kx·L, which would let a longer silencer lose less in a band;
 * the energy form is what the band average tends to and never decreases with length. Returns TL, dB.
 */
export function sectionTransmissionLoss(kx: Complex, k0: number, openArea: number, length: number): number {
  const zeta = scale(div(cx(k0), kx), 1 / openArea)
  const reflection = abs2(div(sub(zeta, cx(1)), add(zeta, cx(1))))
  const through = 1 - reflection
  const g = Math.exp(2 * kx.im * length)
  const tau = (through * through * g) / (1 - reflection * reflection * g * g)
  return -10 * Math.log10(tau)
}
