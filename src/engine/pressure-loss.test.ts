import { describe, expect, it } from 'vitest'
import {
  approachZeta,
  flowRangeForPressureDrops,
  passageZeta,
  pressureDrop,
  velocityForPressureDrop,
} from './pressure-loss.ts'
import { meters, metersPerSecond, pascals, squareMeters } from './units.ts'

// The VDI 2081-2 Table 1 silencer: 1500 × 600 mm, L 2 m, five 200 mm splitters, 100 mm gaps, 16 000 m³/h.
const vdi = { openAreaRatio: 1 / 3, length: meters(2), hydraulicDiameter: meters(0.2) }
const gapArea = squareMeters((1.5 * 0.6) / 3)
const gapVelocity = metersPerSecond(16000 / 3600 / gapArea) // 4.444 / 0.3 = 14.81 m/s

describe('pressure drop (docs/acoustics.md section 5)', () => {
  it('computes Δp = ζ·ρ/2·v²: ζ 1, v 10 m/s → 0.6·100 = 60 Pa', () => {
    expect(pressureDrop(1, metersPerSecond(10))).toBeCloseTo(60, 12)
  })

  it('gives ζ_gap = 0.333 + 0.444 + 0.032·2/0.2 = 1.098 for the VDI silencer', () => {
    expect(passageZeta(vdi)).toBeCloseTo(1 / 3 + 4 / 9 + 0.32, 12)
    expect(approachZeta(vdi)).toBeCloseTo(passageZeta(vdi) * 9, 12)
  })

  it('calibrates to the printed 145 Pa within 5 % (we get 144.6 Pa)', () => {
    expect(gapVelocity).toBeCloseTo(14.81, 2)
    const dp = pressureDrop(passageZeta(vdi), gapVelocity)
    expect(dp).toBeCloseTo(144.6, 1)
    expect(Math.abs(dp / 145 - 1)).toBeLessThan(0.05)
  })

  it('inverts to 13 287 m³/h at 100 Pa within 1 % (docs/acoustics.md section 5: 16 000·√(100/145))', () => {
    const range = flowRangeForPressureDrops(passageZeta(vdi), gapArea, pascals(100), pascals(145))
    expect(Math.abs((range.min * 3600) / 13287 - 1)).toBeLessThan(0.01)
    // face velocity 4.101 m/s in the printed example
    expect(range.min / 0.9).toBeCloseTo(4.1, 1)
  })

  it('is the exact inverse: Δp(v(Δp)) = Δp', () => {
    const v = velocityForPressureDrop(2.5, pascals(37))
    expect(pressureDrop(2.5, v)).toBeCloseTo(37, 10)
  })

  it('refuses a reversed or negative range and a non-positive ζ', () => {
    expect(() => flowRangeForPressureDrops(1, squareMeters(1), pascals(10), pascals(5))).toThrow(
      'INVALID_PRESSURE_DROP_RANGE',
    )
    expect(() => flowRangeForPressureDrops(1, squareMeters(1), pascals(-1), pascals(5))).toThrow(
      'INVALID_PRESSURE_DROP_RANGE',
    )
    expect(() => flowRangeForPressureDrops(0, squareMeters(1), pascals(1), pascals(5))).toThrow(
      'NOT_POSITIVE',
    )
  })
})
