import { Group, MultiSelect, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AbstractProduct } from '#contract/api/catalogue.ts'
import { AbstractCard } from '../../../ui/product-cards/AbstractCard.tsx'
import { abstractBands, abstractItem, editableAttributesOf } from '../../../domain/selection/items.ts'
import { ProductSection } from './ProductSection.tsx'
import type { ProductsListState } from './useProductsList.ts'

const numbersOf = (values: Record<string, unknown> | undefined): Record<string, number> | null => {
  if (!values) return null
  const numbers = Object.entries(values).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  )
  return numbers.length > 0 ? Object.fromEntries(numbers) : null
}

/** Other products (bends, branches, duct ends, plenums, duct runs) by class and name; attributes editable. */
export function AbstractSection({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const { products, abstractValues, setAbstractValues } = state
  const [own, setOwn] = useState<ReadonlyMap<string, Record<string, number>>>(new Map())
  const attributesOf = (product: AbstractProduct) =>
    numbersOf(products.entryOf(product.id)?.attributes) ??
    own.get(product.id) ??
    editableAttributesOf(product)
  const onAttributes = (product: AbstractProduct, attributes: Record<string, number>) => {
    setOwn((current) => new Map(current).set(product.id, attributes))
    if (!products.entryOf(product.id)) return
    const bands = abstractBands(product, attributes)
    products.updateProduct(product.id, (item) => ({
      ...item,
      attributes,
      ...bands,
      defaultSoundPowerLevel: bands.soundPowerLevel,
      defaultSoundAttenuation: bands.soundAttenuation,
    }))
  }
  return (
    <ProductSection
      title={t('productsList.other')}
      count={t('productsList.sectionCount', { count: state.abstractList.length })}
      layout={state.layout}
      filters={
        <Group gap="sm" align="flex-end">
          <MultiSelect
            label={t('filters.otherClass')}
            data={state.abstractClassNames}
            value={abstractValues.classes}
            onChange={(classes) => setAbstractValues({ ...abstractValues, classes })}
            disabled={state.abstractClassNames.length === 0}
            placeholder={abstractValues.classes.length === 0 ? t('filters.any') : undefined}
            clearable
            w={240}
          />
          <TextInput
            type="search"
            label={t('filters.otherName')}
            value={abstractValues.name}
            onChange={(event) => setAbstractValues({ ...abstractValues, name: event.currentTarget.value })}
            w={240}
          />
        </Group>
      }
    >
      {state.abstractList.map((product) => (
        <AbstractCard
          key={product.id}
          product={product}
          attributes={attributesOf(product)}
          quantity={products.quantities[product.id] ?? 0}
          layout={state.layout}
          onAttributes={onAttributes}
          onAdd={(p) => products.add(abstractItem(p, attributesOf(p)))}
          onRemove={(p) => products.remove(p.id)}
        />
      ))}
    </ProductSection>
  )
}
