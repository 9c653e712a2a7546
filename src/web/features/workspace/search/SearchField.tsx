import { TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * The search box of the project and system lists and of the Rooms tab; the list applies it through
 * useAppliedSearch. `hint` says what the search finds (the lists' rule unless given).
 */
export function SearchField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
}) {
  const { t } = useTranslation()
  return (
    <TextInput
      type="search"
      label={label}
      description={hint ?? t('workspace.searchHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={360}
    />
  )
}
