import { Paper, Stack, TextInput, Title } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { BandInputs } from '../../../ui/bands/BandInputs.tsx'
import { LiveTotals } from '../../../ui/bands/LiveTotals.tsx'
import { bandTextsValid, bandTexts, textBands } from '../../../ui/band-modal/band-texts.ts'
import {
  AIRFLOW_DEBOUNCE_MS,
  SOUND_POWER_DEBOUNCE_MS,
  airflowProblem,
  parseAirflow,
  type CalculationParameters,
} from '../../../state/selection/calculation-parameters.ts'
import { airflowMessage } from '../../../ui/product-cards/airflow-message.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'

/**
 * The calculation parameters of the regular silencers list (docs/product-rules.md, "Calculation parameters"):
 * the input airflow in the user's unit (applied 600 ms after typing stops) and the input sound power per band
 * (500 ms), with the input's Lw and LwA (the calculator variant: no constant, A filter). Remount it (key) when
 * its source or the airflow unit changes.
 */
export const CalculationParametersPanel = memo(function CalculationParametersPanel({
  parameters,
  onChange,
}: {
  parameters: CalculationParameters
  onChange: (change: Partial<CalculationParameters>) => void
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const airflow = useAirflowFormat()
  const { unit, symbol, inputText } = airflow
  const [airflowText, setAirflowText] = useState(() => inputText(parameters.airflow))
  const [bandTextList, setBandTextList] = useState(() =>
    bandTexts(parameters.inputSoundPowerLevel, i18n.language),
  )
  const [bands, setBands] = useState<OctaveBands>(parameters.inputSoundPowerLevel)
  // A remount (the working system arriving while the user types) applies what is still waiting, so the
  // typed value is not lost with the old panel.
  const commitAirflow = useDebouncedCallback(
    (text: string) => onChange({ airflow: parseAirflow(text, unit, i18n.language) }),
    {
      delay: AIRFLOW_DEBOUNCE_MS,
      flushOnUnmount: true,
    },
  )
  const commitBands = useDebouncedCallback(
    (value: OctaveBands) => onChange({ inputSoundPowerLevel: value }),
    { delay: SOUND_POWER_DEBOUNCE_MS, flushOnUnmount: true },
  )
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('regularSilencers.parameters')}
        </Title>
        <TextInput
          label={t('regularSilencers.inputAirflow', { unit: symbol })}
          inputMode="decimal"
          autoComplete="off"
          value={airflowText}
          error={airflowMessage(airflowText, airflow, t)}
          onChange={(event) => {
            // Kept as typed: a refused value says why under the field and is not applied.
            const text = event.currentTarget.value
            setAirflowText(text)
            if (airflowProblem(text, unit, i18n.language) === null) commitAirflow(text)
            else commitAirflow.cancel()
          }}
          maw={220}
        />
        <BandInputs
          legend={t('regularSilencers.inputSoundPower')}
          soundPower
          values={bandTextList}
          onChange={(texts) => {
            setBandTextList(texts)
            if (!bandTextsValid(texts)) return
            const value = textBands(texts, i18n.language, parameters.inputSoundPowerLevel)
            setBands(value)
            commitBands(value)
          }}
        />
        <LiveTotals bands={bandTextsValid(bandTextList) ? bands : null} filter="AFilter" />
      </Stack>
    </Paper>
  )
})
