import { Group, MultiSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { diffuserItem } from '../../../domain/selection/items.ts'
import { DiffuserCard } from '../../../ui/product-cards/DiffuserCard.tsx'
import { ProductSection } from './ProductSection.tsx'
import type { ProductsListState } from './useProductsList.ts'

/** Diffusers and grilles, filtered by type and nominal size. */
export function DiffuserSection({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
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
            data={diffuserOptions.nominalSizes}
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
