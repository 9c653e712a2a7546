import { Box } from '@mantine/core'
import { NoticeStack } from '../features/notifications/NoticeStack.tsx'
import { usePluginHost } from '../features/plugin/usePluginHost.ts'
import { AppHeader } from './AppHeader.tsx'
import { ScreenOutlet } from './ScreenOutlet.tsx'
import classes from './layout.module.css'

/**
 * The modelling area used inside the CAD host (/modelling): a header without sign-in options. It connects
 * to the host (announcing itself once) and opens the screen the host's input asks for. Its screens report
 * failures the specification only logs (such as the options request) through the notice stack.
 */
export function ModellingLayout() {
  usePluginHost()
  return (
    <Box className={classes.shell}>
      <AppHeader authOptions={false} />
      <ScreenOutlet />
      <NoticeStack />
    </Box>
  )
}
