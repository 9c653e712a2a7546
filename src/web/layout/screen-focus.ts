// Keyboard and screen reader users land on the new screen when the address changes, as a page load would put
// them: without it, the control that led there is gone with the old screen and focus falls to the page, so the
// next Tab starts again at the header.
import { useEffect, useRef, type RefObject } from 'react'
import { useLocation } from 'react-router'

/**
 * Moves focus to `main` when the path changes and focus is not already on something inside it (a control that
 * stays, such as a tab, or one the new screen focused itself). Not on the first load: the browser's own
 * focus is where a page load leaves it.
 */
export function useFocusOnScreenChange(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const target = main.current
    const active = document.activeElement
    if (!target || (active && active !== target && target.contains(active))) return
    // The scroll is ScrollToTop's: the top for a new screen, the browser's own on Back and Forward.
    target.focus({ preventScroll: true })
  }, [pathname, main])
}
