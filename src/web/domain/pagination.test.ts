import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paginateByHeight } from './pagination.ts'

describe('rows on pages by their heights', () => {
  it('gives a row taller than a page a page of its own, and no rows one empty page', () => {
    const heights = [300, 900, 300]
    expect(paginateByHeight(heights, (h) => h, 842)).toEqual([[300], [900], [300]])
    expect(paginateByHeight([], (h: number) => h, 842)).toEqual([[]])
  })

  it('fills a shorter first page first, then whole pages', () => {
    const rows = Array.from({ length: 10 }, () => 100)
    // 350 under what prints above the first page's rows: three rows there, then eight a page.
    expect(paginateByHeight(rows, (h) => h, 800, 350).map((page) => page.length)).toEqual([3, 7])
    // A first row taller than the shorter first page still opens it: a row is never left without a page.
    expect(paginateByHeight([500, 100], (h) => h, 800, 350)).toEqual([[500], [100]])
  })

  it('keeps every row once, in order, and no page over its height unless one row is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1200 }), { maxLength: 60 }),
        fc.integer({ min: 100, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (rows, pageHeight, first) => {
          const firstPageHeight = Math.min(first, pageHeight)
          const pages = paginateByHeight(rows, (h) => h, pageHeight, firstPageHeight)
          expect(pages.flat()).toEqual(rows)
          pages.forEach((page, index) => {
            const room = index === 0 ? firstPageHeight : pageHeight
            const used = page.reduce((sum, h) => sum + h, 0)
            if (page.length > 1) expect(used).toBeLessThanOrEqual(room)
          })
        },
      ),
    )
  })
})
