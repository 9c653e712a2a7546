import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray, zeroBands } from './bands.ts'
import {
  calculateEachAfterGenerator,
  calculateInputSoundPower,
  productAtAirflow,
  roundModelOf,
} from './chain-airflow.ts'
import { roundSilencerFlowNoise } from './round-flow.ts'
import { rankRoundSilencers } from './round-ranking.ts'
import { roundSilencerCatalogue, roundSilencerModel } from './round-silencer.ts'
import { meters, squareMeters } from './units.ts'

const input = bandsFromArray([80, 78, 75, 72, 68, 63, 58, 52])
const nrf = roundSilencerModel({ silencerClass: 'NRF50', diameter: 250, length: 900 })
const silencer = {
  id: 's1',
  type: 'silencer',
  class: 'NRF50',
  name: 'NRF50 250',
  nominalSizeDiameter: 250,
  length: 900,
  soundAttenuation: nrf.soundAttenuation,
  soundPowerLevel: zeroBands(),
}

describe('products at an airflow', () => {
  it('finds the model of a catalogue silencer and nothing for other products or sizes', () => {
    expect(roundModelOf(silencer)?.silencerClass).toBe('NRF50')
    expect(roundModelOf({ ...silencer, length: 950 })).toBeNull()
    expect(roundModelOf({ ...silencer, class: 'abstract' })).toBeNull()
  })

  it('adds pressure drop and flow noise for a modelled silencer (Δp = 0.1152·0.6·v²)', () => {
    // 245.4 l/s in Ø250 is 5 m/s: Δp = 0.1152·0.6·25 = 1.728 Pa
    const at = productAtAirflow(silencer, 5 * Math.PI * 0.125 ** 2 * 1000)
    expect(at.pressureDrop).toBeCloseTo(1.728, 6)
    expect(at.soundPowerLevel).toEqual(roundSilencerFlowNoise(nrf, 5 * Math.PI * 0.125 ** 2 * 1000))
    expect(productAtAirflow(silencer, 0)).toBe(silencer)
  })

  it('takes the catalogue’s own ζ over the class model’s (Δp = 2·0.6·v²)', () => {
    // 5 m/s in Ø250 again: Δp = 2·0.6·25 = 30 Pa
    const at = productAtAirflow({ ...silencer, pressureDropCoefficient: 2 }, 5 * Math.PI * 0.125 ** 2 * 1000)
    expect(at.pressureDrop).toBeCloseTo(30, 6)
    expect(productAtAirflow({ ...silencer, pressureDropCoefficient: null }, 245.4).pressureDrop).toBeCloseTo(
      productAtAirflow(silencer, 245.4).pressureDrop ?? NaN,
      12,
    )
  })

  it('gives the flexible classes flow noise but no pressure drop', () => {
    const flex = roundSilencerModel({ silencerClass: 'NRPV', diameter: 200, length: 1000 })
    const at = productAtAirflow(
      {
        ...silencer,
        class: 'NRPV',
        nominalSizeDiameter: 200,
        length: 1000,
        soundAttenuation: flex.soundAttenuation,
      },
      200,
    )
    expect(at.pressureDrop).toBeNull()
    expect(at.soundPowerLevel.octaveBand63Hz).toBeGreaterThan(0)
  })
})

describe('calculator and bulk', () => {
  it('runs the calculator variant with NoConstant and AFilter', () => {
    const result = calculateInputSoundPower({
      inputSoundPowerLevel: input,
      inputAirflow: 300,
      products: [silencer],
    })
    expect(result.lpA10m2).toBeNull()
    expect(result.filteredTotalSoundPowerToRoom).toBe(result.totalSoundPowerToRoomLwA)
    expect(result.perProductCalculations[0]?.pressureDrop).toBeGreaterThan(0)
  })

  it('puts each product alone after the generator', () => {
    const other = {
      id: 'o',
      soundAttenuation: bandsFromArray([3, 3, 3, 3, 3, 3, 3, 3]),
      soundPowerLevel: zeroBands(),
    }
    const [first, second] = calculateEachAfterGenerator({
      inputSoundPowerLevel: input,
      inputAirflow: 300,
      attenuationConstant: 'T1',
      filterCorrectionType: 'NoFilter',
      products: [silencer, other],
    })
    expect(bandsToArray(second?.soundPowerLevelToRoomLw ?? zeroBands())).toEqual([
      77, 75, 72, 69, 65, 60, 55, 49,
    ])
    expect(second?.pressureDrop).toBeNull()
    expect(second?.filteredTotalSoundPowerToRoom).toBeNull()
    expect(second?.totalLpA10m2).toBeCloseTo((second?.totalSoundPowerToRoomLwA ?? 0) - 3.9794, 4)
    expect(first?.pressureDrop).toBeGreaterThan(0)
  })
})

describe('ranking round silencers', () => {
  const models = roundSilencerCatalogue()

  it('sorts by dB(A) ascending by default and agrees with the bulk calculation', () => {
    const ranked = rankRoundSilencers({ models, inputSoundPowerLevel: input, airflowLs: 300 })
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i]?.totalSoundPowerToRoomLwA).toBeGreaterThanOrEqual(
        ranked[i - 1]?.totalSoundPowerToRoomLwA ?? 0,
      )
    }
    const top = ranked[0]
    const [bulk] = calculateEachAfterGenerator({
      inputSoundPowerLevel: input,
      inputAirflow: 300,
      attenuationConstant: 'NoConstant',
      filterCorrectionType: 'AFilter',
      products: [
        {
          class: top?.model.silencerClass,
          diameter: top?.model.diameter,
          length: top?.model.length,
          soundAttenuation: top?.model.soundAttenuation ?? zeroBands(),
          soundPowerLevel: zeroBands(),
        },
      ],
    })
    expect(top?.totalSoundPowerToRoomLwA).toBeCloseTo(bulk?.totalSoundPowerToRoomLwA ?? 0, 9)
    for (const entry of ranked.slice(0, 50)) {
      const reference = bandsToArray(roundSilencerFlowNoise(entry.model, 300))
      bandsToArray(entry.flowNoise).forEach((level, band) =>
        expect(level).toBeCloseTo(reference[band] ?? 0, 9),
      )
    }
  })

  it('puts silencers without a pressure-drop model last in pressure-drop sorts', () => {
    for (const sort of ['pressureDropAsc', 'pressureDropDesc'] as const) {
      const ranked = rankRoundSilencers({ models, inputSoundPowerLevel: input, airflowLs: 300, sort })
      const firstNull = ranked.findIndex((r) => r.pressureDrop === null)
      expect(ranked.slice(firstNull).every((r) => r.pressureDrop === null)).toBe(true)
      const drops = ranked.slice(0, firstNull).map((r) => r.pressureDrop ?? 0)
      expect(drops).toEqual([...drops].sort((a, b) => (sort === 'pressureDropAsc' ? a - b : b - a)))
    }
  })

  it('sorts by size then length for "none" and adds the room level when a room is given', () => {
    const ranked = rankRoundSilencers({
      models: models.slice(0, 40),
      inputSoundPowerLevel: input,
      airflowLs: 100,
      sort: 'none',
      room: { distance: meters(1), directivity: 2, absorptionArea: squareMeters(10) },
    })
    const keys = ranked.map((r) => r.model.diameter * 10000 + r.model.length)
    expect(keys).toEqual([...keys].sort((a, b) => a - b))
    expect(ranked[0]?.roomLevelA).toBeCloseTo((ranked[0]?.totalSoundPowerToRoomLwA ?? 0) - 2.525, 3)
  })
})
