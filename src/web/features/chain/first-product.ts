// The regular silencers card's action (document 2 section 2): the selected product is the first product of
// the working system; a card updates it, replaces it or adds itself as the first product. Added for issue 8
// beside the chain operations of issue 7 (chain.ts).
import type { ChainItem } from './chain.ts'

export type FirstProductAction = 'update' | 'replace' | 'export'

/** Update when the card's product is already first, Replace when another one is, Export when none is. */
export function firstProductAction(items: readonly ChainItem[], productId: string): FirstProductAction {
  const first = items[0]
  if (!first) return 'export'
  return first.productId === productId ? 'update' : 'replace'
}

/**
 * Makes `product` the first product: Update keeps the entry's quantity and takes the card's data (airflow,
 * pressure drop, sound data); Replace puts the card's product in the first entry's place and quantity;
 * Export (none selected) adds it at the start with quantity 1.
 */
export function setFirstProduct(items: readonly ChainItem[], product: ChainItem): ChainItem[] {
  const first = items[0]
  if (!first) return [{ ...product, quantity: 1 }]
  return [{ ...product, quantity: first.quantity }, ...items.slice(1)]
}
