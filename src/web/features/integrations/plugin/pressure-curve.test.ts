import { describe, expect, it } from 'vitest'
import { MAX_POINTS, MIN_POINTS, pointCount, pressureCurve } from './pressure-curve.ts'
import { rangeAt1And100 } from './test-products.ts'

describe('pressure-drop curve', () => {
  it('spans the airflow range with 6 to 10 points, rising with airflow', () => {
    const points = pressureCurve(rangeAt1And100)
    expect(points.length).toBeGreaterThanOrEqual(MIN_POINTS)
    expect(points.length).toBeLessThanOrEqual(MAX_POINTS)
    expect(points[0]).toEqual({ airflow: 52.4, dp: 1 })
    expect(points.at(-1)).toEqual({ airflow: 524, dp: 100 })
    for (let i = 1; i < points.length; i++) {
      expect(points[i]?.airflow).toBeGreaterThan(points[i - 1]?.airflow ?? Infinity)
      expect(points[i]?.dp).toBeGreaterThan(points[i - 1]?.dp ?? Infinity)
    }
  })

  it('spaces the airflows logarithmically', () => {
    const points = pressureCurve(rangeAt1And100, 6)
    const ratios = points.slice(1).map((p, i) => p.airflow / (points[i]?.airflow ?? Number.NaN))
    for (const ratio of ratios) expect(ratio).toBeCloseTo(10 ** (1 / 5), 2)
  })

  it('keeps the count within 6 … 10', () => {
    expect(pointCount({ ...rangeAt1And100, maxAirflow: 53 })).toBe(6)
    expect(pointCount({ ...rangeAt1And100, maxAirflow: 52_400 })).toBe(10)
    expect(pressureCurve(rangeAt1And100, 3)).toHaveLength(6)
    expect(pressureCurve(rangeAt1And100, 30)).toHaveLength(10)
  })

  it('refuses a range that cannot carry a curve', () => {
    expect(() => pressureCurve({ ...rangeAt1And100, maxAirflow: 52.4 })).toThrow(RangeError)
    expect(() => pressureCurve({ ...rangeAt1And100, minAirflow: Number.NaN })).toThrow(RangeError)
  })
})
