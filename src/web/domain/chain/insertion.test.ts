import { describe, expect, it } from 'vitest'
import { addProduct } from './chain.ts'
import { entryLabels } from './item-name.ts'
import { insertAfter, insertBefore, insertionNotice } from './insertion.ts'
import { anItem } from './test-items.ts'

const chain = [
  anItem('fan-bend', { productName: 'BEND-R-500' }),
  anItem('s1'),
  anItem('b2', { productName: 'BEND-R-500' }),
]
const notice = (items: typeof chain, position: Parameters<typeof insertionNotice>[2]) =>
  insertionNotice(
    entryLabels(items),
    items.map((item) => item.productId),
    position,
  )

describe('the insertion notice', () => {
  it('names the entry the next product goes after or before, as the chain’s cards name it', () => {
    expect(notice(chain, insertAfter(2))).toEqual({
      kind: 'next',
      placement: 'after',
      anchor: 'BEND-R-500 (3)',
    })
    expect(notice(chain, insertBefore(0))).toEqual({
      kind: 'next',
      placement: 'before',
      anchor: 'BEND-R-500 (1)',
    })
  })

  it('names the product once inserted, where adding it again raises its quantity', () => {
    for (const position of [insertAfter(0), insertBefore(0)]) {
      const added = addProduct(chain, anItem('new', { productName: 'NRF100-250' }), position)
      expect(notice(added.items, added.position)).toEqual({ kind: 'placed', inserted: 'NRF100-250' })
    }
  })

  it('says nothing without a position, or with one the chain no longer has', () => {
    expect(notice(chain, null)).toBeNull()
    expect(notice(chain, insertAfter(3))).toBeNull()
    expect(notice([], insertBefore(0))).toBeNull()
    // The remembered product is no longer where it was put (removed since).
    expect(notice(chain, { ...insertAfter(0), productId: 'gone' })).toBeNull()
  })
})
