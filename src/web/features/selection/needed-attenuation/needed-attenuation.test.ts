import { describe, expect, it } from 'vitest'
import { LP_10M2_OFFSET, aWeightedTotal, bandsFromArray, nrCurve } from '#engine/index.ts'
import { allowedSoundPower, meetsTarget, neededAttenuation, roomTargetOf } from './needed-attenuation.ts'

const flat = (level: number) => bandsFromArray(Array.from({ length: 8 }, () => level))

describe('needed attenuation', () => {
  it('allows the NR curve less the 10 m² room term per band', () => {
    const allowed = allowedSoundPower({ kind: 'nr', value: 30 })
    expect(allowed.octaveBand1000Hz).toBeCloseTo(nrCurve(30).octaveBand1000Hz - LP_10M2_OFFSET, 9)
  })

  it('shares an LpA target equally so that the budget sums to the target', () => {
    const allowed = allowedSoundPower({ kind: 'lpa', value: 35 })
    expect(aWeightedTotal(allowed) + LP_10M2_OFFSET).toBeCloseTo(35, 9)
  })

  it('needs what the arriving level exceeds, never less than 0', () => {
    const target = { kind: 'nr', value: 30 } as const
    const allowed = allowedSoundPower(target)
    const needed = neededAttenuation(flat(60), target)
    expect(needed.octaveBand63Hz).toBe(0)
    expect(needed.octaveBand1000Hz).toBeCloseTo(60 - allowed.octaveBand1000Hz, 9)
  })

  it('tests a room spectrum against the target exactly', () => {
    expect(meetsTarget(flat(20), { kind: 'lpa', value: 30 })).toBe(true)
    expect(meetsTarget(flat(40), { kind: 'lpa', value: 30 })).toBe(false)
    const atCurve = allowedSoundPower({ kind: 'nr', value: 25 })
    expect(meetsTarget(atCurve, { kind: 'nr', value: 25 })).toBe(true)
    expect(meetsTarget(atCurve, { kind: 'nr', value: 24 })).toBe(false)
  })

  it('reads a target within its limits', () => {
    expect(roomTargetOf('lpa', '35,5')).toEqual({ kind: 'lpa', value: 35.5 })
    expect(roomTargetOf('nr', '')).toBeNull()
    expect(roomTargetOf('nr', '140')).toBeNull()
  })
})
