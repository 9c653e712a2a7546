import { describe, expect, it } from 'vitest'
import { bandsToArray } from '../bands.ts'
import { junctionFlowNoise, junctionFlowNoiseLevels } from './junction-noise.ts'

describe('flow noise of bends and junctions (VDI 2081-1 §5.2.2 eq. 18)', () => {
  it('reproduces VDI 2081-2 Table 1 element 3: the junction', () => {
    // 4200 m³/h through a 0.30 m² branch (d_a = 0.62 m) off a 0.90 m² feeder carrying 16 000 m³/h, r/d = 0.025.
    const levels = junctionFlowNoiseLevels({
      branchDiameter: 0.62,
      branchVelocity: 4200 / 3600 / 0.3,
      approachVelocity: 16000 / 3600 / 0.9,
      roundingRatio: 0.025,
    })
    ;[39.1, 33.5, 27.4, 20.7, 13.7, 6.2, -1.5, -9.6].forEach((printed, band) =>
      expect(Math.abs((levels[band] ?? 0) - printed)).toBeLessThan(0.05),
    )
  })

  it('reproduces element 14: the Ø160 mm bend at 280 m³/h, equal velocities and no rounding term', () => {
    const v = 280 / 3600 / (Math.PI * 0.08 ** 2)
    const levels = junctionFlowNoiseLevels({ branchDiameter: 0.16, branchVelocity: v, approachVelocity: v })
    ;[26.9, 23.0, 18.1, 12.5, 6.5, -0.1, -7.0, -14.4].forEach((printed, band) =>
      expect(Math.abs((levels[band] ?? 0) - printed)).toBeLessThan(0.05),
    )
    // As a product's band set, the negative bands are "not set".
    expect(
      bandsToArray(junctionFlowNoise({ branchDiameter: 0.16, branchVelocity: v, approachVelocity: v })).slice(
        5,
      ),
    ).toEqual([0, 0, 0])
  })

  it('gives no contribution where St ≤ 1, and nothing without airflow', () => {
    const levels = junctionFlowNoiseLevels({ branchDiameter: 0.05, branchVelocity: 20, approachVelocity: 20 })
    expect(levels.slice(0, 3).every((level) => level === -Infinity)).toBe(true)
    expect(Number.isFinite(levels[7])).toBe(true)
    expect(
      bandsToArray(junctionFlowNoise({ branchDiameter: 0.2, branchVelocity: 0, approachVelocity: 0 })),
    ).toEqual(Array(8).fill(0))
  })
})
