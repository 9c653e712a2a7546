import { describe, expect, it } from 'vitest'
import { fillBandsFrom, parseBandPaste } from './band-paste.ts'
import { bandsFromArray, bandsToArray } from './bands.ts'

describe('pasting bands', () => {
  it('finds numbers separated by spaces, tabs, new lines and semicolons', () => {
    expect(parseBandPaste('63 52\t45\n38;31')).toEqual([63, 52, 45, 38, 31])
  })

  it('reads a single comma as a decimal comma', () => {
    expect(parseBandPaste('63,5\t52,1 45')).toEqual([63.5, 52.1, 45])
  })

  it('reads several commas, or a comma beside a point, as separators', () => {
    expect(parseBandPaste('63,52,45')).toEqual([63, 52, 45])
    expect(parseBandPaste('1.5,2.5')).toEqual([1.5, 2.5])
    expect(parseBandPaste('63, 52, 45')).toEqual([63, 52, 45])
  })

  it('skips words and units and keeps signs', () => {
    expect(parseBandPaste('Lw: 63 dB, -2.5 dB(A)')).toEqual([63, -2.5])
    expect(parseBandPaste('no numbers here')).toEqual([])
  })

  it('fills consecutive bands from the start index and drops values past 8000 Hz', () => {
    const start = bandsFromArray([1, 1, 1, 1, 1, 1, 1, 1])
    expect(bandsToArray(fillBandsFrom(start, 5, [50, 40, 30, 20]))).toEqual([1, 1, 1, 1, 1, 50, 40, 30])
    expect(bandsToArray(fillBandsFrom(start, 0, [9]))).toEqual([9, 1, 1, 1, 1, 1, 1, 1])
  })
})
