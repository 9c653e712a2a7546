// Custom products made in this browser session, so one removed from the chain (quantity 0) can be added
// again; the chain's own custom entries are listed too.
import { useCallback } from 'react'
import { z } from 'zod'
import { systemItem } from '#contract/api/systems.ts'
import { usePersistedStore } from '../../../state/persisted-store.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'

export const CUSTOM_PRODUCTS_KEY = 'productsList.customProducts'

// Read one by one: a product that no longer reads is left out, the others stay.
const customProductsSchema: z.ZodType<ChainItem[], unknown> = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((entry) => {
    const product = systemItem.safeParse(entry)
    return product.success ? [product.data] : []
  }),
)

// The user's own products: another user's session puts them away for them.
const customProductsStore = createUserDraftStore<ChainItem[]>({
  key: CUSTOM_PRODUCTS_KEY,
  kind: 'work',
  holdsNothing: (products) => products.length === 0,
  schema: customProductsSchema,
  initial: [],
})

export function rememberCustomProduct(product: ChainItem): void {
  customProductsStore.update((products) => [
    ...products.filter((p) => p.productId !== product.productId),
    product,
  ])
}

/** The custom products to list: the chain's (as stored there) and this session's, each once. */
export function useCustomProducts(chainItems: readonly ChainItem[] | undefined) {
  const session = usePersistedStore(customProductsStore)
  const inChain = (chainItems ?? []).filter((item) => item.productType === 'custom')
  const merged = [...inChain]
  for (const product of session)
    if (!merged.some((p) => p.productId === product.productId)) merged.push(product)
  return { list: merged, remember: useCallback((product: ChainItem) => rememberCustomProduct(product), []) }
}
