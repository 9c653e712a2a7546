// Pure edits of a system's chain of products (docs/product-rules.md, "The chain of products"). Each returns a
// new list and leaves its input alone; an edit that does not apply (an index outside the chain) returns the
// same list.
import type { OctaveBands } from '#engine/index.ts'
import type { SystemItem } from '#contract/api/systems.ts'
import { CHAIN_LIMIT, productsInChain } from '#contract/api/calculations.ts'
import { insertionTarget, type InsertionPosition } from './insertion.ts'

/** One entry of the chain: a product with its own copy of its data and a quantity of 1 or more. */
export type ChainItem = SystemItem

/** The API's limit of one entry's quantity. */
export const MAX_QUANTITY = 100

/**
 * An edit may not take the chain past the API's CHAIN_LIMIT products, counted with their quantities (decision
 * 0005): false when `next` holds more products than that and more than `current` (an edit that removes or
 * keeps products is always allowed, so that a chain already past the limit can still be brought under it).
 */
export function withinChainLimit(current: readonly ChainItem[], next: readonly ChainItem[]): boolean {
  const count = productsInChain(next)
  return count <= CHAIN_LIMIT || count <= productsInChain(current)
}

/** Which band set of a product an edit or a modal is about. */
export type BandKind = 'soundPowerLevel' | 'soundAttenuation'

export interface AddResult {
  items: ChainItem[]
  /** The insertion position to keep for the next add (null: add at the end). */
  position: InsertionPosition | null
  /** Where the product went. */
  index: number
}

const withQuantity = (items: readonly ChainItem[], index: number, quantity: number): ChainItem[] =>
  items.map((item, i) => (i === index ? { ...item, quantity } : item))

function lastIndexOf(items: readonly ChainItem[], productId: string): number {
  for (let i = items.length - 1; i >= 0; i--) if (items[i]?.productId === productId) return i
  return -1
}

/** One more of the entry at `index` (up to MAX_QUANTITY). */
export function raiseQuantity(items: readonly ChainItem[], index: number): ChainItem[] {
  const item = items[index]
  if (!item || item.quantity >= MAX_QUANTITY) return [...items]
  return withQuantity(items, index, item.quantity + 1)
}

/**
 * Adds one of `product`. With an insertion position (for no product yet, or for this product) it goes
 * there: the first add inserts a new entry before or after the chosen one, later adds raise that entry's
 * quantity. A position for another product, or one that is no longer an index of the chain, resets; the
 * product then raises the quantity of its last entry, or is appended with quantity 1.
 */
export function addProduct(
  items: readonly ChainItem[],
  product: ChainItem,
  position: InsertionPosition | null = null,
): AddResult {
  const target = position ? insertionTarget(items.length, position) : null
  if (position && target !== null && (position.productId ?? product.productId) === product.productId) {
    if (position.productId !== null && items[target]?.productId === product.productId)
      return { items: raiseQuantity(items, target), position, index: target }
    const inserted = [...items.slice(0, target), { ...product, quantity: 1 }, ...items.slice(target)]
    return { items: inserted, position: { ...position, productId: product.productId }, index: target }
  }
  const existing = lastIndexOf(items, product.productId)
  if (existing >= 0) return { items: raiseQuantity(items, existing), position: null, index: existing }
  return { items: [...items, { ...product, quantity: 1 }], position: null, index: items.length }
}

/**
 * Removes one of the entry at `index`: its quantity goes down by 1; at zero the entry goes, and with it its
 * airflow and pressure drop. Quantity never goes below zero.
 */
export function removeProduct(items: readonly ChainItem[], index: number): ChainItem[] {
  const item = items[index]
  if (!item) return [...items]
  if (item.quantity > 1) return withQuantity(items, index, item.quantity - 1)
  return items.filter((_, i) => i !== index)
}

/**
 * Puts back an entry that a removal took out of the chain, at the index it had (the end when the chain is
 * now shorter), with its own data, airflow, pressure drop and quantity: the undo of the removal.
 */
