import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALPHA_MINERAL_WOOL_25, ALPHA_MINERAL_WOOL_50, liningAlpha, mineralWoolAlpha } from './absorption.ts'
import {
  ATTENUATION_CAP_DB,
  beamingFrequency,
  linedPassageAttenuation,
  sabineAttenuation,
} from './lined-duct.ts'
import { meters } from './units.ts'

describe('Sabine lined passage (docs/acoustics.md section 4)', () => {
  it('computes D = 1.05·α^1.4·(P/S)·L: α 0.8, P/S 16, L 0.9 → 1.05·0.7317·14.4 = 11.06 dB', () => {
    expect(sabineAttenuation(0.8, 16, meters(0.9))).toBeCloseTo(11.06, 2)
  })

  it('reproduces the 4b vector: d 0.25 m, L 0.9 m, α .10 … .80 → with beaming 0.60 … 1.90', () => {
    // P/S = 4/0.25 = 16, f_b = 343/0.25 = 1372 Hz; 2 kHz: 11.06·1372/2000 = 7.59
    expect(beamingFrequency(meters(0.25))).toBeCloseTo(1372, 6)
    const loss = linedPassageAttenuation({
      alpha: [0.1, 0.2, 0.45, 0.7, 0.8, 0.8, 0.8, 0.8],
      perimeterOverArea: 16,
      length: meters(0.9),
      passageWidth: meters(0.25),
    })
    ;[0.6, 1.59, 4.94, 9.18, 11.06, 7.59, 3.79, 1.9].forEach((expected, band) =>
      expect(loss[band]).toBeCloseTo(expected, 2),
    )
  })

  it('caps every band at 50 dB', () => {
    const loss = linedPassageAttenuation({
      alpha: [1, 1, 1, 1, 1, 1, 1, 1],
      perimeterOverArea: 40,
      length: meters(3),
      passageWidth: meters(0.05),
    })
    expect(Math.max(...loss)).toBe(ATTENUATION_CAP_DB)
  })

  it('never attenuates less when longer', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 1.6, noNaN: true }),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (width, length, extra) => {
          const passage = {
            alpha: [...ALPHA_MINERAL_WOOL_50],
            perimeterOverArea: 4 / width,
            passageWidth: meters(width),
          }
          const short = linedPassageAttenuation({ ...passage, length: meters(length) })
          const long = linedPassageAttenuation({ ...passage, length: meters(length + extra) })
          long.forEach((value, band) => expect(value).toBeGreaterThanOrEqual(short[band] ?? 0))
        },
      ),
    )
  })
})

describe('lining absorption', () => {
  it('uses the published 25 and 50 mm tables', () => {
    expect(mineralWoolAlpha(25)).toEqual([...ALPHA_MINERAL_WOOL_25])
    expect(mineralWoolAlpha(50)).toEqual([...ALPHA_MINERAL_WOOL_50])
  })

  it('moves the 50 mm curve one octave down for 100 mm', () => {
    expect(mineralWoolAlpha(100)).toEqual([0.2, 0.45, 0.7, 0.8, 0.8, 0.8, 0.8, 0.8])
  })

  it('reproduces the 25 mm table from the 50 mm one within ±0.1 (the check of the thickness rule)', () => {
    const shifted = ALPHA_MINERAL_WOOL_50.map((_, band) => ALPHA_MINERAL_WOOL_50[Math.max(0, band - 1)] ?? 0)
    shifted.forEach((alpha, band) =>
      expect(Math.abs(alpha - (ALPHA_MINERAL_WOOL_25[band] ?? 0))).toBeLessThanOrEqual(0.1 + 1e-12),
    )
  })

  it('never absorbs less with a thicker lining, and stays within 0 … 1', () => {
    for (const material of ['mineralWool', 'polyester', 'cleantec'] as const) {
      const thin = liningAlpha(material, 50)
      const mid = liningAlpha(material, 75)
      const thick = liningAlpha(material, 100)
      thin.forEach((alpha, band) => {
        expect(mid[band]).toBeGreaterThanOrEqual(alpha)
        expect(thick[band]).toBeGreaterThanOrEqual(mid[band] ?? 0)
        expect(thick[band]).toBeLessThanOrEqual(1)
      })
    }
  })

  it('scales polyester down at low and cleantec down at high frequencies', () => {
    expect(liningAlpha('polyester', 50)[0]).toBeCloseTo(0.09, 12)
    expect(liningAlpha('polyester', 50)[4]).toBe(0.8)
    expect(liningAlpha('cleantec', 50)[7]).toBeCloseTo(0.48, 12)
  })
})
