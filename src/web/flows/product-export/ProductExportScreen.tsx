import { Alert, Box, Stack, Text } from '@mantine/core'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { zeroBands } from '#engine/index.ts'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { PageLoader } from '../../ui/PageLoader.tsx'
import { ScreenTitle } from '../../ui/ScreenTitle.tsx'
import { useSystemChain } from '../../state/working-system/useSystemChain.ts'
import { FlowSystemContext } from '../../state/working-system/flow-system.ts'
import { storeParameters } from '../../state/selection/calculation-parameters.ts'
import { NoticeStack } from '../../ui/notifications/NoticeStack.tsx'
import { useExportStatus } from '../../features/integrations/webshop/export-product.ts'
import {
  DestinationChooser,
  type ExportDestination,
} from '../../features/integrations/webshop/DestinationChooser.tsx'
import { setActiveSystem } from '../../state/workspace/workspace-store.ts'
import {
  exportFlowStarted,
  exportSystemStore,
  startExportFlow,
} from '../../features/integrations/webshop/export-system.ts'
import { shopFlowSystem, shopStart } from '../../features/integrations/webshop/export-start.ts'
import { storeRectProduct, useProductExportLoad } from '../../features/integrations/webshop/product-load.ts'
import { ShopLink } from '../../features/integrations/webshop/ShopLink.tsx'
import { toastError } from '../../ui/notifications/export-toasts.ts'
import { AppFooter } from '../../layout/AppFooter.tsx'
import { AppHeader } from '../../layout/AppHeader.tsx'
import { ScreenOutlet } from '../../layout/ScreenOutlet.tsx'
import classes from '../../layout/layout.module.css'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { endpointKey } from '../../state/endpoint-query.ts'

/** The round silencers, loaded before the product (product-load.ts), so the shop's silencer is found in them. */
const catalogueSilencers = (queryClient: QueryClient): RoundSilencer[] =>
  queryClient.getQueryData<RoundSilencer[]>(endpointKey(catalogueApi.silencers)) ?? []

/**
 * Host page of the webshop flow (/product-export/:resourceId, docs/product-rules.md, "Export flow start"): a
 * loading block while the product loads, an error block when it cannot, otherwise the child route; then the
 * footer. No sign-in options in the header. The flow's screens work on the active system, or on the flow's
 * own.
 */
export function ProductExportScreen() {
  const { resourceId } = useParams()
  const store = useMemo(() => exportSystemStore(resourceId ?? ''), [resourceId])
  return (
    <FlowSystemContext.Provider value={store}>
      <ProductExportHost resourceId={resourceId} />
    </FlowSystemContext.Provider>
  )
}

function ProductExportHost({ resourceId }: { resourceId: string | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { search } = useLocation()
  const queryClient = useQueryClient()
  const chain = useSystemChain()
  const load = useProductExportLoad(resourceId)
  const exportStatus = useExportStatus()
  const routed = useRef<string | null>(null)
  // Each choice of where the product goes runs the routing again (the flow's start is kept in sessionStorage).
  const [chosen, setChosen] = useState(0)

  useEffect(() => {
    if (!resourceId) toastError(t('webshop.toasts.noResourceId'))
  }, [resourceId, t])

  // Where the flow starts, once per resource: by the product's type (docs/product-rules.md, "Export flow
  // start").
  const resource = load.data
  const chainReady = chain.status !== 'loading'
  useEffect(() => {
    if (!resource || !resourceId || routed.current === resourceId || !chainReady) return
    const product = resource.productData
    // The shop's own query (such as ?lang=fi) travels with the flow.
    const go = (path: string, extra: Record<string, string> = {}) => {
      const query = new URLSearchParams(search)
      for (const [key, value] of Object.entries(extra)) query.set(key, value)
      const text = query.toString()
      void navigate(text ? `${path}?${text}` : path, { replace: true })
    }
    // A shopper without a system gets the flow's own with the silencer as its first product. A user with a
    // system open is asked first where the product goes (docs/product-rules.md, "Export flow start"): nothing
    // is added to a saved system until the user confirms a card's action there. Once per resource: a reload
    // asks or adds nothing again.
    if (!exportFlowStarted(resourceId)) {
      // The chooser below asks first; its choice starts the flow and runs this again.
      if (chain.system) return
      startExportFlow(resourceId, shopFlowSystem(product, catalogueSilencers(queryClient)))
    }
    routed.current = resourceId
    const start = shopStart(product)
    if (start.screen === 'regular-silencers') {
      // The list's parameters start from the shop's airflow and sound power (docs/product-rules.md,
      // "Calculation parameters"), else the working system's noise generator.
      storeParameters('export', {
        airflow: start.airflow,
        inputSoundPowerLevel: start.soundPower ?? chain.system?.inputSoundPowerLevel ?? zeroBands(),
      })
      go(start.screen, { productName: start.productName })
    } else if (start.screen === 'rect-silencer') {
      storeRectProduct(start.rect)
      go(start.screen)
    } else {
      if (start.unsupported) toastError(t('webshop.toasts.unsupported'))
      go(start.screen)
    }
  }, [resource, resourceId, chainReady, chain, navigate, search, queryClient, t, chosen])

  const choose = (destination: ExportDestination) => {
    if (!resourceId || !resource) return
    if (destination.kind === 'quick') {
      startExportFlow(resourceId, shopFlowSystem(resource.productData, catalogueSilencers(queryClient)))
    } else if (destination.kind === 'other') {
      setActiveSystem(destination.systemId)
      startExportFlow(resourceId, null, 'add')
    } else {
      startExportFlow(resourceId, null, destination.target)
    }
    setChosen((count) => count + 1)
  }

  const failed = !resourceId || load.isError
  // A user who already has a system open chooses where the shop's product goes before anything changes.
  const choosing =
    resource !== undefined &&
    Boolean(resourceId) &&
    chainReady &&
    chain.system !== null &&
    !exportFlowStarted(resourceId ?? '')
  return (
    <Box className={classes.shell}>
      <AppHeader authOptions={false} />
      {failed ? (
        <Box component="main" id="main-content" className={classes.main} p="md">
          <Stack gap="md">
            <ScreenTitle size="h3">{t('webshop.errorTitle')}</ScreenTitle>
            <Alert color="red" role="alert" data-testid="product-export-error">
              {resourceId ? t('webshop.errorNotObtained') : t('webshop.errorNoResource')}
            </Alert>
            <ShopLink />
          </Stack>
        </Box>
      ) : choosing && chain.system ? (
        <Box component="main" id="main-content" className={classes.main} p="md">
          <DestinationChooser
            productName={resource?.productData?.name ?? ''}
            systemName={chain.system.name}
            items={chain.system.items}
            projectId={chain.system.projectId}
            systemId={chain.system.id}
            onChoose={choose}
          />
        </Box>
      ) : load.isPending || !resource ? (
        <Box component="main" id="main-content" className={classes.main}>
          <Stack align="center" gap={0} data-testid="product-export-loading">
            <PageLoader />
            <Text c="dimmed" size="sm">
              {t('webshop.loading')}
            </Text>
          </Stack>
        </Box>
      ) : (
        <>
          {exportStatus === 'pending' && (
            <Alert color="blue" role="status" m="md" mb={0}>
              {t('webshop.exportPending')}
            </Alert>
          )}
          <ScreenOutlet />
        </>
      )}
      <AppFooter />
      <NoticeStack />
    </Box>
  )
}
