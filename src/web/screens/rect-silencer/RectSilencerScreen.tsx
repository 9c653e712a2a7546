import { Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { readRectConfig, zeroBands, type OctaveBands, type RectSilencerConfig } from '#engine/index.ts'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'
import { useSystemChain } from '../../features/chain/index.ts'
import { formatNumber } from '../../i18n/format.ts'
import { RECT_CLASS_PARAM, rectPresetFor } from '../../features/rect-wizard/open.ts'
import { RectWizard } from '../../features/rect-wizard/RectWizard.tsx'
import {
  headerOf,
  type RectConfiguration,
  type RectOptionData,
} from '../../features/rect-wizard/wizard-state.ts'

export type RectSilencerFlow = 'app' | 'modelling' | 'export'

/**
 * The rectangular silencer configurator as a route of the modelling (/modelling/rect-silencer, General tab
 * only) and export (/product-export/:resourceId/rect-silencer) flows. The final action calls `onExport`
 * (issues 11 and 12 wire the exports); without one the configured product's summary shows. A `class`
 * query parameter (class selection's Next) presets the configuration to that class.
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
  onExport?: (configuration: RectConfiguration) => void
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
  const [exported, setExported] = useState<RectConfiguration | null>(null)
  // design.md section 7: the given sound power, else the working system's noise generator.
  const level = inputSoundPower ?? chain.system?.inputSoundPowerLevel ?? zeroBands()
  return (
    <ScreenContainer>
      <ScreenTitle>{t('rectSilencer.title')}</ScreenTitle>
      <Stack gap="lg">
        <RectWizard
          key={presetClass ?? ''}
          flow={resolvedFlow}
          initialConfig={start}
          inputSoundPower={level}
          finishing={finishing}
          {...(onDownloadIfc ? { onDownloadIfc } : {})}
          onFinish={(configuration) => {
            if (onExport) onExport(configuration)
            else setExported(configuration)
          }}
        />
        {exported && <ConfiguredSummary configuration={exported} />}
      </Stack>
    </ScreenContainer>
  )
}

/** What was configured: code, sizes, chosen option and its figures. */
function ConfiguredSummary({ configuration }: { configuration: RectConfiguration }) {
  const { t, i18n } = useTranslation()
  const config = readRectConfig(configuration)
  const option = configuration.optionData as unknown as RectOptionData
  const format = (value: number, decimals = 0) => formatNumber(value, i18n.language, { decimals })
  const rows: [string, string][] = [
    [t('rectWizard.summary.code'), headerOf(config).productCode],
    [
      t('rectWizard.summary.size'),
      t('rectWizard.summary.sizeValue', {
        width: format(config.width),
        height: format(config.height),
        length: format(config.length),
      }),
    ],
    [t('rectWizard.summary.option'), format(configuration.selectedOptionIndex + 1)],
    [
      t('rectWizard.summary.cassettes'),
      `${format(option.amountOfCassettes)} × ${format(option.cassetteThickness)} mm`,
    ],
    [t('rectWizard.options.pressureDrop'), `${format(option.pressureDrop)} Pa`],
    [t('rectWizard.options.afterA'), `${format(option.resultAfterAFilter)} dB(A)`],
  ]
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rect-summary-title">
      <Title order={2} size="h4" id="rect-summary-title">
        {t('rectWizard.summary.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('rectWizard.summary.pending')}
      </Text>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}
