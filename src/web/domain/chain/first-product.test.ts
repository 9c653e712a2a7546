import { describe, expect, it } from 'vitest'
import type { ChainItem } from './chain.ts'
import { firstProductAction, setFirstProduct } from './first-product.ts'

const item = (productId: string, quantity = 1): ChainItem =>
  ({ productId, productType: 'silencer', productClass: 'NKE', quantity }) as ChainItem

describe('the first product of the system', () => {
  it('decides the card action', () => {
    expect(firstProductAction([], 'a')).toBe('export')
    expect(firstProductAction([item('a'), item('b')], 'a')).toBe('update')
    expect(firstProductAction([item('b'), item('a')], 'a')).toBe('replace')
  })

  it('adds, replaces or updates the first entry only', () => {
    expect(setFirstProduct([], item('a', 3))).toEqual([item('a', 1)])
    const chain = [item('b', 2), item('c')]
    expect(setFirstProduct(chain, item('a'))).toEqual([item('a', 2), item('c')])
    expect(setFirstProduct([item('a', 2)], { ...item('a'), inputAirflow: 300 })).toEqual([
      { ...item('a', 2), inputAirflow: 300 },
    ])
  })

  it('works on the entry a flow chose instead of the first (the webshop flow)', () => {
    const chain = [item('plenum'), item('bend', 2), item('grille')]
    expect(firstProductAction(chain, 'a', 1)).toBe('replace')
    expect(firstProductAction(chain, 'bend', 1)).toBe('update')
    expect(firstProductAction(chain, 'a', 3)).toBe('export')
    // Replace: the picked entry in its place and quantity; the first stays.
    expect(setFirstProduct(chain, item('a'), 1)).toEqual([item('plenum'), item('a', 2), item('grille')])
    // Past the end: added once at the end.
    expect(setFirstProduct(chain, item('a', 4), 3)).toEqual([...chain, item('a', 1)])
  })
})
