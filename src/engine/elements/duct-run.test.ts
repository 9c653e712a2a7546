import { describe, expect, it } from 'vitest'
import { bandsToArray } from '../bands.ts'
import { ductRunAttenuation, ductRunFlowNoise } from './duct-run.ts'

const closeTo = (actual: number[], expected: number[], digits = 9) =>
  expected.forEach((value, band) => expect(actual[band]).toBeCloseTo(value, digits))

describe('straight duct run (VDI 2081-1 Table 5, §5.2.1)', () => {
  it('reproduces VDI 2081-2 Table 1 element 5: 500×400 mm, 4 m (read by the largest side)', () => {
    const run = ductRunAttenuation({ shape: 'rectangular', widthMm: 500, heightMm: 400 }, 4)
    closeTo(bandsToArray(run), [2.4, 2.4, 1.2, 0.6, 0.6, 0.6, 0.6, 0.6])
  })

  it('reproduces elements 13 and 17: Ø160 mm, 1 m and 2 m', () => {
    const section = { shape: 'circular', diameterMm: 160 } as const
    closeTo(bandsToArray(ductRunAttenuation(section, 1)), [0.1, 0.1, 0.15, 0.15, 0.3, 0.3, 0.3, 0.3])
    closeTo(bandsToArray(ductRunAttenuation(section, 2)), [0.2, 0.2, 0.3, 0.3, 0.6, 0.6, 0.6, 0.6])
  })

  it('grows with length, and a duct over 1 m in size attenuates nothing (VDI 2081-1 §6.1)', () => {
    const section = { shape: 'rectangular', widthMm: 600, heightMm: 300 } as const
    const short = bandsToArray(ductRunAttenuation(section, 1))
    const long = bandsToArray(ductRunAttenuation(section, 5))
    long.forEach((value, band) => expect(value).toBeCloseTo(5 * (short[band] ?? 0), 9))
    expect(bandsToArray(ductRunAttenuation({ shape: 'circular', diameterMm: 1250 }, 10))).toEqual(
      Array(8).fill(0),
    )
  })

  it('gives the flow noise of eq. (16) and the Figure 16 shape: v = 5.833 m/s, S = 0.2 m²', () => {
    // docs/acoustics-elements.md section 3: 500×400 mm at 4200 m³/h. Band 1: 7 + 50·lg 5.833 + 10·lg 0.2 − 2
    // − 26·lg(1.14 + 0.02·63/5.833).
    const noise = bandsToArray(
      ductRunFlowNoise({ shape: 'rectangular', widthMm: 500, heightMm: 400 }, 4200 / 3.6),
    )
    const overall = 7 + 50 * Math.log10(5.8333333) + 10 * Math.log10(0.2)
    expect(overall).toBeCloseTo(38.31, 2)
    expect(noise[0]).toBeCloseTo(overall - 2 - 26 * Math.log10(1.14 + (0.02 * 63) / 5.8333333), 6)
    // The spectrum falls with frequency.
    noise.slice(1).forEach((value, band) => expect(value).toBeLessThanOrEqual(noise[band] ?? 0))
  })

  it('makes no noise without airflow', () => {
    expect(bandsToArray(ductRunFlowNoise({ shape: 'circular', diameterMm: 200 }, 0))).toEqual(
      Array(8).fill(0),
    )
  })
})
