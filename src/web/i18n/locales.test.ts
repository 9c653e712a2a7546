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
  'Pa',
  'l/s',
  'mm',
  'Hz', // units
  'D', // attenuation (insertion loss, EN ISO 7235)
  'Lw',
  'LwA',
  'LpA10m2',
  'LpA',
  'NR', // acoustic quantity symbols
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

const english = flatten(en)

describe('locale files', () => {
  it('English keys are nested camelCase', () => {
    for (const key of english.keys()) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/)
  })

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
