import { Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { liningLabel } from '../../../domain/catalogue/product-labels.ts'
import type { SilencerFilterKey, SilencerFilterOptions, SilencerFilterValues } from './silencer-filters.ts'

/**
 * The search box (applied from 2 characters, on the name) and the multi-select filters of a round silencer
 * list; a filter without options is disabled (docs/product-rules.md, "Search and filters"). `leading` and
 * `trailing` share the search box's row, so that a list's own fields take no row of their own.
 */
export function SilencerFilterBar({
  search,
  onSearch,
  values,
  options,
  onChange,
  keys,
  searchLabel,
  leading,
  trailing,
}: {
  searchLabel: string
  leading?: ReactNode
  trailing?: ReactNode
  search: string
  onSearch: (search: string) => void
  values: SilencerFilterValues
  options: SilencerFilterOptions
  onChange: (values: SilencerFilterValues) => void
  keys: readonly SilencerFilterKey[]
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end">
        {leading}
        <TextInput
          type="search"
          label={searchLabel}
          description={t('filters.searchHint')}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={220}
        />
        {trailing}
      </Group>
      <FilterSelects values={values} options={options} onChange={onChange} keys={keys} />
    </Stack>
  )
}

/** The multi-selects; they render again only when their own values or options change, not on a keystroke. */
const FilterSelects = memo(function FilterSelects({
  values,
  options,
  onChange,
  keys,
}: {
  values: SilencerFilterValues
  options: SilencerFilterOptions
  onChange: (values: SilencerFilterValues) => void
  keys: readonly SilencerFilterKey[]
}) {
  const { t } = useTranslation()
  const optionLabel = (key: SilencerFilterKey, value: string): string => {
    switch (key) {
      case 'shapes':
        return value === 'rectangular' ? t('filters.shapeRectangular') : t('filters.shapeCircular')
      case 'materials':
        return liningLabel(value === 'polyester' ? 'polyester' : 'mineralWool', t)
      case 'openable':
        return value === 'true' ? t('filters.yes') : t('filters.no')
      default:
        return value
    }
  }
  const labels: Record<SilencerFilterKey, string> = {
    types: t('filters.type'),
    shapes: t('filters.shape'),
    materials: t('filters.material'),
    nominalSizes: t('filters.nominalSize'),
    lengths: t('filters.length'),
    openable: t('filters.openable'),
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: keys.length > 5 ? 6 : 5 }} spacing="sm">
      {keys.map((key) => (
        <MultiSelect
          key={key}
          label={labels[key]}
          placeholder={values[key].length === 0 ? t('filters.any') : undefined}
          data={options[key].map((value) => ({ value, label: optionLabel(key, value) }))}
          value={values[key]}
          onChange={(chosen) => onChange({ ...values, [key]: chosen })}
          disabled={options[key].length === 0}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </SimpleGrid>
  )
})
