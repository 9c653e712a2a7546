import { describe, expect, it } from 'vitest'
import { calculateEachAfterGenerator, type OctaveBands } from '#engine/index.ts'
import { demoSilencers } from '../../state/catalogue/test-catalogue.ts'
import {
  DEFAULT_SORT,
  displayLevel,
  rankSilencers,
  roomBands,
  silencerModel,
  withCardValues,
  connectionVelocity,
  velocityText,
} from './ranking.ts'

const input: OctaveBands = {
  octaveBand63Hz: 80,
  octaveBand125Hz: 78,
  octaveBand250Hz: 75,
  octaveBand500Hz: 72,
  octaveBand1000Hz: 70,
  octaveBand2000Hz: 65,
  octaveBand4000Hz: 60,
  octaveBand8000Hz: 55,
}
const silencers = demoSilencers()
const rank = (sort: Parameters<typeof rankSilencers>[1]['sort'], airflowLs = 200) =>
  rankSilencers(silencers, { inputSoundPowerLevel: input, airflowLs, sort })

describe('ranking by the engine', () => {
  it('sorts by dB(A) ascending by default, the order of the numbers', () => {
    expect(DEFAULT_SORT).toBe('dbaAsc')
    const ranked = rank('dbaAsc')
    expect(ranked).toHaveLength(silencers.length)
    const values = ranked.map((r) => r.result.totalSoundPowerToRoomLwA)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    const down = rank('dbaDesc').map((r) => r.result.totalSoundPowerToRoomLwA)
    expect(down).toEqual([...values].sort((a, b) => b - a))
  })

  it('sorts by pressure drop with the silencers without a model last', () => {
    const ranked = rank('pressureDropAsc')
    const drops = ranked.map((r) => r.pressureDrop)
    const known = drops.filter((d): d is number => d !== null)
    expect(known).toEqual([...known].sort((a, b) => a - b))
    expect(drops.slice(known.length).every((d) => d === null)).toBe(true)
    expect(ranked.at(-1)?.silencer.class).toMatch(/^NR[PF]V$/)
    const down = rank('pressureDropDesc')
      .map((r) => r.pressureDrop)
      .filter((d): d is number => d !== null)
    expect(down).toEqual([...known].sort((a, b) => b - a))
  })

  it("sorts 'none' by nominal size then length", () => {
    const ranked = rank('none')
    const keys = ranked.map((r) => r.silencer.nominalSizeDiameter * 10_000 + r.silencer.length)
    expect(keys).toEqual([...keys].sort((a, b) => a - b))
  })

  it('agrees with the bulk calculation of the server for a catalogue silencer', () => {
    const silencer = silencers.find((s) => s.name === 'NRF50-315-900')
    if (!silencer) throw new Error('missing')
    const [ranked] = rankSilencers([silencer], { inputSoundPowerLevel: input, airflowLs: 300, sort: 'none' })
    const [server] = calculateEachAfterGenerator({
      inputSoundPowerLevel: input,
      inputAirflow: 300,
      attenuationConstant: 'NoConstant',
      filterCorrectionType: 'AFilter',
      products: [
        {
          id: silencer.id,
          class: silencer.class,
          diameter: 315,
          length: 900,
          soundAttenuation: silencer.soundAttenuation,
          soundPowerLevel: input,
        },
      ],
    })
    expect(ranked?.result.totalSoundPowerToRoomLwA).toBeCloseTo(server?.totalSoundPowerToRoomLwA ?? 0, 9)
    expect(ranked?.pressureDrop).toBeCloseTo(server?.pressureDrop ?? 0, 9)
    const bands = ranked ? roomBands(input, ranked) : input
    expect(bands.octaveBand1000Hz).toBeCloseTo(server?.soundPowerLevelToRoomLw.octaveBand1000Hz ?? 0, 9)
  })

  it('shows no pressure drop without a positive airflow', () => {
    expect(rank('dbaAsc', 0).every((r) => r.pressureDrop === null)).toBe(true)
  })

  it('keeps one model per silencer, with the catalogue attenuation and ζ', () => {
    const silencer = silencers[5]
    if (!silencer) throw new Error('missing')
    const changed = { ...silencer, pressureDropCoefficient: 9 }
    expect(silencerModel(changed)).toBe(silencerModel(changed))
    expect(silencerModel(changed).zeta).toBe(9)
    const imported = { ...silencer, class: 'XYZ', nominalSizeDiameter: 333 }
    expect(silencerModel(imported)).toMatchObject({
      diameter: 333,
      freeAreaRatio: 1,
      zeta: silencer.pressureDropCoefficient,
    })
  })
})

describe('the result row and the limits', () => {
  it('rounds and shows negatives as 0', () => {
    expect(displayLevel(-3.2)).toBe(0)
    expect(displayLevel(41.5)).toBe(42)
  })

  it('hides cards above 100 Pa, also by their own airflow, and re-sorts by the drops shown', () => {
    const ranked = rank('pressureDropAsc', 400)
    expect(
      withCardValues(ranked, new Map(), 'pressureDropAsc').every((r) => (r.pressureDrop ?? 0) <= 100),
    ).toBe(true)
    const first = ranked[0]
    const second = ranked[1]
    if (!first || !second) throw new Error('empty')
    expect(withCardValues(ranked, new Map([[first.silencer.id, 150]]), 'dbaAsc')).not.toContain(first)
    const moved = withCardValues(ranked, new Map([[first.silencer.id, 99]]), 'pressureDropAsc')
    expect(moved.indexOf(first)).toBeGreaterThan(moved.indexOf(second))
  })

  it('puts a card with adjusted sound data where its own dB(A) belongs in the dB(A) sorts', () => {
    const ranked = rank('dbaAsc', 100)
    const first = ranked[0]
    const last = ranked.at(-1)
    if (!first || !last) throw new Error('empty')
    const louder = new Map([[first.silencer.id, last.result.totalSoundPowerToRoomLwA + 1]])
    const up = withCardValues(ranked, new Map(), 'dbaAsc', louder)
    expect(up.at(-1)).toBe(first)
    expect(up.slice(0, -1)).toEqual(ranked.slice(1).filter((r) => (r.pressureDrop ?? 0) <= 100))
    expect(withCardValues(ranked, new Map(), 'dbaDesc', louder)[0]).toBe(first)
    // The other sorts keep the ranking's order.
    expect(withCardValues(ranked, new Map(), 'none', louder)[0]).toBe(first)
  })
})

describe('the velocity in a round silencer’s connection', () => {
  it('is the airflow over the nominal bore', () => {
    // 1.2 m³/s through Ø200: 1.2/(π·0.2²/4) = 38.197 m/s, a silencer far too small for the airflow.
    expect(connectionVelocity(1200, 200)).toBeCloseTo(38.197, 3)
    expect(velocityText(connectionVelocity(1200, 200), 'en')).toBe('38.2 m/s')
    expect(velocityText(connectionVelocity(1200, 200), 'fi')).toBe('38,2 m/s')
    expect(connectionVelocity(null, 200)).toBeNull()
    expect(velocityText(null, 'en')).toBe('-')
  })
})
