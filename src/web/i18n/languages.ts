// The interface languages and how they map to the catalogue's language keys (docs/product-rules.md,
// "Interface languages").

export const languages = ['en', 'et', 'fi', 'sv', 'da'] as const
export type Language = (typeof languages)[number]

export const defaultLanguage: Language = 'en'

/** Each language's own name (an endonym), shown the same in every interface language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  et: 'Eesti',
  fi: 'Suomi',
  sv: 'Svenska',
  da: 'Dansk',
}

/** BCP 47 tags for Intl formatting. */
export const intlLocales: Record<Language, string> = {
  en: 'en-GB',
  et: 'et-EE',
  fi: 'fi-FI',
  sv: 'sv-SE',
  da: 'da-DK',
}

/** Catalogue texts and webshop writes use the specification's keys. */
export const catalogueLanguageKeys = {
  en: 'eng',
  et: 'est',
  fi: 'fin',
  sv: 'swe',
  da: 'den',
} as const satisfies Record<Language, string>
export type CatalogueLanguageKey = (typeof catalogueLanguageKeys)[Language]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** Narrows any language code (such as `fi-FI` or i18next's current language) to one of ours. */
export function toLanguage(value: string | null | undefined): Language {
  const base = value?.split('-')[0]?.toLowerCase()
  return isLanguage(base) ? base : defaultLanguage
}

/** The catalogue key (eng, est, fin, swe, den) for an interface language code. */
export function catalogueLanguageKey(language: string | null | undefined): CatalogueLanguageKey {
  return catalogueLanguageKeys[toLanguage(language)]
}
