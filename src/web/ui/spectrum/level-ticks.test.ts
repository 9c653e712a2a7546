import { describe, expect, it } from 'vitest'
import { levelTicks } from './SpectrumChart.tsx'

describe('the level axis of the spectrum chart', () => {
  it('steps by 10 dB from below the lowest to above the highest value', () => {
    expect(levelTicks([23.4, 55, 80.2])).toEqual([20, 30, 40, 50, 60, 70, 80, 90])
    expect(levelTicks([30, 40])).toEqual([30, 40])
  })

  it('steps by 20 dB over a wide range, and includes negative levels', () => {
    expect(levelTicks([-26.2, 110])).toEqual([-40, -20, 0, 20, 40, 60, 80, 100, 120])
  })

  it('takes wider steps of 10 dB multiples on a small chart, at most the labels it holds, still enclosing every value', () => {
    // The report's 110 px chart: nine labels of 10 dB overprinted each other.
    expect(levelTicks([23.4, 55, 80.2], 5)).toEqual([20, 40, 60, 80, 100])
    expect(levelTicks([-26.2, 110], 5)).toEqual([-40, 0, 40, 80, 120])
    expect(levelTicks([30, 40], 5)).toEqual([30, 40])
    expect(levelTicks([12, 95], 2)).toEqual([0, 100])
  })

  it('has an axis even for one flat value or none', () => {
    expect(levelTicks([50, 50])).toEqual([50, 60])
    expect(levelTicks([])).toEqual([0, 10])
  })
})
