import { useTranslation } from 'react-i18next'
import { CustomCard } from '../../../ui/product-cards/CustomCard.tsx'
import { CustomInsertCard } from '../../../ui/product-cards/CustomInsertCard.tsx'
import { customItem } from '../../../domain/selection/items.ts'
import { ProductSection } from './ProductSection.tsx'
import type { ProductsListState } from './useProductsList.ts'

/** The custom products: the insertion card first, then those of the chain and of this session. */
export function CustomSection({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const { products } = state
  return (
    <ProductSection title={t('productsList.custom')} layout={state.layout}>
      <CustomInsertCard
        onAdd={(fields) => {
          const item = customItem(fields)
          state.rememberCustom(item)
          products.add(item)
        }}
      />
      {state.customList.map((product) => (
        <CustomCard
          key={product.productId}
          product={product}
          quantity={products.quantities[product.productId] ?? 0}
          layout={state.layout}
          onAdd={(p) => products.add({ ...p, quantity: 1 })}
          onRemove={(p) => products.remove(p.productId)}
        />
      ))}
    </ProductSection>
  )
}
