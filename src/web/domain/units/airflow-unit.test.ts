import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AIRFLOW_UNITS, fromShownAirflow, toShownAirflow } from './airflow-unit.ts'

describe('airflow units', () => {
  it('converts l/s to m³/h by 3 600 s/h over 1 000 l/m³, and back', () => {
    expect(toShownAirflow(100, 'm3/h')).toBeCloseTo(360, 12)
    expect(toShownAirflow(0.5, 'm3/h')).toBeCloseTo(1.8, 12)
    expect(fromShownAirflow(1800, 'm3/h')).toBeCloseTo(500, 12)
    expect(toShownAirflow(123.4, 'l/s')).toBe(123.4)
    expect(fromShownAirflow(123.4, 'l/s')).toBe(123.4)
  })

  it('converts l/s to m³/s by 1 000 l/m³, and back', () => {
    expect(toShownAirflow(1250, 'm3/s')).toBeCloseTo(1.25, 12)
    expect(fromShownAirflow(2.5, 'm3/s')).toBeCloseTo(2500, 12)
  })

  it('gives back the airflow it was given, whatever the unit, and keeps the order of airflows', () => {
    const airflow = fc.double({ min: 0, max: 100_000, noNaN: true })
    fc.assert(
      fc.property(airflow, airflow, fc.constantFrom(...AIRFLOW_UNITS), (a, b, unit) => {
        expect(fromShownAirflow(toShownAirflow(a, unit), unit)).toBeCloseTo(a, 6)
        if (a < b) expect(toShownAirflow(a, unit)).toBeLessThanOrEqual(toShownAirflow(b, unit))
      }),
    )
  })
})
