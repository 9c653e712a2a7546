// Reading numbers from stored, pasted or plugin data, where a decimal comma is as common as a point.

const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/

/**
 * Reads a finite number from a number or a numeric string ("12.5", "12,5", " -3 ", "1e3").
 * Anything else (empty text, words, NaN, ±Infinity, objects) gives null.
 */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!DECIMAL.test(text)) return null
  const parsed = Number(text.replace(',', '.'))
  return Number.isFinite(parsed) ? parsed : null
}

/** Rounds half away from zero to `digits` decimals (2.25 → 2.3, −2.25 → −2.3), the way people round by hand. */
export function roundHalfAway(value: number, digits: number): number {
  const factor = 10 ** digits
  // NOTE: the tiny nudge keeps 1.005-style binary representations from rounding down.
  const scaled = Math.abs(value) * factor * (1 + Number.EPSILON)
  return (Math.sign(value) * Math.round(scaled)) / factor
}
