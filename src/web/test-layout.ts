// jsdom lays nothing out: every box is empty. Tests that need a size give it first (restored by the set-up's
// restoreAllMocks).
import { vi } from 'vitest'

/** A virtual list sees a box of height 0 and renders no rows (or, with rows that measure 0, all of them). */
export function giveElementsASize(height = 2000, width = 1200, rowHeight = 300): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(rowHeight)
}

/**
 * A menu's dropdown counts its empty button as scrolled out of sight and hides itself as soon as its position
 * is computed, so without a box a menu test passes only if it reads the menu before that: a race it loses on
 * a busy machine.
 */
export function giveMenuButtonsABox(): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 120, 32))
  // The page is the box the button must lie in, and jsdom's page is empty too.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(768)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
}
