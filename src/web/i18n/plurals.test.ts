// Counted texts read right with 1 and with many in every language (docs/product-rules.md, "Counted texts"):
// the app's i18next instance picks each plural key's form by count, the forms say what a native speaker
// says, and every call of a counted key passes count.
import { describe, expect, it } from 'vitest'
import { flattenLocale } from './glossary.ts'
import { i18n } from './index.ts'
import { languages, type Language } from './languages.ts'
import da from './locales/da.json'
import en from './locales/en.json'
import et from './locales/et.json'
import fi from './locales/fi.json'
import sv from './locales/sv.json'

const locales: Record<Language, object> = { en, et, fi, sv, da }

// The web sources as text, without the tests (the web test project has no Node file APIs in its types).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const english = flattenLocale(en)

/** The counted keys: the bases of the plural keys (`x` of `x_one` and `x_other`). */
const countedKeys = [...english.keys()].filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -4))

/** Options that fill every placeholder of a text with a marker, and count with the number. */
function optionsFor(text: string, count: number): Record<string, string | number> {
  const options: Record<string, string | number> = { count }
  for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g))
    if (name && name !== 'count') options[name] = `‹${name}›`
  return options
}

const fill = (text: string, options: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name]))

/** Matches a phrase standing on its own: "1 product" is not found in "1 products". */
const phrase = (text: string) =>
  new RegExp(`(?<![\\p{L}\\d])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u')

describe('counted texts', () => {
  it.each(languages)('%s: i18next picks the one form for 1 and the other form for 5 and 0', (language) => {
    const t = i18n.getFixedT(language)
    const texts = flattenLocale(locales[language])
    for (const key of countedKeys) {
      const one = texts.get(`${key}_one`) ?? ''
      const other = texts.get(`${key}_other`) ?? ''
      for (const [count, form] of [
        [1, one],
        [5, other],
        [0, other],
      ] as const) {
        const options = optionsFor(`${one} ${other}`, count)
        expect([key, count, t(key as never, options)]).toEqual([key, count, fill(form, options)])
      }
    }
  })

  // What a native speaker says with 1 and with 5: after a number above one Finnish and Estonian take the
  // partitive singular (5 tuotetta, 5 toodet) and after 1 the nominative (1 tuote, 1 toode); a Finnish or
  // Estonian genitive (päivän, päeva) is the same form after any number.
  const readings: [string, (n: number) => Record<string, number>, Record<Language, [string, string]>][] = [
    [
      'regularSilencers.count',
      (n) => ({ total: n, shown: n, count: n }),
      {
        en: ['Showing 1 product (1 of 1)', 'Showing 5 products (5 of 5)'],
        et: ['Näidatakse 1 toode (1 / 1)', 'Näidatakse 5 toodet (5 / 5)'],
        fi: ['Näytetään 1 tuote (1/1)', 'Näytetään 5 tuotetta (5/5)'],
        sv: ['Visar 1 produkt (1 av 1)', 'Visar 5 produkter (5 av 5)'],
        da: ['Viser 1 produkt (1 af 1)', 'Viser 5 produkter (5 af 5)'],
      },
    ],
    [
      'productsList.count',
      (n) => ({ shown: n, total: n, count: n }),
      {
        en: ['Showing 1 of 1 product', 'Showing 5 of 5 products'],
        et: ['Näidatud tooteid: 1 / 1', 'Näidatud tooteid: 5 / 5'],
        fi: ['Näytetään 1/1 tuote', 'Näytetään 5/5 tuotetta'],
        sv: ['Visar 1 av 1 produkt', 'Visar 5 av 5 produkter'],
        da: ['Viser 1 af 1 produkt', 'Viser 5 af 5 produkter'],
      },
    ],
    [
      'silencerClasses.counter',
      (n) => ({ selected: n, total: 5, count: n }),
      {
        en: ['1 of 5 selected', '5 of 5 selected'],
        et: ['Valitud 1 / 5', 'Valitud 5 / 5'],
        fi: ['1/5 valittu', '5/5 valittu'],
        sv: ['1 av 5 vald', '5 av 5 valda'],
        da: ['1 af 5 valgt', '5 af 5 valgt'],
      },
    ],
    [
      'recentlyDeleted.systemsHint',
      (n) => ({ days: n, count: n }),
      {
        en: ['for 1 day.', 'for 5 days.'],
        et: ['1 päeva jooksul.', '5 päeva jooksul.'],
        fi: ['1 päivän ajan.', '5 päivän ajan.'],
        sv: ['i 1 dag.', 'i 5 dagar.'],
        da: ['i 1 dag.', 'i 5 dage.'],
      },
    ],
    [
      'recentlyDeleted.empty',
      (n) => ({ days: n, count: n }),
      {
        en: ['in the last 1 day.', 'in the last 5 days.'],
        et: ['Viimase 1 päeva jooksul', 'Viimase 5 päeva jooksul'],
        fi: ['viimeisen 1 päivän aikana.', 'viimeisten 5 päivän aikana.'],
        sv: ['den senaste 1 dagen.', 'de senaste 5 dagarna.'],
        da: ['den seneste 1 dag.', 'de seneste 5 dage.'],
      },
    ],
    [
      'signUp.passwordHint',
      (n) => ({ min: n, count: n }),
      {
        en: ['At least 1 character', 'At least 5 characters'],
        et: ['Vähemalt 1 märk', 'Vähemalt 5 märki'],
        fi: ['Vähintään 1 merkki', 'Vähintään 5 merkkiä'],
        sv: ['Minst 1 tecken', 'Minst 5 tecken'],
        da: ['Mindst 1 tegn', 'Mindst 5 tegn'],
      },
    ],
    [
      'chain.limit',
      (n) => ({ limit: n, count: n }),
      {
        en: ['at most 1 product,', 'at most 5 products,'],
        et: ['kuni 1 toode,', 'kuni 5 toodet,'],
        fi: ['enintään 1 tuote', 'enintään 5 tuotetta'],
        sv: ['högst 1 produkt,', 'högst 5 produkter,'],
        da: ['højst rumme 1 produkt,', 'højst rumme 5 produkter,'],
      },
    ],
    [
      'energy.explain',
      (n) => ({ efficiency: 50, hours: n, count: n }),
      {
        en: ['1 hour a year', '5 hours a year'],
        et: ['1 tund aastas', '5 tundi aastas'],
        fi: ['1 tunti vuodessa', '5 tuntia vuodessa'],
        sv: ['1 timme per år', '5 timmar per år'],
        da: ['1 time om året', '5 timer om året'],
      },
    ],
    [
      'pressureDrop.energyWithout',
      (n) => ({ count: n }),
      {
        en: ['leaves out 1 product without', 'leaves out 5 products without'],
        et: ['välja jäänud 1 rõhukaota toode,', 'välja jäänud 5 rõhukaota toodet,'],
        fi: ['puuttuu 1 tuote, jolla', 'puuttuu 5 tuotetta, joilla'],
        sv: ['där 1 produkt utan', 'där 5 produkter utan'],
        da: ['hvor 1 produkt uden', 'hvor 5 produkter uden'],
      },
    ],
    [
      'pressureDrop.energyDiffusers',
      (n) => ({ count: n }),
      {
        en: [
          'includes 1 diffuser at its catalogue airflow',
          'includes 5 diffusers at their catalogue airflow',
        ],
        et: ['milles on 1 õhujaotur oma', 'milles on 5 õhujaoturit oma'],
        fi: ['jossa on 1 hajotin tuoteluettelon', 'jossa on 5 hajotinta tuoteluettelon'],
        sv: ['omfattar 1 don vid', 'omfattar 5 don vid'],
        da: ['omfatter 1 armatur ved', 'omfatter 5 armaturer ved'],
      },
    ],
    [
      'pressureDrop.energyOtherAirflow',
      (n) => ({ count: n }),
      {
        en: ['includes 1 product at an airflow', 'includes 5 products at an airflow'],
        et: ['milles on 1 toode süsteemi', 'milles on 5 toodet süsteemi'],
        fi: ['jossa on 1 tuote järjestelmän', 'jossa on 5 tuotetta järjestelmän'],
        sv: ['omfattar 1 produkt vid', 'omfattar 5 produkter vid'],
        da: ['omfatter 1 produkt ved', 'omfatter 5 produkter ved'],
      },
    ],
    [
      'catalogueNotice.measured',
      (n) => ({ version: 3, measured: n, count: n }),
      {
        en: ['(1 entry)', '(5 entries)'],
        et: ['(1 kirje)', '(5 kirjet)'],
        fi: ['(1 tietue)', '(5 tietuetta)'],
        sv: ['(1 post)', '(5 poster)'],
        da: ['(1 post)', '(5 poster)'],
      },
    ],
    [
      'catalogueNotice.modelled',
      (n) => ({ version: 3, modelled: n, measured: n, count: n }),
      {
        en: ['(1 modelled, 1 measured entry)', '(5 modelled, 5 measured entries)'],
        et: ['(1 modelleeritud, 1 mõõdetud kirje)', '(5 modelleeritud, 5 mõõdetud kirjet)'],
        fi: ['(1 mallinnettu, 1 mitattu tietue)', '(5 mallinnettua, 5 mitattua tietuetta)'],
        sv: ['(1 modellerad, 1 uppmätt post)', '(5 modellerade, 5 uppmätta poster)'],
        da: ['(1 modelleret, 1 målt post)', '(5 modellerede, 5 målte poster)'],
      },
    ],
  ]

  it.each(readings)('%s reads right with 1 and with 5 in every language', (key, options, expected) => {
    for (const language of languages) {
      const t = i18n.getFixedT(language)
      const [one, many] = expected[language]
      expect([language, t(key as never, options(1))]).toEqual([language, expect.stringMatching(phrase(one))])
      expect([language, t(key as never, options(5))]).toEqual([language, expect.stringMatching(phrase(many))])
    }
  })

  it('counts each number of a sentence with two on its own', () => {
    const notice = (language: Language) =>
      i18n.getFixedT(language)('catalogueNotice.modelled', {
        version: 3,
        modelled: 522,
        measured: 1,
        count: 1,
      })
    expect(notice('en')).toContain('(522 modelled, 1 measured entry)')
    expect(notice('fi')).toContain('(522 mallinnettua, 1 mitattu tietue)')
    expect(notice('sv')).toContain('(522 modellerade, 1 uppmätt post)')
  })

  it('are each called with count, in the code or nested in another text', () => {
    const code = Object.values(sources)
    const nested = [...english.values()].join('\n')
    for (const key of countedKeys) {
      const literal = new RegExp(`['"\`]${key.replaceAll('.', '\\.')}['"\`]`, 'g')
      const calls = code.flatMap((text) => [...text.matchAll(literal)].map((m) => callRest(text, m.index)))
      const nestings = [
        ...nested.matchAll(new RegExp(`\\$t\\(${key.replaceAll('.', '\\.')}\\b([^)]*)\\)`, 'g')),
      ]
      expect([key, calls.length + nestings.length]).not.toEqual([key, 0])
      for (const call of calls) expect([key, call]).toEqual([key, expect.stringMatching(/\bcount\b/)])
      for (const [, options] of nestings)
        expect([key, options]).toEqual([key, expect.stringMatching(/"count"/)])
    }
  })
})

/** The rest of the call a key literal at `start` stands in: up to the bracket that closes the call. */
function callRest(text: string, start: number): string {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (char === '(' || char === '{' || char === '[') depth++
    else if (char === ')' || char === '}' || char === ']') {
      if (depth === 0) return text.slice(start, i)
      depth--
    }
  }
  return text.slice(start)
}
