// Where the products list adds the next product (docs/product-rules.md, "Insertion position").

export type InsertionPlacement = 'before' | 'after'

/**
 * Insert before or after the chain entry at `index`. Once a product has been inserted there, `productId`
 * remembers it: adding the same product again raises that entry's quantity, adding another product resets
 * the position (it goes to the end of the chain).
 */
export interface InsertionPosition {
  index: number
  placement: InsertionPlacement
  productId: string | null
}

/** Insert before the entry at `index` (the overview offers it on the first product only). */
export const insertBefore = (index: number): InsertionPosition => ({
  index,
  placement: 'before',
  productId: null,
})

/** Insert after the entry at `index`. */
export const insertAfter = (index: number): InsertionPosition => ({
  index,
  placement: 'after',
  productId: null,
})

/**
 * The index a product is inserted at (and, once inserted, where it sits), or null when `index` is not an
 * index of the chain (docs/product-rules.md, "Insertion position").
 */
export function insertionTarget(length: number, position: InsertionPosition): number | null {
  const { index, placement } = position
  if (!Number.isInteger(index) || index < 0 || index >= length) return null
  return placement === 'before' ? index : index + 1
}

/** What the products list says of where its next product goes. */
export type InsertionNotice =
  { kind: 'next'; placement: InsertionPlacement; anchor: string } | { kind: 'placed'; inserted: string }

/**
 * The notice for a set position (docs/product-rules.md, "Insertion position"), with the entries named as the
 * chain's cards name them (`labels`, item-name.ts entryLabels); null when nothing is set or the position is
 * no longer an index of the chain (the next product then goes to the end anyway).
 */
export function insertionNotice(
  labels: readonly string[],
  productIds: readonly string[],
  position: InsertionPosition | null,
): InsertionNotice | null {
  if (!position) return null
  const target = insertionTarget(labels.length, position)
  if (target === null) return null
  if (position.productId === null) {
    const anchor = labels[position.index]
    return anchor === undefined ? null : { kind: 'next', placement: position.placement, anchor }
  }
  // Once inserted, the product sits at the target (addProduct, chain.ts).
  const inserted = productIds[target] === position.productId ? labels[target] : undefined
  return inserted === undefined ? null : { kind: 'placed', inserted }
}
