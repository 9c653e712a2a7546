import { ActionIcon, Popover, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/Icon.tsx'
import { formatFieldDate, formatReportDate, parseFieldDate } from '../../i18n/format.ts'
import { checkDateField, type DateRange } from './date-rules.ts'
import { MonthCalendar } from './MonthCalendar.tsx'

/** A dd.mm.yy text field with a Monday-first calendar; says what is wrong with a bad date. */
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
  const [open, setOpen] = useState(false)
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
    <Popover
      opened={open}
      onChange={setOpen}
      position="bottom-end"
      withinPortal
      trapFocus
      hideDetached={false}
    >
      <Popover.Target>
        <TextInput
          label={label}
          placeholder={t('workspace.datePlaceholder')}
          value={value}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
          rightSection={
            <ActionIcon
              variant="subtle"
              aria-label={t('workspace.openCalendar')}
              onClick={() => setOpen((o) => !o)}
            >
              <Icon name="calendar" />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
        <MonthCalendar
          value={parseFieldDate(value)}
          range={range}
          onSelect={(date) => {
            onChange(formatFieldDate(date))
            setOpen(false)
          }}
        />
      </Popover.Dropdown>
    </Popover>
  )
}
