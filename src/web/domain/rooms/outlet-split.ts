// Outlets of one system and where its duct divides (docs/acoustics.md, section 11a): each of a system's n
// identical outlets is given the sound power at the end of its chain, so the chain must be the path to one
// outlet, the branches that divide the air among them included. A chain from the fan to a diffuser with no
// branch given 10 outlets puts the fan's whole power out of each: the room is 10 dB too loud.
import type { AbstractProduct } from '#contract/api/catalogue.ts'

/** What a chain product tells about itself here: its kind and its catalogue id. */
interface ChainProduct {
  productType: string
  productId: string
}

/** Whether the chain has a product where the duct divides: an other product of the catalogue's branch kind. */
export function chainDivides(items: readonly ChainProduct[], others: readonly AbstractProduct[]): boolean {
  const branches = new Set(
    others.filter((product) => product.element?.kind === 'branch').map((product) => product.id),
  )
  return items.some((item) => item.productType === 'abstract' && branches.has(item.productId))
}

/** How much more n outlets of one chain's end give the room than one: 10·lg n, dB. */
export const outletsExcess = (outlets: number): number => 10 * Math.log10(outlets)
