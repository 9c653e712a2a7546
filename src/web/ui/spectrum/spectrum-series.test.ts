import { describe, expect, it } from 'vitest'
import { bandsFromArray, nrCurve } from '#engine/index.ts'
import { calculateChain, itemEffects } from '../../domain/chain/chain-calculation.ts'
import { anItem, flat } from '../../domain/chain/test-items.ts'
import { i18n } from '../../i18n/index.ts'
import { analyseRoom, DEFAULT_ROOM } from '../../domain/room/room-levels.ts'
import { PRODUCT_COLOURS, spectrumSeries } from './spectrum-series.ts'

const t = i18n.getFixedT('en')
const input = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])

describe('the spectrum chart’s lines', () => {
  it('draws the generator, the level after each product, the room and the NR target, in that order', () => {
    const system = {
      inputSoundPowerLevel: input,
      attenuationConstantType: 'T1' as const,
      filterCorrectionType: 'AFilter' as const,
      items: [
        anItem('a', { productName: 'NRF-250', soundAttenuation: flat(10) }),
        anItem('b', { productName: '', productCode: 'B90', quantity: 2, soundAttenuation: flat(2) }),
      ],
    }
    const result = calculateChain(system)
    const effects = itemEffects(system, result)
    const room = analyseRoom(result.soundPowerLevelToRoomLw, DEFAULT_ROOM)
    const series = spectrumSeries(t, {
      input,
      items: system.items,
      after: effects.map((e) => e.after),
      roomLevels: room.levels,
      targetNr: 35,
    })
    expect(series.map((s) => [s.key, s.label])).toEqual([
      ['generator', 'Noise generator Lw'],
      ['product0', 'After product 1: NRF-250'],
      // A product without a name is named by its code; its line is after all its units.
      ['product1', 'After product 2: B90'],
      ['room', 'Room Lp at the listener'],
      ['target', 'NR 35 target'],
    ])
    expect(series[0]?.values).toEqual(input)
    expect(series[1]?.values.octaveBand1000Hz).toBeCloseTo(60, 6)
    expect(series[2]?.values).toEqual(result.soundPowerLevelToRoomLw)
    expect(series[2]?.values.octaveBand1000Hz).toBeCloseTo(56, 6)
    expect(series[3]?.values).toEqual(room.levels)
    // The target curve is the NR curve itself, dashed; product lines take the product colours in turn.
    expect(series[4]).toMatchObject({ values: nrCurve(35), dashed: true })
    expect(nrCurve(35).octaveBand1000Hz).toBe(35)
    expect(series[1]?.color).toBe(PRODUCT_COLOURS[0])
    expect(series[2]?.color).toBe(PRODUCT_COLOURS[1])
  })

  it('leaves out the room without a result and the target without a target', () => {
    const series = spectrumSeries(t, { input, items: [], after: [], roomLevels: null, targetNr: null })
    expect(series.map((s) => s.key)).toEqual(['generator'])
  })

  it('repeats the product colours after eight products', () => {
    const after = Array.from({ length: 9 }, () => input)
    const items = after.map((_, i) => ({ productName: `P${i}`, productCode: '' }))
    const series = spectrumSeries(t, { input, items, after, roomLevels: null, targetNr: null })
    expect(series[9]?.color).toBe(series[1]?.color)
  })
})
