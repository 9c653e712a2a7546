import { Box } from '@mantine/core'
import { NoticeStack } from '../ui/notifications/NoticeStack.tsx'
import { useRestoreKeptChanges } from '../state/working-system/restore-kept-changes.ts'
import { AppFooter } from './AppFooter.tsx'
import { AppHeader } from './AppHeader.tsx'
import { ScreenOutlet } from './ScreenOutlet.tsx'
import classes from './layout.module.css'

/**
 * The main application (/app): header with sign-in options, the screen, footer. Changes to saved systems that
 * an earlier session left unsaved are saved here, whichever screen the user opens first.
 */
export function MainLayout() {
  useRestoreKeptChanges()
  return (
    <Box className={classes.shell}>
      <AppHeader authOptions />
      <ScreenOutlet />
      <AppFooter />
      <NoticeStack />
    </Box>
  )
}
