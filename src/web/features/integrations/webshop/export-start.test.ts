import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray } from '#engine/index.ts'
import { demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { shopFlowSystem, shopSoundPower, shopStart } from './export-start.ts'

const silencers = demoSilencers()
const listed = silencers[0]?.name ?? ''
const power = [70, 72, 74, 71, 68, 65, 62, 58]
const soundPower = Object.fromEntries(
  Object.entries(bandsFromArray(power)).map(([key, value]) => [key, value]),
)

describe('where the webshop’s product leads', () => {
  it('opens the round list at the shop’s silencer with its airflow and sound power', () => {
    const start = shopStart({
      type: 'silencer',
      name: listed,
      inputAirflow: 300,
      inputSoundPower: soundPower,
    })
    expect(start).toMatchObject({ screen: 'regular-silencers', productName: listed, airflow: 300 })
    expect(
      start.screen === 'regular-silencers' && start.soundPower && bandsToArray(start.soundPower),
    ).toEqual(power)
    // No airflow and no sound power sent: the list starts from the working system's noise generator.
    expect(shopStart({ type: 'silencer', name: listed, inputAirflow: 0 })).toMatchObject({
      airflow: null,
      soundPower: null,
    })
  })

  it('opens the configurator with a rectangular silencer’s data, and the classes otherwise', () => {
    const rect = { type: 'rectSilencer', name: 'MRS', inputAirflow: 900, width: 800 }
    expect(shopStart(rect)).toEqual({ screen: 'rect-silencer', rect: { data: rect, inputAirflow: 900 } })
    expect(shopStart(null)).toEqual({ screen: 'silencer-classes', unsupported: false })
    expect(shopStart({ type: 'grille', name: 'G1', inputAirflow: 0 })).toEqual({
      screen: 'silencer-classes',
      unsupported: true,
    })
  })

  it('gives a shopper without a system the flow’s own, the listed silencer first', () => {
    const draft = shopFlowSystem(
      { type: 'silencer', name: listed, inputAirflow: 250, inputSoundPower: soundPower },
      silencers,
    )
    expect(draft.items).toHaveLength(1)
    expect(draft.items?.[0]).toMatchObject({ productName: listed })
    expect(bandsToArray(draft.inputSoundPowerLevel)).toEqual(power)
    // A silencer the catalogue does not list, or any other product: an empty chain.
    expect(
      shopFlowSystem({ type: 'silencer', name: 'Not listed', inputAirflow: 250 }, silencers).items,
    ).toEqual([])
    expect(shopFlowSystem(null, silencers).items).toEqual([])
  })

  it('reads only a sound power sent as an object', () => {
    expect(
      shopSoundPower({ type: 'silencer', name: listed, inputAirflow: 0, inputSoundPower: 'loud' }),
    ).toBeNull()
    expect(shopSoundPower(null)).toBeNull()
  })
})