export function restoreEntry(items: readonly ChainItem[], index: number, entry: ChainItem): ChainItem[] {
  const at = Math.max(0, Math.min(index, items.length))
  return [...items.slice(0, at), entry, ...items.slice(at)]
}

/** Removes one of a product by its id (its last entry), as the products list's quantity control does. */
export function removeProductById(items: readonly ChainItem[], productId: string): ChainItem[] {
  return removeProduct(items, lastIndexOf(items, productId))
}

/**
 * How many of each product the chain holds (the system's productQuantitiesMap). Without a prototype, so
 * that a product id such as `constructor` or `__proto__` reads its own count, never an inherited member.
 */
export function quantitiesOf(items: readonly ChainItem[]): Record<string, number> {
  const quantities = Object.create(null) as Record<string, number>
  for (const item of items) quantities[item.productId] = (quantities[item.productId] ?? 0) + item.quantity
  return quantities
}

/** Exchanges the entries at `a` and `b`. */
function swap(items: readonly ChainItem[], a: number, b: number): ChainItem[] {
  const first = items[a]
  const second = items[b]
  if (!first || !second) return [...items]
  return items.map((item, i) => (i === a ? second : i === b ? first : item))
}

/** Exchanges the entry with the one before it (nothing for the first). */
export const moveUp = (items: readonly ChainItem[], index: number): ChainItem[] =>
  swap(items, index - 1, index)

/** Exchanges the entry with the one after it (nothing for the last). */
export const moveDown = (items: readonly ChainItem[], index: number): ChainItem[] =>
  swap(items, index, index + 1)

/**
 * Replaces every entry of product `productId` by `replacement`, keeping each entry's place and quantity
 * (the regular silencers list's Replace).
 */
export function replaceProduct(
  items: readonly ChainItem[],
  productId: string,
  replacement: ChainItem,
): ChainItem[] {
  return items.map((item) =>
    item.productId === productId ? { ...replacement, quantity: item.quantity } : item,
  )
}

/** Changes some fields of the entry at `index` (airflow and pressure drop, attributes, …). */
export function updateItem(
  items: readonly ChainItem[],
  index: number,
  change: Partial<ChainItem>,
): ChainItem[] {
  return items.map((item, i) => (i === index ? { ...item, ...change } : item))
}

/** Stores a product's sound power or attenuation, for this system only. */
export const setBands = (
  items: readonly ChainItem[],
  index: number,
  kind: BandKind,
  bands: OctaveBands,
): ChainItem[] => updateItem(items, index, { [kind]: { ...bands } })

/** The product's default bands of a kind (its catalogue values), or null when it carries none. */
export function defaultBandsOf(item: ChainItem, kind: BandKind): OctaveBands | null {
  const defaults = kind === 'soundPowerLevel' ? item.defaultSoundPowerLevel : item.defaultSoundAttenuation
  return defaults ? { ...defaults } : null
}

/**
 * A product's attenuation may be adjusted only when it has a default attenuation (docs/product-rules.md,
 * "Adjusting sound data"). Its sound power may always be adjusted.
 */
export const attenuationAdjustable = (item: ChainItem): boolean => item.defaultSoundAttenuation !== undefined

/**
 * Rectangular silencers have no sound power link of their own (docs/product-rules.md, "Adjusting sound
 * data").
 */
export const soundPowerAdjustable = (item: ChainItem): boolean => item.productType !== 'rectSilencer'

/**
 * Whether the entry at `index` is a product that comes after a diffuser: the sound leaves the duct at the
 * terminal device, so a silencer or a duct element after it is most likely out of order (a product added
 * later is appended at the end, after the diffuser). The calculation still counts it in its place.
 */
export function afterTerminal(items: readonly ChainItem[], index: number): boolean {
  const item = items[index]
  if (!item || item.productType === 'diffuser') return false
  return items.slice(0, index).some((earlier) => earlier.productType === 'diffuser')
}
