// jsdom lays nothing out, so a virtual list sees a box of height 0 and renders no rows (or, with rows that
// measure 0, all of them). Tests of screens with long lists give every element a size first (restored by the
// set-up's restoreAllMocks).
import { vi } from 'vitest'

export function giveElementsASize(height = 2000, width = 1200, rowHeight = 300): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(rowHeight)
}
