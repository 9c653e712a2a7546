// The insertion loss of a rectangular (splitter/cassette) silencer for the options and the catalogue:
// the tabulated model where the baffle is tabulated, the model itself (cached) otherwise.
import type { LiningMaterial } from '../absorption.ts'
import { splitterInsertionLoss } from './silencer-model.ts'
import { tabulatedSplitterLoss } from './silencer-tables.ts'

const direct = new Map<string, number[]>()

/**
 * Insertion loss per band 63 … 8000 Hz, dB, of a splitter silencer: airway and baffle (cassette spacing and
 * thickness) and length in mm. Baffles of 100, 150 and 200 mm read the interpolated table (≈ µs); any other
 * baffle is computed by the model once and kept.
 */
export function rectSilencerAttenuation(
  airwayMm: number,
  baffleMm: number,
  lengthMm: number,
  material: LiningMaterial,
): number[] {
  const tabulated = tabulatedSplitterLoss(airwayMm, baffleMm, lengthMm, material)
  if (tabulated !== null) return tabulated
  const key = `${airwayMm}:${baffleMm}:${lengthMm}:${material}`
  let loss = direct.get(key)
  if (loss === undefined) {
    loss = splitterInsertionLoss({
      airway: airwayMm / 1000,
      baffle: baffleMm / 1000,
      length: lengthMm / 1000,
      material,
    })
    if (direct.size > 512) direct.clear()
    direct.set(key, loss)
  }
  return loss
}
