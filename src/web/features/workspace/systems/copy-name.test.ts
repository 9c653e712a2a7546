import { describe, expect, it } from 'vitest'
import { SYSTEM_LIMITS } from '#contract/api/systems.ts'
import { i18n } from '../../../i18n/index.ts'
import da from '../../../i18n/locales/da.json'
import et from '../../../i18n/locales/et.json'
import fi from '../../../i18n/locales/fi.json'
import sv from '../../../i18n/locales/sv.json'
import { copyName } from './copy-name.ts'

const en = i18n.getFixedT('en')

describe('the name of a copied system', () => {
  it('is the original’s with “(copy)” after it, trimmed', () => {
    expect(copyName(en, 'AHU-1')).toBe('AHU-1 (copy)')
    expect(copyName(en, '  supply ahu-3 ')).toBe('supply ahu-3 (copy)')
    // A copy of a copy says so twice, as file managers do.
    expect(copyName(en, 'AHU-1 (copy)')).toBe('AHU-1 (copy) (copy)')
    expect(copyName(en, '')).toBe('(copy)')
  })

  it('is worded in the user’s language', () => {
    for (const [language, bundle, expected] of [
      ['fi', fi, 'IV-1 (kopio)'],
      ['et', et, 'IV-1 (koopia)'],
      ['sv', sv, 'IV-1 (kopia)'],
      ['da', da, 'IV-1 (kopi)'],
    ] as const) {
      i18n.addResourceBundle(language, 'translation', bundle, true, true)
      expect(copyName(i18n.getFixedT(language), 'IV-1')).toBe(expected)
    }
  })

  it('stays within the API’s limit by shortening the original, never the suffix', () => {
    const limit = SYSTEM_LIMITS.name
    const exact = 'a'.repeat(limit - ' (copy)'.length)
    expect(copyName(en, exact)).toBe(`${exact} (copy)`)
    expect(copyName(en, exact).length).toBe(limit)

    const long = 'b'.repeat(limit)
    const named = copyName(en, long)
    expect(named.length).toBe(limit)
    // 200 − 7 for " (copy)" − 1 for "…" = 192 of the original's letters.
    expect(named).toBe(`${'b'.repeat(192)}… (copy)`)
    // A small limit by hand: "Supply air (copy)" is 17; at 12 the original keeps 12 − 7 − 1 = 4 letters.
    expect(copyName(en, 'Supply air', 12)).toBe('Supp… (copy)')
  })
})
