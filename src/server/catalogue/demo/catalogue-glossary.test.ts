// Holds every catalogue text (the classes' titles and descriptions in five languages, and the demo notice)
// to the interface's trade-term glossary, so the catalogue and the interface use the same words.
import { describe, expect, it } from 'vitest'
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '#contract/api/catalogue.ts'
// Test only: the glossary (data and a pure checker) lives with the locale files it was written for; the
// server's own code never imports from the web folder.
import { checkText, type GlossaryViolation } from '#web/i18n/glossary.ts'
import { DEMO_DESCRIPTION, demoCatalogue } from './demo-catalogue.ts'

const LANGUAGE = { eng: 'en', est: 'et', fin: 'fi', swe: 'sv', den: 'da' } as const

interface ClassText {
  name: string
  title: Record<CatalogueLanguage, string>
  content: Record<CatalogueLanguage, string>
}

const demo = demoCatalogue()
const classes: ClassText[] = [...demo.silencerClasses, ...demo.diffuserClasses, ...demo.abstractClasses]

const problems = (where: string, language: CatalogueLanguage, text: string): string[] =>
  checkText(LANGUAGE[language], text).map(
    (v: GlossaryViolation) => `${where} ${language}: ${v.rule} «${v.match}»`,
  )

describe('catalogue texts and the glossary', () => {
  it('checks all 45 classes, titles and descriptions', () => {
    expect(classes).toHaveLength(45)
  })

  it.each(CATALOGUE_LANGUAGES)('every %s title and description follows the glossary', (language) => {
    expect(
      classes.flatMap((c) => [
        ...problems(`${c.name} title`, language, c.title[language]),
        ...problems(`${c.name} content`, language, c.content[language]),
      ]),
    ).toEqual([])
  })

  it('the demo notice follows the glossary', () => {
    expect(problems('DEMO_DESCRIPTION', 'eng', DEMO_DESCRIPTION)).toEqual([])
  })

  it('fails a catalogue text that uses a refused variant', () => {
    expect(problems('NEW title', 'est', 'Ümar laehajuti')).toEqual([
      'NEW title est: term:diffuser «laehajuti»',
    ])
  })
})
