import { describe, expect, it } from 'vitest'
import { catalogueLanguageKey, toLanguage } from './languages.ts'

describe('languages', () => {
  it.each([
    ['en', 'eng'],
    ['et', 'est'],
    ['fi', 'fin'],
    ['sv', 'swe'],
    ['da', 'den'],
  ])('maps the interface language %s to the catalogue key %s', (language, key) => {
    expect(catalogueLanguageKey(language)).toBe(key)
  })

  it('reads regional codes and falls back to English', () => {
    expect(catalogueLanguageKey('fi-FI')).toBe('fin')
    expect(catalogueLanguageKey('SV')).toBe('swe')
    expect(catalogueLanguageKey('de')).toBe('eng')
    expect(catalogueLanguageKey(undefined)).toBe('eng')
    expect(toLanguage('da-DK')).toBe('da')
  })
})
