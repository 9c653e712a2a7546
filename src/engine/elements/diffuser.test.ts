import { describe, expect, it } from 'vitest'
import { bandsToArray } from '../bands.ts'
import { diffuserAtAirflow, diffuserSoundPowerLevels } from './diffuser.ts'

const IN = 0.0254
const CFM_IN_LS = 0.4719474432

describe('air terminal devices (Long Eqs. 13.27–13.33; VDI 2081-1 §6.6)', () => {
  // Long Table 14.9: "rectangular diffuser, 312 cfm, 0.05 in pd", read as a 24 × 24 in face.
  const long = { faceArea: (24 * IN) ** 2, airflowLs: 312 * CFM_IN_LS, pressureDrop: 0.05 * 249 } as const

  it('reproduces the equations evaluated by hand: 33.4, 32.4, 29.1, 23.6, 15.9, 5.9, −6.4, −21.0 dB', () => {
    const levels = diffuserSoundPowerLevels({ ...long, faceShape: 'rectangular' })
    ;[33.4, 32.4, 29.1, 23.6, 15.9, 5.9, -6.4, -21.0].forEach((value, band) =>
      expect(Math.abs((levels[band] ?? 0) - value)).toBeLessThan(0.06),
    )
  })

  it('reproduces Long Table 14.9’s printed row 33/32/29/23/15 dB within 1 dB', () => {
    const levels = diffuserSoundPowerLevels({ ...long, faceShape: 'rectangular' })
    ;[33, 32, 29, 23, 15].forEach((printed, band) =>
      expect(Math.abs((levels[band] ?? 0) - printed)).toBeLessThan(1),
    )
  })

  it('rises by about 18 dB per doubling of airflow at a constant loss coefficient', () => {
    const spec = {
      faceShape: 'round' as const,
      faceArea: Math.PI * 0.2 ** 2,
      neck: { shape: 'circular' as const, diameterMm: 200 },
      zeta: 2,
      mounting: 'wall' as const,
    }
    const low = diffuserAtAirflow(spec, 60)
    const high = diffuserAtAirflow(spec, 120)
    expect(high.pressureDrop / low.pressureDrop).toBeCloseTo(4, 9)
    // 60·lg 2 + 30·lg(ξ ratio = 1) = 18.06 dB in the bands whose distance from the peak band is unchanged.
    const lowBands = bandsToArray(low.soundPowerLevel)
    const highBands = bandsToArray(high.soundPowerLevel)
    expect(Math.max(...highBands) - Math.max(...lowBands)).toBeGreaterThan(15)
    // The attenuation is the end reflection of the Ø200 neck, flush: 15 dB (capped) at 63 Hz.
    expect(bandsToArray(low.soundAttenuation)[0]).toBe(15)
  })
})
