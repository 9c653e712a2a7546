import { describe, expect, it } from 'vitest'
import { sortedNullsLast } from './nulls-last.ts'

const cards = [
  { name: 'a', drop: 40 },
  { name: 'b', drop: null },
  { name: 'c', drop: 12 },
  { name: 'd', drop: 40 },
  { name: 'e', drop: null },
]
const names = (list: readonly { name: string }[]) => list.map((card) => card.name).join('')

describe('sorting with the values missing last', () => {
  it('puts the missing last both ways and keeps equal values in the order they came', () => {
    expect(names(sortedNullsLast(cards, (card) => card.drop, 1))).toBe('cadbe')
    expect(names(sortedNullsLast(cards, (card) => card.drop, -1))).toBe('adcbe')
    expect(names(cards)).toBe('abcde')
  })
})
