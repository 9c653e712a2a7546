import { Box, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BAND_CENTRES,
  BAND_KEYS,
  hasSoundPower,
  type OctaveBands,
  type RectSilencerConfig,
} from '#engine/index.ts'
import { ApiError } from '../../state/api/client.ts'
import { formatNumber } from '../../i18n/format.ts'
import { notifyError } from '../../state/notifications.ts'
import { requestRectOptions } from './options-call.ts'
import { RectDetailsStep } from './RectDetailsStep.tsx'
import { RectOptionsStep } from './RectOptionsStep.tsx'
import {
  backToDetails,
  canGoNext,
  dimensionsComplete,
  changeField,
  configurationOf,
  goToOptions,
  headerOf,
  initialWizardState,
  optionsArrived,
  optionsFailed,
  selectOption,
  type RectConfiguration,
  type RectWizardFlow,
  type RectWizardMode,
  type RectWizardState,
} from '../../domain/rect-wizard/wizard-state.ts'

export interface RectWizardProps {
  initialConfig: RectSilencerConfig
  flow: RectWizardFlow
  mode?: RectWizardMode
  /**
   * The sound power arriving at the silencer (docs/product-rules.md, "Rectangular configurator"), dB per
   * band.
   */
  inputSoundPower: OctaveBands
  /** The final action with the configured product (Add, Edit, Export to Webshop or to MagiCAD). */
  onFinish: (configuration: RectConfiguration) => void
  /** The final action is under way: it shows a spinner and takes no second click. */
  finishing?: boolean
  /** Edit mode: the stored option, preselected when the options still include it. */
  storedOptionIndex?: number | null
  /** Offers "Download IFC" of the chosen option beside the final action (modelling flow). */
  onDownloadIfc?: (configuration: RectConfiguration) => Promise<unknown>
  /**
   * Told the configuration as it starts and after each change (to keep it as a draft); an airflow as it is
   * typed, before the pause that commits it.
   */
  onConfigChange?: (config: RectSilencerConfig) => void
}

/**
 * The two-step rectangular silencer configurator (docs/product-rules.md, "Rectangular silencers"): details
 * with the live consistency rules, then the six ranked options. Its state starts from `initialConfig`
 * (remount to reset).
 */
