import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray } from '#engine/index.ts'
import { bandTexts, textBands } from './band-texts.ts'

const computed = bandsFromArray([17.424378852225065, 3.05, -0.04, 0, 12, 250, -100, 99.96])

describe('band texts', () => {
  it('shows each band to a tenth of a decibel', () => {
    expect(bandTexts(computed, 'en')).toEqual(['17.4', '3.1', '0', '0', '12', '250', '-100', '100'])
  })

  it('writes the decimal as the interface language does, and keeps the exact value of a band left so', () => {
    const finnish = bandTexts(computed, 'fi')
    expect(finnish).toEqual(['17,4', '3,1', '0', '0', '12', '250', '-100', '100'])
    expect(bandsToArray(textBands(finnish, 'fi', computed))[0]).toBe(17.424378852225065)
  })

  it('keeps the exact value of a band left as shown, and takes a typed one as typed', () => {
    const texts = bandTexts(computed, 'en')
    texts[1] = '4.5'
    const saved = bandsToArray(textBands(texts, 'en', computed))
    expect(saved[0]).toBe(17.424378852225065)
    expect(saved[1]).toBe(4.5)
    expect(saved[7]).toBe(99.96)
  })

  it('keeps the exact defaults that Reset put back', () => {
    const defaults = bandsFromArray([1.2345, 2, 3, 4, 5, 6, 7, 8])
    expect(bandsToArray(textBands(bandTexts(defaults, 'en'), 'en', computed, defaults))[0]).toBe(1.2345)
  })
})
