import { describe, expect, it } from 'vitest'
import { aWeightedTotal, bandsFromArray } from '#engine/index.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import { cardItem, cardRoom } from './card-sound.ts'
import { rankSilencers, roomBands } from '../../../domain/selection/ranking.ts'

const input = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const silencer = demoSilencers().find((s) => s.name === 'NRF50-315-900')
if (!silencer) throw new Error('NRF50-315-900 expected')
const [ranked] = rankSilencers([silencer], { inputSoundPowerLevel: input, airflowLs: 300, sort: 'dbaAsc' })
if (!ranked) throw new Error('ranked expected')
const fresh = silencerItem(silencer, 300)

describe('a card’s sound data', () => {
  it('is the catalogue’s at the card’s airflow unless edited or adjusted on the first entry', () => {
    expect(cardItem(fresh, undefined, undefined)).toEqual({ item: fresh, adjusted: false })
    expect(cardItem(fresh, undefined, anItem('another'))).toEqual({ item: fresh, adjusted: false })
    // The first entry is this silencer with its data as stored, nothing adjusted: the catalogue follows.
    const stored = silencerItem(silencer, 200)
    expect(cardItem(fresh, undefined, stored)).toEqual({ item: fresh, adjusted: false })
  })

  it('keeps what the user adjusted on the first entry, band set by band set', () => {
    const stored = silencerItem(silencer, 200)
    const attenuation = { ...stored.soundAttenuation, octaveBand1000Hz: 40 }
    const card = cardItem(fresh, undefined, { ...stored, soundAttenuation: attenuation })
    expect(card.adjusted).toBe(true)
    expect(card.item.soundAttenuation).toEqual(attenuation)
    // The sound power was left at its default: it follows the card's airflow.
    expect(card.item.soundPowerLevel).toEqual(fresh.soundPowerLevel)
    expect(card.item.inputAirflow).toBe(300)
  })

  it('takes an edit made in the card’s modal over everything else', () => {
    const edited = { soundPowerLevel: flat(30), soundAttenuation: flat(12) }
    const stored = { ...silencerItem(silencer, 200), soundAttenuation: flat(40) }
    expect(cardItem(fresh, edited, stored)).toEqual({ item: { ...fresh, ...edited }, adjusted: true })
  })

  it('gives the result row from the card’s own data when adjusted, else the ranking’s', () => {
    const plain = cardRoom(input, ranked, { item: fresh, adjusted: false })
    expect(plain).toEqual({ bands: roomBands(input, ranked), totalA: ranked.result.totalSoundPowerToRoomLwA })
    const edited = cardItem(fresh, { soundPowerLevel: flat(0), soundAttenuation: flat(20) }, undefined)
    const room = cardRoom(input, ranked, edited)
    expect(room.bands).toEqual(bandsFromArray([60, 58, 55, 52, 50, 45, 40, 35]))
    expect(room.totalA).toBeCloseTo(aWeightedTotal(room.bands), 9)
  })
})
