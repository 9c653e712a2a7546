import { describe, expect, it } from 'vitest'
import { bandsToArray } from '../bands.ts'
import { squareMeters } from '../units.ts'
import { endReflectionAttenuation, endReflectionUncapped } from './end-reflection.ts'

const ceiling200 = { area: squareMeters(Math.PI * 0.1 ** 2), mounting: 'wall' as const, speedOfSound: 340 }

describe('end reflection (VDI 2081-1 §6.6)', () => {
  it('reproduces VDI 2081-2 Table 2 element 18: Ø200 mm in a ceiling, uncapped and capped', () => {
    const uncapped = endReflectionUncapped(ceiling200)
    ;[15.8, 10.2, 5.3, 2.1, 0.7, 0.2, 0.1, 0.1].forEach((printed, band) =>
      expect(uncapped[band]).toBeCloseTo(printed, 1),
    )
    const capped = bandsToArray(endReflectionAttenuation(ceiling200))
    expect(capped[0]).toBe(15)
    expect(capped.slice(1)).toEqual(uncapped.slice(1))
  })

  it('reflects more from a smaller opening and from one free in the room', () => {
    const small = endReflectionUncapped({ ...ceiling200, area: squareMeters(0.01) })
    const free = endReflectionUncapped({ ...ceiling200, mounting: 'room' })
    const wall = endReflectionUncapped(ceiling200)
    small.forEach((value, band) => expect(value).toBeGreaterThanOrEqual(wall[band] ?? Infinity))
    free.forEach((value, band) => expect(value).toBeGreaterThanOrEqual(wall[band] ?? Infinity))
  })

  it('never gives a negative attenuation and never more than 15 dB', () => {
    for (const area of [0.001, 0.01, 0.1, 1, 4]) {
      for (const value of bandsToArray(
        endReflectionAttenuation({ area: squareMeters(area), mounting: 'corner' }),
      )) {
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThanOrEqual(15)
      }
    }
  })

  it('refuses an area that is not positive', () => {
    expect(() => endReflectionAttenuation({ area: squareMeters(0), mounting: 'wall' })).toThrow(
      'NOT_POSITIVE',
    )
  })
})
