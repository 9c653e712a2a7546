// i18next set-up: five bundled languages, English default and fallback, the choice kept in localStorage.
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'
import et from './locales/et.json'
import fi from './locales/fi.json'
import sv from './locales/sv.json'
import da from './locales/da.json'
import { defaultLanguage, isLanguage, languages, toLanguage, type Language } from './languages.ts'

export const LOCALE_STORAGE_KEY = 'locale'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY)
    return isLanguage(stored) ? stored : defaultLanguage
  } catch {
    // NOTE: storage can be blocked (privacy modes); the default language still works.
    return defaultLanguage
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, language)
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

i18n.on('languageChanged', (lng) => {
  const language = toLanguage(lng)
  document.documentElement.lang = language
  storeLanguage(language)
})

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    et: { translation: et },
    fi: { translation: fi },
    sv: { translation: sv },
    da: { translation: da },
  },
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
  returnNull: false,
})
document.documentElement.lang = toLanguage(i18n.language)

/** The current interface language, narrowed to ours. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language)
}

export { i18n }
