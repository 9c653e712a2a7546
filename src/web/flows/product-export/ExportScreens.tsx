// The product-export flow's versions of the shared selection screens: the card action and the configurator's
// final action export to the webshop (docs/product-rules.md, "Card action"); the configurator starts from the
// shop's data.
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { readBands, readRectConfig } from '#engine/index.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'
import type { RectConfiguration } from '../../domain/rect-wizard/wizard-state.ts'
import {
  exportRectSilencer,
  exportRegularSilencer,
  useExportStatus,
} from '../../features/integrations/webshop/export-product.ts'
import { storedRectProduct } from '../../features/integrations/webshop/product-load.ts'
import * as Screen from '../../lazy-screens.ts'

export function ExportRegularSilencers() {
  const { resourceId } = useParams()
  const exporting = useExportStatus() === 'pending'
  return (
    <Screen.RegularSilencersScreen
      flow="export"
      onExport={(item: ChainItem) => exportRegularSilencer(resourceId, item)}
      exporting={exporting}
    />
  )
}

export function ExportRectSilencer() {
  const { resourceId } = useParams()
  const exporting = useExportStatus() === 'pending'
  const stored = useMemo(() => storedRectProduct(), [])
  const initialConfig = useMemo(
    () =>
      stored
        ? readRectConfig({
            ...(typeof stored.data.rectConfiguration === 'object'
              ? stored.data.rectConfiguration
              : stored.data),
            inputAirflow: stored.inputAirflow,
          })
        : undefined,
    [stored],
  )
  const soundPower = stored?.data.inputSoundPower
  return (
    <Screen.RectSilencerScreen
      flow="export"
      onExport={(configuration: RectConfiguration) => void exportRectSilencer(resourceId, configuration)}
      finishing={exporting}
      {...(soundPower && typeof soundPower === 'object' ? { inputSoundPower: readBands(soundPower) } : {})}
      {...(initialConfig ? { initialConfig } : {})}
    />
  )
}
