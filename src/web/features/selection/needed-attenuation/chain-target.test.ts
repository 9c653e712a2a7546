import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray, zeroBands } from '#engine/index.ts'
import { calculateChain, type ChainInput } from '../../../domain/chain/chain-calculation.ts'
import { insertAfter } from '../../../domain/chain/insertion.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { chainToRoom, toRoomWithAdded, toRoomWithFirst, toRoomWithoutFirst } from './chain-target.ts'

const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const system = (items: ChainInput['items']): ChainInput => ({
  inputSoundPowerLevel: NOISE,
  attenuationConstantType: 'T1',
  filterCorrectionType: 'AFilter',
  items,
})
const minus = (db: number) => bandsToArray(NOISE).map((level) => level - db)
const close = (actual: ReturnType<typeof chainToRoom>, expected: number[]) =>
  bandsToArray(actual).forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? Number.NaN, 6))

describe('what the chain delivers to the room', () => {
  it('is the noise generator for an empty chain, and the chain calculation otherwise', () => {
    expect(chainToRoom(system([]))).toEqual(NOISE)
    const two = system([anItem('a'), anItem('b', { quantity: 2 })])
    expect(chainToRoom(two)).toEqual(calculateChain(two).soundPowerLevelToRoomLw)
    close(chainToRoom(two), minus(30))
  })

  it('adds a product where the products list’s + puts it', () => {
    // A diffuser with own noise at the end: a silencer before it leaves the diffuser's noise in the room.
    const noisy = anItem('diffuser', { soundAttenuation: zeroBands(), soundPowerLevel: flat(50) })
    const chain = system([anItem('a'), noisy])
    const silencer = anItem('s', { soundAttenuation: flat(20) })
    const atEnd = toRoomWithAdded(chain, silencer, null)
    const beforeDiffuser = toRoomWithAdded(chain, silencer, insertAfter(0))
    const energy = (a: number, b: number) => 10 * Math.log10(10 ** (a / 10) + 10 ** (b / 10))
    close(
      atEnd,
      minus(10).map((level) => energy(level, 50) - 20),
    )
    close(
      beforeDiffuser,
      minus(30).map((level) => energy(level, 50)),
    )
  })

  it('on the regular silencers list, leaves the first product out, or puts the card’s silencer in its place', () => {
    const chain = system([anItem('first', { quantity: 2 }), anItem('after')])
    close(toRoomWithoutFirst(chain, NOISE), minus(10))
    // The card's silencer takes the first entry's place and quantity: 2 × 5 dB, then the 10 dB after it.
    close(toRoomWithFirst(chain, NOISE, anItem('card', { soundAttenuation: flat(5) })), minus(20))
    // Without a working system, or with an empty chain, the silencer is alone after the input.
    close(toRoomWithoutFirst(null, NOISE), minus(0))
    close(toRoomWithFirst(null, NOISE, anItem('card', { soundAttenuation: flat(5) })), minus(5))
    close(toRoomWithFirst(system([]), NOISE, anItem('card', { soundAttenuation: flat(5) })), minus(5))
  })
})
