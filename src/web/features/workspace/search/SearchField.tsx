import { TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The search box of the project and system lists; the list applies it through useAppliedSearch. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <TextInput
      type="search"
      label={label}
      description={t('workspace.searchHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={360}
    />
  )
}
