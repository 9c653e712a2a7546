import { Box } from '@mantine/core'
import { NoticeStack } from '../ui/notifications/NoticeStack.tsx'
import { AppFooter } from './AppFooter.tsx'
import { AppHeader } from './AppHeader.tsx'
import { ScreenOutlet } from './ScreenOutlet.tsx'
import classes from './layout.module.css'

/** The main application (/app): header with sign-in options, the screen, footer. */
export function MainLayout() {
  return (
    <Box className={classes.shell}>
      <AppHeader authOptions />
      <ScreenOutlet />
      <AppFooter />
      <NoticeStack />
    </Box>
  )
}
