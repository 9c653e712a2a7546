// Holds every locale file to the trade-term glossary (glossary.json, explained in docs/glossary.md). The
// test reads every value, so a key added later fails here until its words follow the glossary.
import { describe, expect, it } from 'vitest'
import glossaryDoc from '../../../docs/glossary.md?raw'
import { checkLocale, checkText, glossary, variantPattern } from './glossary.ts'
import { languages, type Language } from './languages.ts'
import da from './locales/da.json'
import en from './locales/en.json'
import et from './locales/et.json'
import fi from './locales/fi.json'
import sv from './locales/sv.json'

const locales: Record<Language, object> = { en, et, fi, sv, da }

/** An example text for a refused variant: the variant without its pattern marks. */
const exampleOf = (variant: string) => variant.replace(/^=/, '').replace(/\*/g, '')

describe('the glossary', () => {
  it('gives every term an approved word in all five languages, a source and refused variants per language', () => {
    for (const term of glossary.terms) {
      for (const language of languages) {
        expect(term.approved[language].trim(), `${term.id} ${language}`).not.toBe('')
        expect(Array.isArray(term.refused[language]), `${term.id} ${language}`).toBe(true)
      }
      expect(term.source.length, term.id).toBeGreaterThan(20)
    }
    expect(new Set(glossary.terms.map((t) => t.id)).size).toBe(glossary.terms.length)
  })

  it('covers the terms the issue names', () => {
    const ids = glossary.terms.map((t) => t.id)
    for (const id of [
      'silencer',
      'attenuation',
      'soundPowerLevel',
      'soundPressureLevel',
      'pressureDrop',
      'airflow',
      'diffuser',
      'absorptionArea',
      'outerCover',
      'frequencyWeighting',
      'octaveBand',
      'webshop',
      'customer',
      'signIn',
      'noiseGenerator',
      'quickCalculation',
      'edit',
      'enter',
      'rectangular',
      'bendSilencer',
      'discard',
      'created',
      'organisationId',
    ])
      expect(ids).toContain(id)
  })

  it('refuses each of its refused variants, and none of its approved words', () => {
    for (const term of glossary.terms)
      for (const language of languages) {
        for (const variant of term.refused[language])
          expect(
            checkText(language, `Text ${exampleOf(variant)} text`).map((v) => v.rule),
            `${term.id} ${language} ${variant}`,
          ).toContain(`term:${term.id}`)
        expect(checkText(language, term.approved[language]), `${term.id} ${language}`).toEqual([])
      }
  })

  it('is explained in docs/glossary.md, term by term', () => {
    for (const term of glossary.terms) {
      expect(glossaryDoc, term.id).toContain(`(${term.id})`)
      for (const language of languages)
        for (const word of term.approved[language].split(/[;,(]/)[0]?.trim().split(' ') ?? [])
          expect(glossaryDoc.toLowerCase(), `${term.id} ${language} ${word}`).toContain(word.toLowerCase())
    }
  })
})

describe('the checker', () => {
  it('matches whole words, stems and parts of compounds, in any case unless marked', () => {
    expect('Kandilised summutid'.match(variantPattern('*kandili*'))).toEqual(['Kandilised'])
    expect('Nimiõhuvooluhulgal'.match(variantPattern('*õhuvool*'))).toEqual(['Nimiõhuvooluhulgal'])
    expect('Galvaniserat stål'.match(variantPattern('galvaniserat*'))).toEqual(['Galvaniserat'])
    expect('Tilf. skapats'.match(variantPattern('skapat'))).toBeNull()
    expect('att dämpa'.match(variantPattern('=ATT'))).toBeNull()
    expect('ATT is attenuation'.match(variantPattern('=ATT'))).toEqual(['ATT'])
  })

  it('refuses a wrong trade term, a formal address form, 300x100 and three full stops', () => {
    expect(checkText('et', 'Vali kandiline summuti').map((v) => v.rule)).toEqual(['term:rectangular'])
    expect(checkText('et', 'Valige projekt').map((v) => v.rule)).toContain('address:et')
    expect(checkText('et', 'Palun oodake').map((v) => v.rule)).toContain('address:et')
    expect(checkText('fi', 'Kattohajottaja').map((v) => v.rule)).toEqual(['term:diffuser'])
    expect(checkText('sv', 'Ersätta A med B?').map((v) => v.rule)).toEqual(['address:sv:question'])
    expect(checkText('sv', 'Vill du ersätta A med B?')).toEqual([])
    expect(checkText('da', 'Rediger projekt').map((v) => v.rule)).toContain('term:edit')
    expect(checkText('da', 'Virksomheds-ID 123').map((v) => v.rule)).toEqual(['term:organisationId'])
    expect(checkText('en', 'Duct 300x100 mm').map((v) => v.rule)).toEqual(['typography:multiplicationSign'])
    expect(checkText('en', 'Duct {{width}}x{{height}}').map((v) => v.rule)).toEqual([
      'typography:multiplicationSign',
    ])
    expect(checkText('en', 'Duct 300 × 100 mm')).toEqual([])
    expect(checkText('fi', 'Ladataan...').map((v) => v.rule)).toEqual(['typography:ellipsis'])
    expect(checkText('fi', 'Ladataan…')).toEqual([])
    for (const [language, abbreviation] of [
      ['en', 'ATT'],
      ['en', 'SPL'],
      ['fi', 'VAIM'],
      ['fi', 'ÄTT'],
      ['sv', 'DÄMP'],
      ['sv', 'LEN'],
      ['da', 'DÆMP'],
      ['da', 'LEN'],
    ] as const)
      expect(checkText(language, `${abbreviation} (dB)`), abbreviation).not.toEqual([])
  })

  it('does not read placeholder names as words', () => {
    expect(checkText('sv', 'Skapad {{er}}')).toEqual([])
  })

  it('fails a new key until its words follow the glossary', () => {
    const withNewKey = { ...et, added: { hint: 'Sisesta õhuvool ja vali kandiline summuti...' } }
    expect(checkLocale('et', withNewKey)).toEqual([
      'added.hint: term:airflow «õhuvool»',
      'added.hint: term:rectangular «kandiline»',
      'added.hint: typography:ellipsis «...»',
    ])
    expect(
      checkLocale('et', { ...et, added: { hint: 'Sisesta õhuhulk ja vali ristkülikukujuline summuti…' } }),
    ).toEqual([])
  })
})

describe('the locale files', () => {
  it.each(languages)('%s follows the glossary in every value', (language) => {
    expect(checkLocale(language, locales[language])).toEqual([])
  })

  it('keeps the English the specification quotes word for word', () => {
    const english = new Map(
      glossary.specVerbatimEnglish.keys.map((key) => [
        key,
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en),
      ]),
    )
    expect(Object.fromEntries(english)).toEqual({
      'plugin.alerts.noSuitableSize': 'No suitable silencer for selected duct size: {{width}}x{{height}}',
      'webshop.toasts.fetching': 'Fetching product data... Please wait',
      'webshop.toasts.exporting': 'Exporting product data... Please wait',
    })
  })
})
