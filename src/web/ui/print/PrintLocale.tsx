import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { isLanguage } from '../../i18n/languages.ts'
import { PageLoader } from '../PageLoader.tsx'

/**
 * The report's language: the locale query when it names one of the five languages, otherwise the
 * interface's. A separate i18next instance, so that a report never changes the interface's stored choice.
 * The report waits for that language's texts, so it never prints half in English.
 */
export function PrintLocale({ locale, children }: { locale: string | null; children: ReactNode }) {
  const { i18n } = useTranslation()
  const own = isLanguage(locale) && locale !== i18n.language ? locale : null
  const [loaded, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    if (!own) return
    let current = true
    // A failed fetch still shows the report, in the fallback language.
    const done = () => current && setLoaded(own)
    i18n.loadLanguages(own).then(done, done)
    return () => {
      current = false
    }
  }, [i18n, own])
  const ready = !own || loaded === own || i18n.hasResourceBundle(own, 'translation')
  const instance = useMemo(() => (own && ready ? i18n.cloneInstance({ lng: own }) : i18n), [i18n, own, ready])
  if (!ready) return <PageLoader />
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>
}
