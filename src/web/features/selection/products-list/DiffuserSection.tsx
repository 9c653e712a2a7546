import { Group, MultiSelect, type ComboboxItem, type OptionsFilter } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { nominalSizeLabel, nominalSizeMatches } from '../../../domain/catalogue/nominal-size.ts'
import { diffuserItem } from '../../../domain/selection/items.ts'
import { DiffuserCard } from '../../../ui/product-cards/DiffuserCard.tsx'
import { ProductSection } from './ProductSection.tsx'
import type { ProductsListState } from './useProductsList.ts'

// The size options are flat (no groups), so every option is an item.
const sizeFilter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => nominalSizeMatches(option.value, option.label, search))

/**
 * Diffusers and grilles, filtered by type and nominal size. The sizes read as the cards write them ("300 × 100
 * mm"); the filter's values stay the catalogue's ("300x100"), which a search may also be typed as.
 */
export function DiffuserSection({ state }: { state: ProductsListState }) {
  const { t, i18n } = useTranslation()
  const { products, diffuserOptions, diffuserValues, setDiffuserValues } = state
  return (
    <ProductSection
      title={t('productsList.diffusers')}
      count={t('productsList.sectionCount', { count: state.diffuserList.length })}
      layout={state.layout}
      filters={
        <Group gap="sm">
          <MultiSelect
            label={t('filters.diffuserType')}
            data={diffuserOptions.types.map((type) => ({
              value: type,
              label: t(`filters.diffuserTypes.${type}`),
            }))}
            value={diffuserValues.types}
            onChange={(types) => setDiffuserValues({ ...diffuserValues, types })}
            disabled={diffuserOptions.types.length === 0}
            placeholder={diffuserValues.types.length === 0 ? t('filters.any') : undefined}
            clearable
            w={240}
          />
          <MultiSelect
            label={t('filters.nominalSizeDiffuser')}
            data={diffuserOptions.nominalSizes.map((size) => ({
              value: size,
              label: nominalSizeLabel(size, i18n.language),
            }))}
            filter={sizeFilter}
            value={diffuserValues.nominalSizes}
            onChange={(nominalSizes) => setDiffuserValues({ ...diffuserValues, nominalSizes })}
            disabled={diffuserOptions.nominalSizes.length === 0}
            placeholder={diffuserValues.nominalSizes.length === 0 ? t('filters.any') : undefined}
            clearable
            searchable
            w={240}
          />
        </Group>
      }
    >
      {state.diffuserList.map((diffuser) => (
        <DiffuserCard
          key={diffuser.id}
          diffuser={diffuser}
          quantity={products.quantities[diffuser.id] ?? 0}
          layout={state.layout}
          onAdd={(d) => products.add(diffuserItem(d))}
          onRemove={(d) => products.remove(d.id)}
        />
      ))}
    </ProductSection>
  )
}
