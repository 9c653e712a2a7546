import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PRESSURE_DROP_HIDE_PA } from './ranking.ts'
import { CATALOGUE_ORDER, orderSilencers } from './silencer-order.ts'

interface Card {
  id: string
  drop: number | null
}
const cards: Card[] = [
  { id: 'a', drop: 250 },
  { id: 'b', drop: 40 },
  { id: 'c', drop: null },
  { id: 'd', drop: 100 },
  { id: 'e', drop: 40 },
  { id: 'f', drop: 100.5 },
]
const ids = (list: Card[]) => list.map((card) => card.id)
const drop = (card: Card) => card.drop

describe('orderSilencers', () => {
  it('keeps the catalogue order by default', () => {
    expect(ids(orderSilencers(cards, drop, CATALOGUE_ORDER))).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })

  it('sorts by pressure drop either way, equal drops in catalogue order and no drop last', () => {
    expect(ids(orderSilencers(cards, drop, { sort: 'pressureDropAsc', hideAbove: false }))).toEqual([
      'b',
      'e',
      'd',
      'f',
      'a',
      'c',
    ])
    expect(ids(orderSilencers(cards, drop, { sort: 'pressureDropDesc', hideAbove: false }))).toEqual([
      'a',
      'f',
      'd',
      'b',
      'e',
      'c',
    ])
  })

  it('hides the cards above 100 Pa, never one without a drop or one it is told to keep', () => {
    expect(ids(orderSilencers(cards, drop, { sort: 'none', hideAbove: true }))).toEqual(['b', 'c', 'd', 'e'])
    const inChain = (card: Card) => card.id === 'a'
    expect(ids(orderSilencers(cards, drop, { sort: 'pressureDropAsc', hideAbove: true }, inChain))).toEqual([
      'b',
      'e',
      'd',
      'a',
      'c',
    ])
  })

  it('sorts a permutation of what it shows, every shown drop within the limit unless kept', () => {
    const card = fc.record({
      id: fc.uuid(),
      drop: fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null }),
    })
    fc.assert(
      fc.property(fc.array(card), fc.boolean(), (list, hideAbove) => {
        const sorted = orderSilencers(list, drop, { sort: 'pressureDropAsc', hideAbove })
        const hidden = list.filter((c) => hideAbove && c.drop !== null && c.drop > PRESSURE_DROP_HIDE_PA)
        expect(sorted).toHaveLength(list.length - hidden.length)
        const drops = sorted.flatMap((c) => (c.drop === null ? [] : [c.drop]))
        expect(drops).toEqual([...drops].sort((x, y) => x - y))
        expect(sorted.slice(drops.length).every((c) => c.drop === null)).toBe(true)
      }),
    )
  })
})
