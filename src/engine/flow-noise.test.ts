import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray } from './bands.ts'
import { flowNoise, vdiSelfNoiseBands, vdiSelfNoiseLwA, vdiSpectrumShape } from './flow-noise.ts'
import { meters, metersPerSecond, pascals, squareMeters } from './units.ts'
import { aWeightedTotal } from './weighting.ts'

// VDI 2081-2:2005 Table 1, element 2: v 14.81 m/s in the gaps, Δp 145 Pa, S 0.9 m², d_h = 2s = 0.2 m.
const vdi = {
  airwayVelocity: metersPerSecond(14.81),
  pressureDrop: pascals(145),
  faceArea: squareMeters(0.9),
  hydraulicDiameter: meters(0.2),
}
const printed = [62.7, 58.3, 53.7, 49.4, 45.4, 41.9, 38.6, 35.6]
const recomputed = [62.74, 58.26, 53.72, 49.39, 45.43, 41.85, 38.62, 35.56]

describe('VDI 2081-1 silencer self-noise (docs/acoustics.md section 6)', () => {
  it('gives L_WA = 56.6·lg 14.81 − 0.5·lg 145 + 10·lg 0.9 − 12.7 = 52.02 dB(A) (printed 52.0)', () => {
    // 66.254 − 1.081 − 0.458 − 12.7 = 52.016
    expect(vdiSelfNoiseLwA(vdi)).toBeCloseTo(52.02, 2)
  })

  it('shapes 63 Hz by St = 63·0.2/14.81 = 0.851, x = −0.070: ΔL = 12.44 dB', () => {
    expect(vdiSpectrumShape((63 * 0.2) / 14.81)).toBeCloseTo(12.44, 2)
  })

  it('reproduces the printed octaves within ±0.5 dB and our recomputation within ±0.05 dB', () => {
    const bands = vdiSelfNoiseBands(vdi)
    bands.forEach((level, band) => {
      expect(Math.abs(level - (printed[band] ?? 0))).toBeLessThanOrEqual(0.5)
      expect(Math.abs(level - (recomputed[band] ?? 0))).toBeLessThanOrEqual(0.05)
    })
    // the A-weighted sum of the octaves is 52.10 (docs/acoustics.md section 6)
    expect(aWeightedTotal(bandsFromArray(bands))).toBeCloseTo(52.1, 1)
  })

  it('gives zeros ("not set") without airflow and evaluates Δp below 1 Pa at 1 Pa', () => {
    expect(bandsToArray(flowNoise({ ...vdi, airwayVelocity: metersPerSecond(0) }))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ])
    expect(flowNoise({ ...vdi, pressureDrop: pascals(0) })).toEqual(
      flowNoise({ ...vdi, pressureDrop: pascals(1) }),
    )
  })

  it('grows with the airway velocity in every band that is set', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 30, noNaN: true }),
        fc.double({ min: 1.01, max: 2, noNaN: true }),
        (v, factor) => {
          // Δp grows with v² in a real silencer; hold ζ fixed so both terms move together
          const at = (speed: number) =>
            flowNoise({
              ...vdi,
              airwayVelocity: metersPerSecond(speed),
              pressureDrop: pascals(0.66 * speed * speed),
            })
          const slow = bandsToArray(at(v))
          bandsToArray(at(v * factor)).forEach((level, band) =>
            expect(level).toBeGreaterThanOrEqual(slow[band] ?? 0),
          )
        },
      ),
    )
  })

  it('gives the same bands in the allocation-free form as in the reference form', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 30, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 0.01, max: 6, noNaN: true }),
        fc.double({ min: 0.05, max: 1.6, noNaN: true }),
        (v, dp, s, dh) => {
          const input = {
            airwayVelocity: metersPerSecond(v),
            pressureDrop: pascals(dp),
            faceArea: squareMeters(s),
            hydraulicDiameter: meters(dh),
          }
          const reference = vdiSelfNoiseBands(input).map((level) => (level > 0 ? level : 0))
          bandsToArray(flowNoise(input)).forEach((level, band) =>
            expect(level).toBeCloseTo(reference[band] ?? 0, 9),
          )
        },
      ),
    )
  })
})
