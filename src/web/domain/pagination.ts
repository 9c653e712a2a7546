// Rows on printed pages by their heights: every paginated table of the reports (the inventory, the bill of
// materials, the sound schedule) pages this way, each counting its rows' heights in its own unit.

/**
 * Splits rows into pages of at most `pageHeight` by each row's own height, in order; a row never splits, and
 * one taller than a page gets a page of its own. The first page may be shorter (`firstPageHeight`) where
 * something prints above its rows. No rows still give one (empty) page.
 */
export function paginateByHeight<T>(
  rows: readonly T[],
  heightOf: (row: T) => number,
  pageHeight: number,
  firstPageHeight = pageHeight,
): T[][] {
  const pages: T[][] = []
  let page: T[] = []
  let used = 0
  let room = firstPageHeight
  for (const row of rows) {
    const height = heightOf(row)
    if (page.length > 0 && used + height > room) {
      pages.push(page)
      page = []
      used = 0
      room = pageHeight
    }
    page.push(row)
    used += height
  }
  if (page.length > 0 || pages.length === 0) pages.push(page)
  return pages
}
