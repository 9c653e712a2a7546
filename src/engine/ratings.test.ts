import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray } from './bands.ts'
import { NC_CURVES, ncCurve, noiseCriterion } from './rating-nc.ts'
import { noiseRating, nrCurve } from './rating-nr.ts'

describe('NR (docs/acoustics.md section 11)', () => {
  it('draws NR30 and NR35 as printed', () => {
    const nr30 = [59.2, 48.1, 39.9, 34.0, 30.0, 26.9, 24.6, 22.9]
    const nr35 = [63.2, 52.4, 44.6, 38.9, 35.0, 32.0, 29.8, 28.1]
    // printed to one decimal: 52.45 at 125 Hz prints as 52.4
    bandsToArray(nrCurve(30)).forEach((v, b) =>
      expect(Math.abs(v - (nr30[b] ?? 0))).toBeLessThanOrEqual(0.05 + 1e-9),
    )
    bandsToArray(nrCurve(35)).forEach((v, b) =>
      expect(Math.abs(v - (nr35[b] ?? 0))).toBeLessThanOrEqual(0.05 + 1e-9),
    )
  })

  it('rates a curve as itself and rounds anything above it up', () => {
    expect(noiseRating(nrCurve(30))).toMatchObject({ kind: 'inRange', rating: 30 })
    // 2 kHz at 27.0: (27 + 3.5)/1.015 = 30.05 → NR31, governed by 2 kHz
    const spectrum = bandsFromArray([40, 40, 35, 30, 28, 27, 20, 15])
    expect(noiseRating(spectrum)).toMatchObject({
      kind: 'inRange',
      rating: 31,
      governingBand: 'octaveBand2000Hz',
    })
  })

  it('reports spectra outside NR 0 … 130 without clamping', () => {
    expect(noiseRating(bandsFromArray([0, 0, 0, 0, -5, -10, -10, -10]))).toMatchObject({
      kind: 'below',
      limit: 0,
    })
    const loud = noiseRating(nrCurve(140))
    expect(loud).toMatchObject({ kind: 'above', limit: 130 })
    expect(loud.value).toBeCloseTo(140, 9)
  })
})

describe('NC (ANSI/ASA S12.2-2019)', () => {
  it('rates every tabulated curve as itself by tangency', () => {
    NC_CURVES.forEach((row, i) =>
      expect(noiseCriterion(bandsFromArray(row))).toMatchObject({ kind: 'inRange', rating: 15 + 5 * i }),
    )
  })

  it('interpolates between curves: 1 kHz at 34 dB lies 2/4 of the way from NC-30 (32) to NC-35 (36) → 32.5 → NC-33', () => {
    const spectrum = bandsFromArray([40, 35, 30, 28, 34, 20, 15, 10])
    const result = noiseCriterion(spectrum)
    expect(result).toMatchObject({ kind: 'inRange', rating: 33, governingBand: 'octaveBand1000Hz' })
    expect(result.value).toBeCloseTo(32.5, 9)
  })

  it('reports SIL and the clause 5.2.2 designation beside the tangency rating (NC-30 has SIL 31)', () => {
    const result = noiseCriterion(bandsFromArray(NC_CURVES[3] ?? []))
    expect(result).toMatchObject({ kind: 'inRange', rating: 30, sil: 31, silDesignation: 31 })
  })

  it('interpolates curves between the tabulated ones', () => {
    expect(ncCurve(32.5).octaveBand1000Hz).toBeCloseTo(34, 9)
  })

  it('reports spectra outside NC 15 … 70 without clamping', () => {
    expect(noiseCriterion(bandsFromArray([40, 30, 20, 15, 10, 5, 5, 5]))).toMatchObject({
      kind: 'below',
      limit: 15,
    })
    expect(noiseCriterion(bandsFromArray([90, 60, 50, 40, 30, 30, 30, 30]))).toMatchObject({
      kind: 'above',
      limit: 70,
      governingBand: 'octaveBand63Hz',
    })
  })
})
