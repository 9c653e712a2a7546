import { Box } from '@mantine/core'
import { useEffect, useRef, type ReactNode } from 'react'

/** The page's scroll padding at its foot: what the browser scrolls into view stops above the band. */
const FOOT_PADDING = 'scroll-padding-bottom'

/**
 * A band held at the foot of the window while the screen above it scrolls: the result or the action that
 * ends a long screen stays in reach at 1366×768 without scrolling down to it. While it is on screen the page
 * keeps as much room at its foot for what the browser scrolls into view (a control reached by Tab, a field
 * with an error), so nothing is focused out of sight under it, or clicked through it.
 */
export function StickyBottom({ children, id }: { children: ReactNode; id?: string }) {
  const band = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = band.current
    if (!element) return
    const root = document.documentElement
    const hold = () => root.style.setProperty(FOOT_PADDING, `${element.offsetHeight + 8}px`)
    hold()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(hold)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(FOOT_PADDING)
    }
  }, [])
  // With an id it is a skip link's target (ui/SkipLink.tsx), which takes the focus without being a tab stop.
  return (
    <Box
      ref={band}
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      pos="sticky"
      bottom={0}
      style={{ zIndex: 3 }}
      bg="var(--mantine-color-body)"
      py="xs"
    >
      {children}
    </Box>
  )
}
