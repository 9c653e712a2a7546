import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { airflowMessage } from './airflow-message.ts'
import type { AirflowUnit } from '../../domain/units/airflow-unit.ts'
import {
  AIRFLOW_DEBOUNCE_MS,
  airflowProblem,
  parseAirflow,
} from '../../state/selection/calculation-parameters.ts'
import { airflowFormat, useAirflowFormat } from '../units/airflow-format.ts'

interface AirflowFieldProps {
  /** l/s; null: none. */
  initial: number | null
  /** The airflow typed, in l/s whatever the unit shown. */
  onCommit: (airflow: number | null) => void
  onEditing?: (editing: boolean) => void
  /** Default "Airflow (unit)"; a caller's own label names the unit too (useAirflowFormat().symbol). */
  label?: string
  description?: string
  /** A card's field is small; a list's own (the system airflow) is the size of the fields beside it. */
  size?: 'xs' | 'sm'
  /** Width in px; default 360 with a description, else 130. */
  width?: number
}

/**
 * An airflow input in the user's unit (docs/product-rules.md, "Airflow unit"), committed in l/s: numbers only
 * (other text is ignored), applied 600 ms after typing stops (docs/product-rules.md, "Airflow of a silencer
 * card"); an emptied field applies null. `onEditing` tells when typing starts (true) and when the value is
 * committed by leaving the field or Enter (false), so that what depends on the final value (hiding a card)
 * never acts on a number half typed. Another unit starts the field again from the airflow in that unit.
 */
export function AirflowField(props: AirflowFieldProps) {
  const { unit } = useAirflowFormat()
  return <UnitAirflowField key={unit} unit={unit} {...props} />
}

function UnitAirflowField({
  initial,
  onCommit,
  onEditing,
  label,
  description,
  size = 'xs',
  width,
  unit,
}: AirflowFieldProps & { unit: AirflowUnit }) {
  const { t, i18n } = useTranslation()
  const format = airflowFormat(unit, i18n.language)
  const { symbol, inputText } = format
  const [text, setText] = useState(() => inputText(initial))
  // The airflow from outside (a committed value coming back, the system airflow brought in) is written into
  // the field unless the user is typing in it: the field is never remounted under the fingers, which lost the
  // focus and the rest of a number typed with a pause ("2", then "50").
  const [typing, setTyping] = useState(false)
  const [shown, setShown] = useState(initial)
  if (initial !== shown && !typing) {
    setShown(initial)
    setText(inputText(initial))
  }
  const stopTyping = () => {
    setTyping(false)
    onEditing?.(false)
  }
  // A value typed just before the unit changes is still applied, in the unit it was typed in.
  const commit = useDebouncedCallback((value: string) => onCommit(parseAirflow(value, unit, i18n.language)), {
    delay: AIRFLOW_DEBOUNCE_MS,
    flushOnUnmount: true,
  })
  return (
    <TextInput
      size={size}
      label={label ?? t('productCards.airflow', { unit: symbol })}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={airflowMessage(text, format, t)}
      onChange={(event) => {
        // Kept as typed: a refused value says why under the field and is not applied.
        const value = event.currentTarget.value
        setText(value)
        if (airflowProblem(value, unit, i18n.language) === null) commit(value)
        else commit.cancel()
        setTyping(true)
        onEditing?.(true)
      }}
      onBlur={() => {
        commit.flush()
        stopTyping()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        commit.flush()
        stopTyping()
      }}
      w={width ?? (description ? 360 : 130)}
    />
  )
}
