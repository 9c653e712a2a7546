import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray, energySum } from './bands.ts'
import {
  aWeightedTotal,
  filterCorrectionFactor,
  filterUnitLabel,
  LP_10M2_OFFSET,
  weightedTotal,
  weightingOf,
} from './weighting.ts'

const flat = (level: number) => bandsFromArray(Array.from({ length: 8 }, () => level))

describe('weightings', () => {
  it('hard-codes the weighting table (125 Hz A is −16.1, not the analytic −16.19)', () => {
    expect(weightingOf('AFilter')).toEqual([-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1])
    expect(weightingOf('BFilter')).toEqual([-9.3, -4.2, -1.3, -0.3, 0, -0.1, -0.7, -2.9])
    expect(weightingOf('CFilter')).toEqual([-0.8, -0.2, 0, 0, 0, -0.2, -0.8, -3.0])
    expect(weightingOf('NoFilter')).toBeNull()
  })

  it('labels the units LwA, LwB, LwC and Lx', () => {
    expect((['NoFilter', 'AFilter', 'BFilter', 'CFilter'] as const).map(filterUnitLabel)).toEqual([
      'Lx',
      'LwA',
      'LwB',
      'LwC',
    ])
  })

  it('gives a zero correction factor and null totals for NoFilter', () => {
    expect(bandsToArray(filterCorrectionFactor('NoFilter'))).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(weightedTotal(flat(60), 'NoFilter')).toBeNull()
    expect(bandsToArray(filterCorrectionFactor('CFilter'))).toEqual([-0.8, -0.2, 0, 0, 0, -0.2, -0.8, -3.0])
  })

  it('reproduces docs/acoustics.md section 1: Lp 63,52,45,38,31,24,16,10 → 42.48 dBA, LC 62.67, LB 55.13', () => {
    const lp = bandsFromArray([63, 52, 45, 38, 31, 24, 16, 10])
    expect(aWeightedTotal(lp)).toBeCloseTo(42.48, 2)
    expect(weightedTotal(lp, 'CFilter')).toBeCloseTo(62.67, 2)
    expect(weightedTotal(lp, 'BFilter')).toBeCloseTo(55.13, 2)
  })

  it('reproduces docs/acoustics.md section 1: flat 60 dB → Z 69.03, A 66.99, B 67.41, C 68.50', () => {
    expect(energySum(flat(60))).toBeCloseTo(69.03, 2)
    expect(weightedTotal(flat(60), 'AFilter')).toBeCloseTo(66.99, 2)
    expect(weightedTotal(flat(60), 'BFilter')).toBeCloseTo(67.41, 2)
    expect(weightedTotal(flat(60), 'CFilter')).toBeCloseTo(68.5, 2)
  })

  it('reproduces docs/acoustics.md section 1: Lw 50,48,45,42,38,33,28,22 → Z 53.42, A 43.73, B 49.18, C 53.00', () => {
    const lw = bandsFromArray([50, 48, 45, 42, 38, 33, 28, 22])
    expect(energySum(lw)).toBeCloseTo(53.42, 2)
    expect(aWeightedTotal(lw)).toBeCloseTo(43.73, 2)
    expect(weightedTotal(lw, 'BFilter')).toBeCloseTo(49.18, 2)
    expect(weightedTotal(lw, 'CFilter')).toBeCloseTo(53.0, 2)
  })

  it('weights any flat spectrum by the known offsets (−2.04 A, −1.62 B, −0.53 C from the Z total)', () => {
    fc.assert(
      fc.property(fc.double({ min: -20, max: 140, noNaN: true }), (level) => {
        const z = energySum(flat(level))
        expect(z - level).toBeCloseTo(10 * Math.log10(8), 9)
        expect((weightedTotal(flat(level), 'AFilter') ?? 0) - z).toBeCloseTo(66.99 - 69.03, 1)
        expect((weightedTotal(flat(level), 'BFilter') ?? 0) - z).toBeCloseTo(67.41 - 69.03, 1)
        expect((weightedTotal(flat(level), 'CFilter') ?? 0) - z).toBeCloseTo(68.5 - 69.03, 1)
      }),
    )
  })

  it('puts LpA10m2 at 10·lg(4/10) = −3.979 dB below LwA', () => {
    expect(LP_10M2_OFFSET).toBeCloseTo(-3.9794, 4)
  })
})
