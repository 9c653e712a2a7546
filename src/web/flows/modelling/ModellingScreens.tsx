// The modelling flow's versions of the shared selection screens: their export inserts into the CAD program
// (docs/product-rules.md, "Card action") and the configurator starts from the plugin's input. Both
// also offer "Download IFC" of the same product, which needs no CAD host.
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { DEFAULT_RECT_CONFIG } from '#engine/index.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'
import {
  downloadItemIfc,
  exportToHost,
  useHostExportPending,
} from '../../features/integrations/plugin/export-product.ts'
import { usePluginRectInput } from '../../features/integrations/plugin/plugin-input-store.ts'
import { hostInputOf } from '../../features/integrations/plugin/plugin-routing.ts'
import { rectItemOf, type RectConfiguration } from '../../domain/rect-wizard/wizard-state.ts'
import * as Screen from '../../lazy-screens.ts'

const rectItem = (configuration: RectConfiguration) => rectItemOf(configuration, `rect-${Date.now()}`)

/** Export of the configurator's chosen option into the CAD program. */
export const insertRectConfiguration = (configuration: RectConfiguration) =>
  exportToHost(rectItem(configuration))

const downloadRectIfc = (configuration: RectConfiguration) => downloadItemIfc(rectItem(configuration))

export function ModellingRegularSilencers() {
  const exporting = useHostExportPending()
  // Each host input starts the list again from its address and parameters (docs/product-rules.md, "Plugin
  // routing": a round silencer opens regular silencers with the diameter), also when the list is already
  // open.
  const hostInput = hostInputOf(useLocation().state)
  return (
    <Screen.RegularSilencersScreen
      key={hostInput === null ? 'no-host-input' : `host-input-${hostInput}`}
      flow="modelling"
      onExport={exportToHost}
      exporting={exporting}
      onDownloadIfc={(item: ChainItem) => downloadItemIfc(item)}
    />
  )
}

export function ModellingRectSilencer() {
  const input = usePluginRectInput()
  const exporting = useHostExportPending()
  const initialConfig = useMemo(
    () =>
      input
        ? {
            ...DEFAULT_RECT_CONFIG,
            shape: input.shape,
            width: input.width,
            height: input.height,
            inputAirflow: input.airflow,
          }
        : undefined,
    [input],
  )
  return (
    <Screen.RectSilencerScreen
      key={input ? `${input.width}x${input.height}-${input.airflow}` : 'none'}
      flow="modelling"
      onExport={(configuration) => void insertRectConfiguration(configuration)}
      finishing={exporting}
      onDownloadIfc={downloadRectIfc}
      {...(input?.soundPower ? { inputSoundPower: input.soundPower } : {})}
      {...(initialConfig ? { initialConfig } : {})}
    />
  )
}
