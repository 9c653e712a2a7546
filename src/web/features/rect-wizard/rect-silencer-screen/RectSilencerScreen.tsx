import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { zeroBands, type OctaveBands, type RectSilencerConfig } from '#engine/index.ts'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { useSystemChain } from '../../../state/working-system/useSystemChain.ts'
import { RECT_CLASS_PARAM, rectPresetFor } from '../../../state/rect-wizard-address.ts'
import { RectWizard } from '../RectWizard.tsx'
import type { RectConfiguration } from '../../../domain/rect-wizard/wizard-state.ts'

export type RectSilencerFlow = 'app' | 'modelling' | 'export'

/**
 * The rectangular silencer configurator as a route of the modelling (/modelling/rect-silencer, General tab
 * only) and export (/product-export/:resourceId/rect-silencer) flows. The final action calls `onExport`:
 * the insertion into the CAD program or the export to the webshop. A `class` query parameter (class
 * selection's Next) presets the configuration to that class.
 */
export function RectSilencerScreen({
  flow,
  onExport,
  inputSoundPower,
  initialConfig,
  finishing = false,
  onDownloadIfc,
}: {
  flow?: RectSilencerFlow
  onExport: (configuration: RectConfiguration) => void
  /** The plugin's sound values (modelling) or the webshop product's sound power (export), when known. */
  inputSoundPower?: OctaveBands
  /** Where the configuration starts (modelling: the plugin's shape, size and airflow); else the defaults. */
  initialConfig?: RectSilencerConfig
  /** The export is under way. */
  finishing?: boolean
  /** "Download IFC" beside the final action. */
  onDownloadIfc?: (configuration: RectConfiguration) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  // The class was chosen just before coming here, so it wins over the flow's own data for the properties
  // it decides (shape, material, openable, insulation); sizes and airflow stay.
  const presetClass = searchParams.get(RECT_CLASS_PARAM)
  const start = useMemo(() => rectPresetFor(presetClass, initialConfig), [presetClass, initialConfig])
  const chain = useSystemChain()
  const resolvedFlow: RectSilencerFlow =
    flow ?? (location.pathname.startsWith('/modelling') ? 'modelling' : 'export')
  // docs/product-rules.md, "Rectangular configurator": the given sound power, else the working system's noise
  // generator.
  const level = inputSoundPower ?? chain.system?.inputSoundPowerLevel ?? zeroBands()
  return (
    <ScreenContainer>
      <ScreenTitle>{t('rectSilencer.title')}</ScreenTitle>
      <RectWizard
        key={presetClass ?? ''}
        flow={resolvedFlow}
        initialConfig={start}
        inputSoundPower={level}
        finishing={finishing}
        {...(onDownloadIfc ? { onDownloadIfc } : {})}
        onFinish={onExport}
      />
    </ScreenContainer>
  )
}
