// Helpers for texts written in the five catalogue languages.
import type { CatalogueLanguage, LocalizedText } from '#contract/api/catalogue.ts'

export type { LocalizedText }
/** A title and a description, each in every language. */
export interface ClassTexts {
  title: LocalizedText
  content: LocalizedText
}

/** Builds a text per language from one function that knows each language's words. */
export const perLanguage = (write: (language: CatalogueLanguage) => string): LocalizedText => ({
  eng: write('eng'),
  est: write('est'),
  fin: write('fin'),
  swe: write('swe'),
  den: write('den'),
})

/** The same thing said in each language. */
export type Words = Record<CatalogueLanguage, string>
export const words = (eng: string, est: string, fin: string, swe: string, den: string): Words => ({
  eng,
  est,
  fin,
  swe,
  den,
})

const AND: Record<CatalogueLanguage, string> = { eng: 'and', est: 'ja', fin: 'ja', swe: 'och', den: 'og' }

/** "600, 900, 1200 and 1500" in the language's own word for "and". */
export function listOf(values: readonly (string | number)[], language: CatalogueLanguage): string {
  const items = values.map(String)
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items.at(-1) ?? ''}`
}

/** "125–400" for a set of sizes. */
export const rangeOf = (values: readonly number[]) => `${Math.min(...values)}–${Math.max(...values)}`
