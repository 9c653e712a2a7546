import { Paper, Stack, TextInput, Title } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { BandInputs } from '../systems/BandInputs.tsx'
import { LiveTotals } from '../systems/LiveTotals.tsx'
import { bandTextsValid, bandTexts, textBands } from '../band-modal/band-texts.ts'
import {
  AIRFLOW_DEBOUNCE_MS,
  SOUND_POWER_DEBOUNCE_MS,
  parseAirflow,
  type CalculationParameters,
} from './parameters.ts'

/**
 * The calculation parameters of the regular silencers list (design.md section 7): the input airflow in l/s
 * (applied 600 ms after typing stops) and the input sound power per band (500 ms), with the input's Lw and
 * LwA (the calculator variant: no constant, A filter). Remount it (key) when its source changes.
 */
export const CalculationParametersPanel = memo(function CalculationParametersPanel({
  parameters,
  onChange,
}: {
  parameters: CalculationParameters
  onChange: (change: Partial<CalculationParameters>) => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [airflowText, setAirflowText] = useState(() =>
    parameters.airflow === null ? '' : String(Math.round(parameters.airflow)),
  )
  const [bandTextList, setBandTextList] = useState(() => bandTexts(parameters.inputSoundPowerLevel))
  const [bands, setBands] = useState<OctaveBands>(parameters.inputSoundPowerLevel)
  const commitAirflow = useDebouncedCallback((text: string) => {
    if (text.trim() === '') return onChange({ airflow: null })
    const airflow = parseAirflow(text)
    if (airflow !== null) onChange({ airflow })
  }, AIRFLOW_DEBOUNCE_MS)
  const commitBands = useDebouncedCallback(
    (value: OctaveBands) => onChange({ inputSoundPowerLevel: value }),
    SOUND_POWER_DEBOUNCE_MS,
  )
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('regularSilencers.parameters')}
        </Title>
        <TextInput
          label={t('regularSilencers.inputAirflow')}
          inputMode="decimal"
          autoComplete="off"
          value={airflowText}
          onChange={(event) => {
            const text = event.currentTarget.value
            if (text.trim() !== '' && parseAirflow(text) === null) return
            setAirflowText(text)
            commitAirflow(text)
          }}
          maw={220}
        />
        <BandInputs
          legend={t('regularSilencers.inputSoundPower')}
          values={bandTextList}
          onChange={(texts) => {
            setBandTextList(texts)
            if (!bandTextsValid(texts)) return
            const value = textBands(texts)
            setBands(value)
            commitBands(value)
          }}
        />
        <LiveTotals bands={bands} filter="AFilter" />
      </Stack>
    </Paper>
  )
})
