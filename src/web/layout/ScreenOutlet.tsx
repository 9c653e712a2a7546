import { Box } from '@mantine/core'
import { Suspense, useRef } from 'react'
import { Outlet } from 'react-router'
import { useSessionTakeovers } from '../state/auth/session-takeover.ts'
import { PageLoader } from '../ui/PageLoader.tsx'
import classes from './layout.module.css'
import { useFocusOnScreenChange } from './screen-focus.ts'

/**
 * The main landmark: the current child screen, with the loader while it (or its initial data) loads. When
 * another user takes the session over, the screen starts again for them: its forms and dialogs close, and
 * the last user's unsaved text goes with them. A new screen takes the focus (screen-focus.ts).
 */
export function ScreenOutlet() {
  const takeovers = useSessionTakeovers()
  const main = useRef<HTMLElement>(null)
  useFocusOnScreenChange(main)
  return (
    <Box component="main" id="main-content" tabIndex={-1} className={classes.main} ref={main}>
      <Suspense key={takeovers} fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  )
}
