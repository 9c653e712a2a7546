// The regular silencers card's action (docs/product-rules.md, "Card action"): the selected product is the
// first product of the working system; a card updates it, replaces it or adds itself as the first product.
// Kept beside the chain operations of chain.ts.
import type { ChainItem } from './chain.ts'

export type FirstProductAction = 'update' | 'replace' | 'export'

/**
 * Update when the card's product is already first, Replace when another one is, Export when none is. `index`
 * is the entry the flow works on instead of the first (the webshop flow's chosen product,
 * docs/product-rules.md, "Card action").
 */
export function firstProductAction(
  items: readonly ChainItem[],
  productId: string,
  index = 0,
): FirstProductAction {
  const first = items[index]
  if (!first) return 'export'
  return first.productId === productId ? 'update' : 'replace'
}

/**
 * Makes `product` the first product: Update keeps the entry's quantity and takes the card's data (airflow,
 * pressure drop, sound data); Replace puts the card's product in the first entry's place and quantity;
 * Export (none selected) adds it with quantity 1: at the start of an empty chain, or at the end when `index`
 * (the entry the flow works on, 0 unless a flow chose another) is past the chain's last entry.
 */
export function setFirstProduct(items: readonly ChainItem[], product: ChainItem, index = 0): ChainItem[] {
  const first = items[index]
  if (!first) return [...items, { ...product, quantity: 1 }]
  return items.map((item, i) => (i === index ? { ...product, quantity: first.quantity } : item))
}
