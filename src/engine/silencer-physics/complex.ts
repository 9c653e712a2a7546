// Complex arithmetic for the lined-channel dispersion relations. Values are small immutable {re, im}
// objects: V8 keeps them in registers in the hot loops, and the code reads like the equations.

/** A complex number re + j·im. */
export interface Complex {
  readonly re: number
  readonly im: number
}

/** re + j·im. */
export const cx = (re: number, im = 0): Complex => ({ re, im })
export const ONE: Complex = cx(1)
export const ZERO: Complex = cx(0)

export const add = (a: Complex, b: Complex): Complex => ({ re: a.re + b.re, im: a.im + b.im })
export const sub = (a: Complex, b: Complex): Complex => ({ re: a.re - b.re, im: a.im - b.im })
export const mul = (a: Complex, b: Complex): Complex => ({
  re: a.re * b.re - a.im * b.im,
  im: a.re * b.im + a.im * b.re,
})
/** a·s for a real s. */
export const scale = (a: Complex, s: number): Complex => ({ re: a.re * s, im: a.im * s })
export const neg = (a: Complex): Complex => ({ re: -a.re, im: -a.im })
export const abs = (a: Complex): number => Math.hypot(a.re, a.im)
/** |a|², cheaper than abs where only a comparison or a power is needed. */
export const abs2 = (a: Complex): number => a.re * a.re + a.im * a.im

/** a/b by Smith's algorithm (no overflow for large b). */
export function div(a: Complex, b: Complex): Complex {
  if (Math.abs(b.re) >= Math.abs(b.im)) {
    const r = b.im / b.re
    const den = b.re + b.im * r
    return { re: (a.re + a.im * r) / den, im: (a.im - a.re * r) / den }
  }
  const r = b.re / b.im
  const den = b.re * r + b.im
  return { re: (a.re * r + a.im) / den, im: (a.im * r - a.re) / den }
}

/** Principal square root (Re ≥ 0). */
export function sqrt(a: Complex): Complex {
  const r = Math.hypot(a.re, a.im)
  if (r === 0) return ZERO
  const re = Math.sqrt(0.5 * (r + a.re))
  const im = Math.sqrt(0.5 * (r - a.re))
  return { re, im: a.im < 0 ? -im : im }
}

export const sin = (a: Complex): Complex => ({
  re: Math.sin(a.re) * Math.cosh(a.im),
  im: Math.cos(a.re) * Math.sinh(a.im),
})
export const cos = (a: Complex): Complex => ({
  re: Math.cos(a.re) * Math.cosh(a.im),
  im: -Math.sin(a.re) * Math.sinh(a.im),
})

/** tan z = (sin 2x + j·sinh 2y)/(cos 2x + cosh 2y); ±j beyond |2y| = 700 where cosh overflows. */
export function tan(a: Complex): Complex {
  const x2 = 2 * a.re
  const y2 = 2 * a.im
  if (Math.abs(y2) > 700) return { re: 0, im: Math.sign(y2) }
  const den = Math.cos(x2) + Math.cosh(y2)
  return { re: Math.sin(x2) / den, im: Math.sinh(y2) / den }
}

/** The root of z² = a that decays along +x for fields ∝ e^(−j·z·x): Im z ≤ 0. */
export function decayingRoot(a: Complex): Complex {
  const root = sqrt(a)
  return root.im > 0 ? neg(root) : root
}
