import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { airflowMessage } from './airflow-message.ts'
import { formatInputNumber } from '../../i18n/format.ts'
import {
  AIRFLOW_DEBOUNCE_MS,
  airflowProblem,
  parseAirflow,
} from '../../state/selection/calculation-parameters.ts'

/**
 * An airflow input in l/s: numbers only (other text is ignored), applied 600 ms after typing stops
 * (docs/product-rules.md, "Airflow of a silencer card"); an emptied field applies null. `onEditing` tells
 * when typing starts (true) and when the value is committed by leaving the field or Enter (false), so that
 * what depends on the final value (hiding a card) never acts on a number half typed.
 */
export function AirflowField({
  initial,
  onCommit,
  onEditing,
  label,
  description,
}: {
  initial: number | null
  onCommit: (airflow: number | null) => void
  onEditing?: (editing: boolean) => void
  label?: string
  description?: string
}) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState(() =>
    initial === null ? '' : formatInputNumber(Math.round(initial * 100) / 100, i18n.language),
  )
  const commit = useDebouncedCallback((value: string) => {
    onCommit(parseAirflow(value))
  }, AIRFLOW_DEBOUNCE_MS)
  return (
    <TextInput
      size="xs"
      label={label ?? t('productCards.airflow')}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={airflowMessage(text, t, i18n.language)}
      onChange={(event) => {
        // Kept as typed: a refused value says why under the field and is not applied.
        const value = event.currentTarget.value
        setText(value)
        if (airflowProblem(value) === null) commit(value)
        else commit.cancel()
        onEditing?.(true)
      }}
      onBlur={() => {
        commit.flush()
        onEditing?.(false)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        commit.flush()
        onEditing?.(false)
      }}
      w={description ? 360 : 130}
    />
  )
}
