import { DateInput } from '@mantine/dates'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon.tsx'
import { formatFieldDate, formatReportDate, parseFieldDate } from '../../i18n/format.ts'
import { checkDateField, fromPickerDay, toPickerDay, type DateRange } from '../../domain/date-rules.ts'

const pickerDay = (text: string): string | null => {
  const date = parseFieldDate(text)
  return date ? toPickerDay(date) : null
}

/**
 * A dd.mm.yy field with a calendar of the interface language (weeks from Monday); says what is wrong
 * with a bad date. The value stays the text as typed, so a half-typed or wrong date is the form's to
 * refuse, with the reason beside the field.
 */
export function DateField({
  label,
  value,
  onChange,
  range,
  checkRange = true,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  range?: DateRange
  /** Off while an existing date is unchanged: an old project keeps its date. */
  checkRange?: boolean
}) {
  const { t } = useTranslation()
  // The picker keeps its own text; a value set from outside (Clear, a reloaded project) replaces it.
  const [shown, setShown] = useState(value)
  const [generation, setGeneration] = useState(0)
  if (value !== shown) {
    setShown(value)
    setGeneration((g) => g + 1)
  }
  // Whether the calendar is open, so that Escape closes it before the modal around the field.
  const [open, setOpen] = useState(false)
  const change = (text: string) => {
    setShown(text)
    onChange(text)
  }

  const check = checkDateField(value, checkRange ? range : undefined)
  const error = check.ok
    ? undefined
    : check.reason === 'format'
      ? t('workspace.dateInvalid')
      : t('workspace.dateOutOfRange', {
          from: formatReportDate(range?.min),
          to: formatReportDate(range?.max),
        })

  return (
    <DateInput
      key={generation}
      label={label}
      placeholder={t('workspace.datePlaceholder')}
      value={pickerDay(value)}
      valueFormat="DD.MM.YY"
      dateParser={pickerDay}
      // Text that is not a date stays, with the error beside it, rather than silently turning back.
      fixOnBlur={false}
      minDate={range && toPickerDay(range.min)}
      maxDate={range && toPickerDay(range.max)}
      error={error}
      inputMode="numeric"
      data-mantine-stop-propagation={open ? 'true' : undefined}
      onFocus={() => setOpen(true)}
      onClick={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onInput={(event) => {
        setOpen(true)
        change(event.currentTarget.value)
      }}
      onChange={(day) => {
        change(day ? formatFieldDate(fromPickerDay(day)) : '')
      }}
      previousLabel={t('workspace.previousMonth')}
      nextLabel={t('workspace.nextMonth')}
      getDayAriaLabel={(day) => formatReportDate(fromPickerDay(day))}
      // As before the picker: the calendar stays with the field rather than vanishing when the field is
      // judged out of view (which jsdom, having no layout, always judges it).
      popoverProps={{ hideDetached: false }}
      rightSection={<Icon name="calendar" />}
      rightSectionPointerEvents="none"
    />
  )
}
