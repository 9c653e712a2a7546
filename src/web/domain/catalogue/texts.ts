// Catalogue texts and drawings as the interface shows them.
import type { LocalizedText } from '#contract/api/catalogue.ts'
import { catalogueLanguageKey } from '../../i18n/languages.ts'

/** A catalogue text (class title, description) in the interface language (en → eng, et → est …). */
export function localized(text: LocalizedText, language: string): string {
  return text[catalogueLanguageKey(language)]
}

/** Where the catalogue's drawings are served (docs/catalogue.md). */
export const CATALOGUE_IMAGE_PATH = '/images/catalogue'

/** The category drawings a custom product may use (docs/product-rules.md, "Custom products"), or none. */
export const CATEGORY_DRAWINGS = [
  'category-round-silencer',
  'category-rect-silencer',
  'category-diffuser',
  'category-other',
] as const
export type CategoryDrawing = (typeof CATEGORY_DRAWINGS)[number]

/** The translation key of each drawing's name (productCards.drawings.*). */
export const DRAWING_NAMES = {
  'category-round-silencer': 'roundSilencer',
  'category-rect-silencer': 'rectSilencer',
  'category-diffuser': 'diffuser',
  'category-other': 'other',
} as const satisfies Record<CategoryDrawing, string>

/** The address of a category drawing. */
export const categoryDrawingUrl = (drawing: CategoryDrawing): string =>
  `${CATALOGUE_IMAGE_PATH}/${drawing}.svg`

/** The drawing of a rectangular silencer class (class-msk.svg …), the category drawing when the class is unknown. */
export function rectClassDrawingUrl(className: string | undefined): string {
  const name = className?.split('/')[0]?.trim().toLowerCase()
  return name && /^m[a-z]{2,3}$/.test(name)
    ? `${CATALOGUE_IMAGE_PATH}/class-${name}.svg`
    : categoryDrawingUrl('category-rect-silencer')
}
