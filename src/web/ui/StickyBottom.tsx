import { Box } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A band held at the foot of the window while the screen above it scrolls: the result or the action that
 * ends a long screen stays in reach at 1366×768 without scrolling down to it.
 */
export function StickyBottom({ children, id }: { children: ReactNode; id?: string }) {
  // With an id it is a skip link's target (ui/SkipLink.tsx), which takes the focus without being a tab stop.
  return (
    <Box
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
