import { useTranslation } from 'react-i18next'
import type { ChainItem } from '../../domain/chain/chain.ts'
import { ProductCard } from './ProductCard.tsx'

/** A custom product: name, code, its drawing if one was chosen, and the quantity control. */
export function CustomCard({
  product,
  quantity,
  layout,
  onAdd,
  onRemove,
}: {
  product: ChainItem
  quantity: number
  layout: 'linear' | 'grid'
  onAdd: (product: ChainItem) => void
  onRemove: (product: ChainItem) => void
}) {
  const { t } = useTranslation()
  return (
    <ProductCard
      name={product.productName || product.productCode || t('productCards.customProduct')}
      imageURL={product.productImageURL}
      layout={layout}
      quantity={quantity}
      onAdd={() => onAdd(product)}
      onRemove={() => onRemove(product)}
      facts={[
        { label: t('productCards.code'), value: product.productCode || '-' },
        { label: t('productCards.class'), value: t('productCards.customClass') },
      ]}
    />
  )
}
