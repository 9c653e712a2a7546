import { Box } from '@mantine/core'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageLoader } from '../ui/PageLoader.tsx'
import classes from './layout.module.css'

/** The main landmark: the current child screen, with the loader while it (or its initial data) loads. */
export function ScreenOutlet() {
  return (
    <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  )
}
