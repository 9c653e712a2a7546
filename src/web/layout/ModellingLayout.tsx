import { Box, Container } from '@mantine/core'
import { CatalogueNotice } from '../ui/catalogue/CatalogueNotice.tsx'
import { FlowSystemContext } from '../state/working-system/flow-system.ts'
import { NoticeStack } from '../ui/notifications/NoticeStack.tsx'
import { modellingSystemStore } from '../features/integrations/plugin/modelling-system.ts'
import { usePluginHost } from '../features/integrations/plugin/usePluginHost.ts'
import { AppHeader } from './AppHeader.tsx'
import { ScreenOutlet } from './ScreenOutlet.tsx'
import classes from './layout.module.css'

/**
 * The modelling area used inside the CAD host (/modelling): a header without sign-in options. It connects
 * to the host (announcing itself once) and opens the screen the host's input asks for. Its screens report
 * failures the specification only logs (such as the options request) through the notice stack. A slim
 * footer says which catalogue the numbers come from.
 */
export function ModellingLayout() {
  usePluginHost()
  return (
    <Box className={classes.shell}>
      <AppHeader authOptions={false} />
      {/* The flow's own working system: what was inserted into the drawing, never the main workspace's. */}
      <FlowSystemContext.Provider value={modellingSystemStore}>
        <ScreenOutlet />
      </FlowSystemContext.Provider>
      {/* The designer in the CAD program also sees when the numbers are modelled (docs/catalogue.md). */}
      <Box component="footer" className={classes.modellingFooter}>
        <Container>
          <CatalogueNotice color="dimmed" />
        </Container>
      </Box>
      <NoticeStack />
    </Box>
  )
}
