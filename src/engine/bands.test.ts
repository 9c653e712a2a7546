import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  anyBandEntered,
  BAND_CENTRES,
  BAND_KEYS,
  bandsFromArray,
  bandsToArray,
  energyAdd,
  energySum,
  mapBands,
  readBands,
  zeroBands,
  zipBands,
} from './bands.ts'

describe('band sets', () => {
  it('names the eight octave bands 63 … 8000 Hz in order', () => {
    expect(BAND_KEYS).toHaveLength(8)
    expect(BAND_KEYS[0]).toBe('octaveBand63Hz')
    expect(BAND_KEYS[7]).toBe('octaveBand8000Hz')
    expect(BAND_CENTRES).toEqual([63, 125, 250, 500, 1000, 2000, 4000, 8000])
  })

  it('reads missing and non-numeric values as 0, numeric strings with a point or a comma', () => {
    const bands = readBands({
      octaveBand63Hz: 50,
      octaveBand125Hz: '48.5',
      octaveBand250Hz: '45,5',
      octaveBand500Hz: 'loud',
      octaveBand1000Hz: null,
      octaveBand2000Hz: Number.NaN,
      octaveBand4000Hz: Infinity,
      extra: 99,
    })
    expect(bandsToArray(bands)).toEqual([50, 48.5, 45.5, 0, 0, 0, 0, 0])
    expect(readBands('50 48')).toEqual(zeroBands())
    expect(readBands(null)).toEqual(zeroBands())
  })

  it('takes a spectrum as entered when one band is above 0 dB, and eight bands of 0 dB or less as not', () => {
    expect(anyBandEntered(zeroBands())).toBe(false)
    expect(anyBandEntered(bandsFromArray([-5, 0, 0, 0, 0, 0, 0, -1]))).toBe(false)
    expect(anyBandEntered(bandsFromArray([0, 0, 0, 0, 0, 0, 0, 0.1]))).toBe(true)
  })

  it('maps and zips band by band', () => {
    const a = bandsFromArray([1, 2, 3, 4, 5, 6, 7, 8])
    expect(bandsToArray(mapBands(a, (v, _key, i) => v * 10 + i))).toEqual([10, 21, 32, 43, 54, 65, 76, 87])
    expect(bandsToArray(zipBands(a, a, (x, y) => x + y))).toEqual([2, 4, 6, 8, 10, 12, 14, 16])
  })
})

describe('energy sum', () => {
  it('adds two equal levels to +3.01 dB: 10·lg(2·10^6) = 60 + 3.0103', () => {
    expect(energyAdd(60, 60)).toBeCloseTo(63.0103, 4)
    expect(energySum([60, 60])).toBeCloseTo(63.0103, 4)
    // Beyond the range of 10^(L/10) in doubles (a long chain of large attenuations or gains): still finite.
    expect(energySum([-5000, -5000])).toBeCloseTo(-4996.9897, 4)
    expect(energySum([5000, 4990])).toBeCloseTo(5000.4139, 4)
    expect(energyAdd(-5000, -5000)).toBeCloseTo(-4996.9897, 4)
    expect(energyAdd(5000, -Infinity)).toBe(5000)
    expect(energySum([])).toBe(-Infinity)
  })

  it('sums eight bands of 0 dB to 10·lg 8 = 9.03 dB', () => {
    expect(energySum(zeroBands())).toBeCloseTo(9.0309, 4)
  })

  it('matches docs/acoustics.md section 1: Lp 63,52,45,38,31,24,16,10 has LZ 63.41', () => {
    expect(energySum(bandsFromArray([63, 52, 45, 38, 31, 24, 16, 10]))).toBeCloseTo(63.41, 2)
  })

  it('gives −∞ for nothing', () => {
    expect(energySum([])).toBe(-Infinity)
  })

  it('does not depend on the order of the levels', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -50, max: 150, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (levels) => {
          const shuffled = [...levels].reverse()
          expect(energySum(shuffled)).toBeCloseTo(energySum(levels), 9)
        },
      ),
    )
  })

  it('is never below the loudest level and at most 10·lg n above it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -50, max: 150, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (levels) => {
          const top = Math.max(...levels)
          const total = energySum(levels)
          expect(total).toBeGreaterThanOrEqual(top - 1e-9)
          expect(total).toBeLessThanOrEqual(top + 10 * Math.log10(levels.length) + 1e-9)
        },
      ),
    )
  })
})
