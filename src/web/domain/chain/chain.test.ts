import { describe, expect, it } from 'vitest'
import {
  addProduct,
  attenuationAdjustable,
  defaultBandsOf,
  MAX_QUANTITY,
  moveDown,
  moveUp,
  quantitiesOf,
  raiseQuantity,
  removeProduct,
  removeProductById,
  replaceProduct,
  restoreEntry,
  setBands,
  soundPowerAdjustable,
  withinChainLimit,
  type ChainItem,
} from './chain.ts'
import { insertAfter, insertBefore, insertionTarget } from './insertion.ts'
import { anItem, flat } from './test-items.ts'

const ids = (items: readonly ChainItem[]) => items.map((i) => `${i.productId}×${i.quantity}`)

describe('adding products', () => {
  const chain = [anItem('a'), anItem('b')]

  it('appends a new product with quantity 1, and each further add raises its quantity', () => {
    const first = addProduct(chain, anItem('c', { quantity: 7 }))
    expect(ids(first.items)).toEqual(['a×1', 'b×1', 'c×1'])
    expect(first).toMatchObject({ index: 2, position: null })
    expect(ids(addProduct(first.items, anItem('c')).items)).toEqual(['a×1', 'b×1', 'c×2'])
    expect(ids(addProduct(first.items, anItem('a')).items)).toEqual(['a×2', 'b×1', 'c×1'])
  })

  it('inserts before the first or after any product, and later adds of it raise that entry', () => {
    const before = addProduct(chain, anItem('x'), insertBefore(0))
    expect(ids(before.items)).toEqual(['x×1', 'a×1', 'b×1'])
    expect(before.position).toEqual({ index: 0, placement: 'before', productId: 'x' })
    const again = addProduct(before.items, anItem('x'), before.position)
    expect(ids(again.items)).toEqual(['x×2', 'a×1', 'b×1'])

    const after = addProduct(chain, anItem('y'), insertAfter(0))
    expect(ids(after.items)).toEqual(['a×1', 'y×1', 'b×1'])
    expect(ids(addProduct(after.items, anItem('y'), after.position).items)).toEqual(['a×1', 'y×2', 'b×1'])
    // After the last product is the end of the chain.
    expect(ids(addProduct(chain, anItem('z'), insertAfter(1)).items)).toEqual(['a×1', 'b×1', 'z×1'])
  })

  it('inserts a product already in the chain as a new entry at the position', () => {
    const added = addProduct(chain, anItem('b'), insertBefore(0))
    expect(ids(added.items)).toEqual(['b×1', 'a×1', 'b×1'])
    expect(quantitiesOf(added.items)).toEqual({ a: 1, b: 2 })
  })

  it('refuses an edit that takes the chain past 100 products counted with quantities, never one that lowers it', () => {
    const full = [anItem('a', { quantity: 60 }), anItem('b', { quantity: 40 })]
    expect(withinChainLimit(full.slice(1), full)).toBe(true)
    expect(withinChainLimit(full, raiseQuantity(full, 1))).toBe(false)
    expect(withinChainLimit(full, addProduct(full, anItem('c')).items)).toBe(false)
    // A chain already past the limit (saved before it) can still be brought down.
    const over = [...full, anItem('c', { quantity: 5 })]
    expect(withinChainLimit(over, removeProduct(over, 2))).toBe(true)
    expect(withinChainLimit(over, raiseQuantity(over, 2))).toBe(false)
  })

  it('counts products whose ids are names of Object.prototype like any other id', () => {
    const items = ['constructor', 'toString', '__proto__', 'constructor'].map((id) => anItem(id))
    const quantities = quantitiesOf(items)
    const count = (id: string) => quantities[id]
    expect(count('constructor')).toBe(2)
    expect(count('toString')).toBe(1)
    expect(count('__proto__')).toBe(1)
    expect(count('valueOf') ?? 0).toBe(0)
  })

  it('resets a position remembered for another product, and an index outside the chain', () => {
    const placed = addProduct(chain, anItem('x'), insertAfter(0))
    const other = addProduct(placed.items, anItem('y'), placed.position)
    expect(ids(other.items)).toEqual(['a×1', 'x×1', 'b×1', 'y×1'])
    expect(other.position).toBeNull()
    const stale = addProduct(chain, anItem('y'), insertAfter(5))
    expect(ids(stale.items)).toEqual(['a×1', 'b×1', 'y×1'])
    expect(stale.position).toBeNull()
    expect(insertionTarget(2, insertBefore(-1))).toBeNull()
    expect(insertionTarget(2, insertAfter(1.5))).toBeNull()
    expect(insertionTarget(0, insertBefore(0))).toBeNull()
  })

  it('never raises a quantity above the API limit', () => {
    const full = [anItem('a', { quantity: MAX_QUANTITY })]
    expect(addProduct(full, anItem('a')).items[0]?.quantity).toBe(MAX_QUANTITY)
    expect(raiseQuantity(full, 0)[0]?.quantity).toBe(MAX_QUANTITY)
    expect(raiseQuantity([anItem('a')], 0)[0]?.quantity).toBe(2)
  })
})

