import { Box } from '@mantine/core'
import { AppFooter } from '../../layout/AppFooter.tsx'
import { AppHeader } from '../../layout/AppHeader.tsx'
import { ScreenOutlet } from '../../layout/ScreenOutlet.tsx'
import classes from '../../layout/layout.module.css'

/**
 * Host page of the webshop flow (/product-export/:resourceId): the child screen, then the footer;
 * no sign-in options. TODO(#11): load the resource's product (pending, error and ready states).
 */
export function ProductExportScreen() {
  return (
    <Box className={classes.shell}>
      <AppHeader authOptions={false} />
      <ScreenOutlet />
      <AppFooter />
    </Box>
  )
}
