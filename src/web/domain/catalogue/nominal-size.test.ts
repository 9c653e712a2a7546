import { describe, expect, it } from 'vitest'
import { nominalSizeLabel, nominalSizeMatches } from './nominal-size.ts'

describe("a diffuser's nominal size", () => {
  it('is in millimetres, round or rectangular', () => {
    expect(nominalSizeLabel('200', 'en')).toBe('200 mm')
    expect(nominalSizeLabel('400x150', 'en')).toBe('400 × 150 mm')
    expect(nominalSizeLabel('1200X300', 'en')).toBe('1,200 × 300 mm')
  })

  it("writes the numbers in the language's format", () => {
    expect(nominalSizeLabel('1200x300', 'fi')).toBe(`1${'\u00a0'}200 × 300 mm`)
  })

  it('leaves text that is not a size as the catalogue wrote it', () => {
    expect(nominalSizeLabel('DN 200', 'en')).toBe('DN 200')
    expect(nominalSizeLabel('', 'en')).toBe('')
  })

  it('is found by a search written as the label or as the catalogue writes it', () => {
    const found = (search: string) =>
      nominalSizeMatches('1200x300', nominalSizeLabel('1200x300', 'fi'), search)
    expect(['1200x300', '1200 × 300', '1 200 × 300 mm', '1200X3', '300 mm', ''].every(found)).toBe(true)
    expect(['1200x400', '300x1200', '1250'].some(found)).toBe(false)
  })
})
