// i18next set-up: five languages, English default and fallback, the choice kept in localStorage. English is in
// the first download; each other language is its own chunk, fetched when it is first chosen, so a visitor
// downloads the texts of two languages at most.
import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'
import { z } from 'zod'
import { createPersistedStore } from '../state/persisted-store.ts'
import { defaultLanguage, isLanguage, languages, toLanguage, type Language } from './languages.ts'

export const LOCALE_STORAGE_KEY = 'locale'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

// The bare language code, as it always was; storage can be blocked (privacy modes): the default still works.
const storedLanguage = createPersistedStore<Language>({
  key: LOCALE_STORAGE_KEY,
  storage: 'local',
  schema: z.enum(languages),
  initial: defaultLanguage,
  format: 'text',
})

/** The language this browser chose last (the default when none is stored). */
export const storedLanguageChoice = (): Language => storedLanguage.get()

const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<{ default: ResourceKey }>> = {
  et: () => import('./locales/et.json'),
  fi: () => import('./locales/fi.json'),
  sv: () => import('./locales/sv.json'),
  da: () => import('./locales/da.json'),
}

const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language) || language === 'en') {
      callback(null, language === 'en' ? en : {})
      return
    }
    otherLanguages[language]().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

i18n.on('languageChanged', (lng) => {
  const language = toLanguage(lng)
  document.documentElement.lang = language
  storedLanguage.set(language)
})

void i18n
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: storedLanguageChoice(),
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
    returnNull: false,
  })
document.documentElement.lang = toLanguage(i18n.language)

/** Resolves once the texts of the current language (and English) are loaded; before the first render. */
export function languageReady(): Promise<void> {
  return i18n.loadLanguages(i18n.language).then(() => undefined)
}

export { i18n }
