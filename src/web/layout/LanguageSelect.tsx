import { NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { languageNames, languages, toLanguage } from '../i18n/languages.ts'

const options = languages.map((language) => ({ value: language, label: languageNames[language] }))

/** Switches the interface language; i18n/index.ts keeps the choice in localStorage and on <html lang>. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  return (
    <NativeSelect
      aria-label={t('header.language')}
      data={options}
      value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      size="xs"
      w={112}
    />
  )
}
