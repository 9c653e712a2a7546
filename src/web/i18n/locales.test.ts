import { describe, expect, it } from 'vitest'
import da from './locales/da.json'
import en from './locales/en.json'
import et from './locales/et.json'
import fi from './locales/fi.json'
import sv from './locales/sv.json'

const translations = { et, fi, sv, da } as const

/**
 * Values that may equal the English text: proper names and units, which are written the same in every
 * language. Anything else equal to English is a copy that was never translated.
 */
const sameInEveryLanguage = new Set([
  'VentNoise', // the product name
  'MagiCAD', // the CAD host's product name
  'LinkedIn',
  'YouTube',
  'Facebook',
  'Instagram', // social networks' names
  'dB',
  'dB(A)',
  'dB(B)',
  'dB(C)',
  'Pa',
  'l/s',
  'mm',
  'Hz', // units
  'D', // attenuation (insertion loss, EN ISO 7235)
  'Lw',
  'LwA',
  'LpA10m2',
  'LpA',
  'NR',
  'NC', // acoustic quantity symbols
  'Version {{version}}',
  'Version {{version}}: {{name}}', // the word is the same in Swedish and Danish
])

function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of flatten(value, path)) entries.set(k, v)
    else throw new Error(`${path} is neither text nor a group`)
  }
  return entries
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()

/** The keys a text nests with i18next's $t(key, options), e.g. one count of a sentence that has two. */
const nestedKeys = (text: string): string[] => [...text.matchAll(/\$t\(\s*([\w.]+)/g)].map((m) => m[1] ?? '')

/** i18next's plural suffixes: a key `x_one` is the form of `x` that `t('x', { count: 1 })` picks. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** Each counted key (the base of plural keys) with the plural forms it has, in a locale's flattened keys. */
function pluralForms(keys: Iterable<string>): Map<string, string[]> {
  const forms = new Map<string, string[]>()
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key)
    if (!match) continue
    const base = key.slice(0, match.index)
    forms.set(base, [...(forms.get(base) ?? []), match[1] ?? ''].sort())
  }
  return forms
}

const english = flatten(en)
const locales = { en, ...translations } as const

describe('locale files', () => {
  it('English keys are nested camelCase, a plural form with its suffix', () => {
    for (const key of english.keys())
      expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*(_one|_other)?$/)
  })

  // A counted text has one form per CLDR plural category of its language, and i18next picks the form by
  // count: one and other in all five (1 product, 5 products; 1 tuote, 5 tuotetta). The categories come from
  // Intl, so a language with more of them cannot be added without its forms.
  it.each(Object.entries(locales))(
    '%s has every plural form of each counted key, and no bare key beside them',
    (language, locale) => {
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort()
      expect(categories).toEqual(['one', 'other'])
      const keys = flatten(locale)
      for (const [base, forms] of pluralForms(keys.keys())) {
        expect([base, forms]).toEqual([base, categories])
        expect([base, keys.has(base)]).toEqual([base, false])
      }
    },
  )

  it('has counted texts, so that the plural checks check something', () => {
    expect(pluralForms(english.keys()).size).toBeGreaterThan(0)
  })

  it.each(Object.entries(locales))(
    '%s nests only keys that exist, the same ones as English',
    (_language, locale) => {
      const values = flatten(locale)
      const counted = pluralForms(english.keys())
      for (const [key, text] of english) {
        expect([key, nestedKeys(values.get(key) ?? '')]).toEqual([key, nestedKeys(text)])
        for (const nested of nestedKeys(text))
          expect([key, nested, english.has(nested) || counted.has(nested)]).toEqual([key, nested, true])
      }
    },
  )

  it.each(Object.entries(translations))('%s has exactly the keys of en.json', (_language, locale) => {
    expect([...flatten(locale).keys()].sort()).toEqual([...english.keys()].sort())
  })

  it.each(Object.entries(translations))('%s has the same placeholders per key', (_language, locale) => {
    const values = flatten(locale)
    for (const [key, text] of english)
      expect([key, placeholders(values.get(key) ?? '')]).toEqual([key, placeholders(text)])
  })

  it.each(Object.entries(translations))(
    '%s has no empty values and none copied from English',
    (_language, locale) => {
      for (const [key, text] of flatten(locale)) {
        expect([key, text.trim()]).not.toEqual([key, ''])
        if (!sameInEveryLanguage.has(text)) expect([key, text]).not.toEqual([key, english.get(key)])
      }
    },
  )
})
