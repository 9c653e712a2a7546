import { Box } from '@mantine/core'
import { AppHeader } from './AppHeader.tsx'
import { ScreenOutlet } from './ScreenOutlet.tsx'
import classes from './layout.module.css'

/**
 * The modelling area used inside the CAD host (/modelling): a header without sign-in options.
 * TODO(#12): announce the page to the host and receive its product input here.
 */
export function ModellingLayout() {
  return (
    <Box className={classes.shell}>
      <AppHeader authOptions={false} />
      <ScreenOutlet />
    </Box>
  )
}