export function RectWizard({
  initialConfig,
  flow,
  mode = 'create',
  inputSoundPower,
  onFinish,
  finishing = false,
  storedOptionIndex = null,
  onDownloadIfc,
  onConfigChange,
}: RectWizardProps) {
  const { t, i18n } = useTranslation()
  const [state, setState] = useState<RectWizardState>(() =>
    initialWizardState(initialConfig, mode === 'edit' ? storedOptionIndex : null),
  )
  // The airflow typed within the last 800 ms, not yet committed: Next must not ask with the old value.
  const typedAirflowRef = useRef<number | null>(null)
  const [downloading, setDownloading] = useState(false)
  const { config } = state
  useEffect(() => onConfigChange?.(config), [config, onConfigChange])
  const valid = canGoNext(config)
  const header = headerOf(config)

  // Next: the options held for an unchanged configuration come back as they were; otherwise they are asked
  // for, and the answer is taken only while the configuration is still the one asked about.
  const next = () => {
    if (!valid || state.pending) return
    const typed = typedAirflowRef.current
    typedAirflowRef.current = null
    const current = typed === null ? state : changeField(state, { field: 'inputAirflow', value: typed })
    const { state: going, request } = goToOptions(current)
    setState(going)
    if (request === null) return
    requestRectOptions(request, inputSoundPower).then(
      (options) => setState((s) => optionsArrived(s, options, request, hasSoundPower(inputSoundPower))),
      (error: unknown) => {
        console.error('Rectangular silencer options could not be calculated', error)
        // A refusal (422) names what is wrong with the details; trying again would not help.
        notifyError(
          error instanceof ApiError && error.status === 422
            ? t('rectWizard.errors.optionsRefused')
            : t('rectWizard.errors.options'),
        )
        setState((s) => optionsFailed(s, request))
      },
    )
  }

  const finalLabel =
    flow === 'export'
      ? t('rectWizard.actions.exportWebshop')
      : flow === 'modelling'
        ? t('rectWizard.actions.exportMagicad')
        : mode === 'edit'
          ? t('rectWizard.actions.edit')
          : t('rectWizard.actions.add')
  const configuration = configurationOf(state, inputSoundPower)
  const selected = state.options[state.selectedOptionIndex]
  const language = i18n.language

  return (
    <Stack gap="md">
      <Box aria-live="polite">
        {dimensionsComplete(config) ? (
          <Group gap="xs" align="baseline">
            <Title order={3} size="h4" data-testid="rect-code">
              {header.productCode}
            </Title>
            <Text c="dimmed" size="sm">
              {t('rectWizard.classLabel', { name: header.productClass })}
            </Text>
          </Group>
        ) : (
          <Title order={3} size="h4" data-testid="rect-code">
            {t('rectWizard.addPrompt')}
          </Title>
        )}
      </Box>

      {state.step === 'details' ? (
        <Tabs defaultValue="general" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="general">{t('rectWizard.tabs.general')}</Tabs.Tab>
            <Tabs.Tab value="soundPower" disabled={flow === 'modelling'}>
              {t('rectWizard.tabs.soundPower')}
            </Tabs.Tab>
            <Tabs.Tab value="attenuation" disabled={flow === 'modelling'}>
              {t('rectWizard.tabs.attenuation')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            <RectDetailsStep
              config={config}
              disabled={state.pending}
              typedAirflowRef={typedAirflowRef}
              onAirflowTyped={(airflow) => onConfigChange?.({ ...config, inputAirflow: airflow })}
              onChange={(change) => setState((s) => changeField(s, change))}
            />
          </Tabs.Panel>
          <Tabs.Panel value="soundPower" pt="md">
            <BandsTable
              caption={t('rectWizard.soundPowerCaption')}
              values={inputSoundPower}
              language={language}
            />
          </Tabs.Panel>
          <Tabs.Panel value="attenuation" pt="md">
            {selected ? (
              <BandsTable
                caption={t('rectWizard.attenuationCaption')}
                values={selected.soundAttenuation}
                language={language}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('rectWizard.noAttenuation')}
              </Text>
            )}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <RectOptionsStep
          soundPowerGiven={hasSoundPower(inputSoundPower)}
          options={state.options}
          selectedIndex={state.selectedOptionIndex}
          airflow={config.inputAirflow}
          onSelect={(index) => setState((s) => selectOption(s, index))}
        />
      )}

      <Group justify="flex-end">
        {state.step === 'details' ? (
          <Button onClick={next} disabled={!valid} loading={state.pending}>
            {t('rectWizard.actions.next')}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={() => setState(backToDetails)}>
              {t('rectWizard.actions.back')}
            </Button>
            {onDownloadIfc && (
              <Button
                variant="light"
                title={t('plugin.downloadIfcHint')}
                disabled={configuration === null}
                loading={downloading}
                onClick={() => {
                  if (!configuration || downloading) return
                  setDownloading(true)
                  void onDownloadIfc(configuration).finally(() => setDownloading(false))
                }}
              >
                {t('plugin.downloadIfc')}
              </Button>
            )}
            <Button
              disabled={configuration === null}
              loading={finishing}
              onClick={() => {
                if (configuration && !finishing) onFinish(configuration)
              }}
            >
              {finalLabel}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  )
}

/** Eight octave bands, read-only, whole numbers. */
function BandsTable({
  caption,
  values,
  language,
}: {
  caption: string
  values: OctaveBands
  language: string
}) {
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {BAND_CENTRES.map((frequency) => (
            <Table.Th key={frequency}>{formatNumber(frequency, language, { grouping: false })}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          {BAND_KEYS.map((key) => (
            <Table.Td key={key}>{formatNumber(values[key], language)}</Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  )
}