describe('removing products', () => {
  it('lowers the quantity; at zero the entry goes with its airflow and pressure drop', () => {
    const chain = [anItem('a', { quantity: 2, inputAirflow: 120, pressureDrop: 35 }), anItem('b')]
    const once = removeProduct(chain, 0)
    expect(ids(once)).toEqual(['a×1', 'b×1'])
    expect(once[0]).toMatchObject({ inputAirflow: 120, pressureDrop: 35 })
    const twice = removeProduct(once, 0)
    expect(ids(twice)).toEqual(['b×1'])
    // Added again from the catalogue, it starts without the airflow and pressure drop it had.
    const again = addProduct(twice, anItem('a')).items
    expect(again[1]).not.toHaveProperty('inputAirflow')
    expect(again[1]).not.toHaveProperty('pressureDrop')
  })

  it('removes by product id from its last entry; a product not in the chain stays at zero', () => {
    const chain = [anItem('a'), anItem('b'), anItem('a', { quantity: 3 })]
    expect(ids(removeProductById(chain, 'a'))).toEqual(['a×1', 'b×1', 'a×2'])
    expect(ids(removeProductById(chain, 'nope'))).toEqual(ids(chain))
    expect(ids(removeProduct(chain, 9))).toEqual(ids(chain))
    expect(quantitiesOf(removeProductById([anItem('c')], 'c'))).toEqual({})
  })
})

describe('order, replacement and bands', () => {
  const chain = [anItem('a'), anItem('b'), anItem('c')]

  it('moves a product up or down by exchanging it with its neighbour', () => {
    expect(ids(moveUp(chain, 1))).toEqual(['b×1', 'a×1', 'c×1'])
    expect(ids(moveDown(chain, 1))).toEqual(['a×1', 'c×1', 'b×1'])
    expect(ids(moveUp(chain, 0))).toEqual(ids(chain))
    expect(ids(moveDown(chain, 2))).toEqual(ids(chain))
  })

  it('replaces a product by id, keeping its place and quantity', () => {
    const replaced = replaceProduct([anItem('a', { quantity: 2 }), anItem('b')], 'a', anItem('z'))
    expect(ids(replaced)).toEqual(['z×2', 'b×1'])
  })

  it("stores a product's bands for this system and keeps its defaults to go back to", () => {
    const withDefaults = [
      anItem('a', { defaultSoundAttenuation: flat(10), defaultSoundPowerLevel: flat(40) }),
    ]
    const changed = setBands(withDefaults, 0, 'soundAttenuation', flat(3))
    expect(changed[0]?.soundAttenuation).toEqual(flat(3))
    expect(withDefaults[0]?.soundAttenuation).toEqual(flat(10))
    // The band modal's Reset to default fills its inputs with these.
    expect(changed[0] && defaultBandsOf(changed[0], 'soundAttenuation')).toEqual(flat(10))
    expect(changed[0] && defaultBandsOf(changed[0], 'soundPowerLevel')).toEqual(flat(40))
    expect(defaultBandsOf(anItem('b'), 'soundPowerLevel')).toBeNull()
  })

  it('lets attenuation be adjusted only with a default attenuation, sound power except on rectangular silencers', () => {
    expect(attenuationAdjustable(anItem('a'))).toBe(false)
    expect(attenuationAdjustable(anItem('a', { defaultSoundAttenuation: flat(1) }))).toBe(true)
    expect(soundPowerAdjustable(anItem('a'))).toBe(true)
    expect(soundPowerAdjustable(anItem('r', { productType: 'rectSilencer' }))).toBe(false)
  })
})

describe('undoing a removal', () => {
  it('puts the removed entry back where it was, with its own data, airflow and pressure drop', () => {
    const chain = [anItem('a'), anItem('b', { inputAirflow: 250, pressureDrop: 31.5 }), anItem('c')]
    const removed = chain[1]
    if (!removed) throw new Error('no entry')
    const after = removeProduct(chain, 1)
    expect(ids(after)).toEqual(['a×1', 'c×1'])
    const restored = restoreEntry(after, 1, removed)
    expect(restored).toEqual(chain)
    expect(restored[1]).toBe(removed)
  })

  it('appends it when the chain has since become shorter, and never changes its input', () => {
    const only = [anItem('a')]
    expect(ids(restoreEntry(only, 5, anItem('b')))).toEqual(['a×1', 'b×1'])
    expect(ids(restoreEntry([], 0, anItem('b')))).toEqual(['b×1'])
    expect(ids(only)).toEqual(['a×1'])
  })
})
