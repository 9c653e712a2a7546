import { describe, expect, it } from 'vitest'
import { bandsFromArray } from './bands.ts'
import {
  absorptionAreaFromReverberation,
  reverberationRadius,
  roomCorrection,
  roomSoundPressureBands,
  roomSoundPressureLevel,
  roomTermParts,
} from './room.ts'
import { cubicMeters, meters, seconds, squareMeters } from './units.ts'

const at = (r: number, a: number, q = 2) =>
  roomCorrection({ distance: meters(r), directivity: q, absorptionArea: squareMeters(a) })

describe('room level (docs/acoustics.md section 11)', () => {
  it('gives Lp − Lw = −2.52 / −3.57 / −3.87 dB at 1 / 2 / 4 m for Q 2, A 10 m²', () => {
    // r = 1: 10·lg(2/(4π) + 4/10) = 10·lg(0.1592 + 0.4) = −2.525
    expect(at(1, 10)).toBeCloseTo(-2.52, 2)
    expect(at(2, 10)).toBeCloseTo(-3.57, 2)
    expect(at(4, 10)).toBeCloseTo(-3.87, 2)
  })

  it('gives −4.45 / −6.20 / −6.78 dB for A 20 m²', () => {
    expect(at(1, 20)).toBeCloseTo(-4.45, 2)
    expect(at(2, 20)).toBeCloseTo(-6.2, 2)
    expect(at(4, 20)).toBeCloseTo(-6.78, 2)
  })

  it('gives 84.5 dB for the corrected Engineering Toolbox example (Lw 90, R 15.25, r 2, Q 1)', () => {
    // 90 + 10·lg(1/(16π) + 4/15.25) = 90 + 10·lg(0.01989 + 0.26230) = 90 − 5.495
    expect(
      roomSoundPressureLevel(90, {
        distance: meters(2),
        directivity: 1,
        absorptionArea: squareMeters(12.2 / 0.8),
      }),
    ).toBeCloseTo(84.5, 1)
  })

  it('applies the same term to every band', () => {
    const lp = roomSoundPressureBands(bandsFromArray([60, 50, 40, 30, 20, 10, 0, -10]), {
      distance: meters(1),
      directivity: 2,
      absorptionArea: squareMeters(10),
    })
    expect(lp.octaveBand63Hz).toBeCloseTo(60 - 2.525, 3)
    expect(lp.octaveBand8000Hz).toBeCloseTo(-10 - 2.525, 3)
  })

  it('finds A from V and T: 31 m³ at 0.5 s with 0.161 gives 9.98 m² (≈ 10 m², docs/acoustics.md section 2, LpA10m2)', () => {
    expect(absorptionAreaFromReverberation(cubicMeters(31), seconds(0.5))).toBeCloseTo(9.982, 3)
    expect(absorptionAreaFromReverberation(cubicMeters(31), seconds(0.5), 0.163)).toBeCloseTo(10.106, 3)
  })

  it('splits the room term into its direct and reverberant parts, equal at the reverberation radius', () => {
    // Q 2, r 1.5 m, A 64.4 m² (an office of 240 m³ at 0.6 s): direct 10·lg(2/(4π·2.25)) = 10·lg 0.070736 =
    // −11.504 dB; reverberant 10·lg(4/64.4) = −12.068 dB; together 10·lg(0.070736 + 0.062112) = −8.766 dB;
    // reverberation radius √(2·64.4/(16π)) = √2.5626 = 1.601 m.
    const parts = roomTermParts({ distance: meters(1.5), directivity: 2, absorptionArea: squareMeters(64.4) })
    expect(parts.direct).toBeCloseTo(-11.504, 3)
    expect(parts.reverberant).toBeCloseTo(-12.068, 3)
    expect(parts.total).toBeCloseTo(-8.766, 3)
    expect(parts.reverberationRadius).toBeCloseTo(1.601, 3)
    const atRadius = roomTermParts({
      distance: parts.reverberationRadius,
      directivity: 2,
      absorptionArea: squareMeters(64.4),
    })
    expect(atRadius.direct).toBeCloseTo(atRadius.reverberant, 9)
  })

  it('puts the reverberation radius at 0.2·√A for Q 2', () => {
    expect(reverberationRadius(2, squareMeters(25))).toBeCloseTo(0.2 * 5, 2)
  })

  it('refuses non-positive distance, directivity, area, volume or time', () => {
    expect(() => at(0, 10)).toThrow('NOT_POSITIVE')
    expect(() => at(1, 0)).toThrow('NOT_POSITIVE')
    expect(() => absorptionAreaFromReverberation(cubicMeters(30), seconds(0))).toThrow('NOT_POSITIVE')
  })
})
