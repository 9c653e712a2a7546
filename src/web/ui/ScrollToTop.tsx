import { useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'

/**
 * A new screen opens at its top: the window keeps its scroll position across client-side navigation, so Next
 * at the foot of a long list would open the next screen scrolled as far down. Only a change of path counts
 * (filters and the wizard change the query on the same screen and must not jump), and Back and Forward
 * (a POP) keep the browser's own restoration.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const shown = useRef(pathname)
  useLayoutEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0)
  }, [pathname, navigationType])
  return null
}
