// Pasting a row of numbers into a band input fills consecutive bands (docs/product-rules.md, "Band inputs and
// pasting").
import { BAND_COUNT, bandsFromArray, bandsToArray, type OctaveBands } from './bands.ts'

const NUMBER = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)/

/**
 * The numbers found in pasted text, in order. Values may use a decimal point or a decimal comma.
 * Tokens are separated by white space, tabs, semicolons or pipes. Inside one token, a single comma is a
 * decimal comma ("63,5" → 63.5), but several commas, or a comma beside a point, separate values
 * ("63,52,45" → 63, 52, 45; "1.5,2.5" → 1.5, 2.5). Words and units are skipped ("63 dB" → 63).
 */
export function parseBandPaste(text: string): number[] {
  const values: number[] = []
  for (const token of text.split(/[\s;|]+/)) {
    const trimmed = token.replace(/^,+|,+$/g, '')
    if (trimmed === '') continue
    const commas = trimmed.split(',').length - 1
    const pieces = commas > 1 || (commas === 1 && trimmed.includes('.')) ? trimmed.split(',') : [trimmed]
    for (const piece of pieces) {
      const match = NUMBER.exec(piece.replace(',', '.'))
      if (match) values.push(Number(match[0]))
    }
  }
  return values
}

/**
 * Fills consecutive bands from `startIndex` (0 = 63 Hz) with `values`; values past 8000 Hz are dropped and
 * bands outside the filled range keep their value. Returns a new band set.
 */
export function fillBandsFrom(
  bands: Readonly<OctaveBands>,
  startIndex: number,
  values: readonly number[],
): OctaveBands {
  const next = bandsToArray(bands)
  const start = Math.max(0, Math.trunc(startIndex))
  for (let i = 0; i < values.length && start + i < BAND_COUNT; i++) next[start + i] = values[i] ?? 0
  return bandsFromArray(next)
}
