import { Group } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NumberField } from '../forms/NumberField.tsx'
import type { AbstractProduct } from '#contract/api/catalogue.ts'
import { BandTable } from './BandTable.tsx'
import { abstractBands } from '../../domain/selection/items.ts'
import { ProductCard } from './ProductCard.tsx'

/** Pause before an edited attribute is applied (and the system saved). */
export const ATTRIBUTE_DEBOUNCE_MS = 500

/**
 * An other product (bend, branch, duct end, plenum, duct run): class and code, its band data, its editable
 * attributes (a duct run's length) and the quantity control. Attribute changes save the system when the
 * product is in it (docs/product-rules.md, "Recalculation and saving").
 */
export function AbstractCard({
  product,
  attributes,
  quantity,
  layout,
  onAttributes,
  onAdd,
  onRemove,
}: {
  product: AbstractProduct
  /** The values in force: the system's, the card's own, or the catalogue's. */
  attributes: Record<string, number>
  quantity: number
  layout: 'linear' | 'grid'
  onAttributes: (product: AbstractProduct, attributes: Record<string, number>) => void
  onAdd: (product: AbstractProduct) => void
  onRemove: (product: AbstractProduct) => void
}) {
  const { t } = useTranslation()
  const [texts, setTexts] = useState<Record<string, string | number>>(() => ({ ...attributes }))
  const commit = useDebouncedCallback(
    (next: Record<string, number>) => onAttributes(product, next),
    ATTRIBUTE_DEBOUNCE_MS,
  )
  const bands = abstractBands(product, attributes)
  return (
    <ProductCard
      name={product.name}
      imageURL={product.imageURL}
      layout={layout}
      quantity={quantity}
      onAdd={() => onAdd(product)}
      onRemove={() => onRemove(product)}
      facts={[
        { label: t('productCards.class'), value: product.class },
        { label: t('productCards.code'), value: product.code },
      ]}
    >
      <BandTable
        caption={t('productCards.bandsOf', { name: product.name })}
        rows={[
          { label: t('productCards.soundPower'), bands: bands.soundPowerLevel },
          { label: t('productCards.attenuation'), bands: bands.soundAttenuation },
        ]}
      />
      {product.editableAttributes.length > 0 && (
        <Group gap="md">
          {product.editableAttributes.map((key) => (
            <NumberField
              key={key}
              size="xs"
              w={150}
              label={key === 'lengthM' ? t('productCards.lengthM') : key}
              value={texts[key] ?? ''}
              min={0}
              max={1000}
              decimalScale={2}
              onChange={(value) => {
                setTexts((current) => ({ ...current, [key]: value }))
                const number = typeof value === 'number' ? value : Number(value)
                if (value === '' || !Number.isFinite(number) || number < 0) return
                commit({ ...attributes, [key]: number })
              }}
            />
          ))}
        </Group>
      )}
    </ProductCard>
  )
}
