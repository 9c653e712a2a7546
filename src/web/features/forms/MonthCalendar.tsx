import { ActionIcon, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/Icon.tsx'
import { formatMonthTitle, formatReportDate, weekdayNamesMondayFirst } from '../../i18n/format.ts'
import { isWithin, type DateRange } from './date-rules.ts'

const sameDay = (a: Date | undefined, b: Date) =>
  a !== undefined &&
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate()

/** Escape pressed on the calendar closes the calendar, not the modal around it (Mantine's marker). */
const stayInModal = { 'data-mantine-stop-propagation': 'true' }

/** One month of days, the week starting on Monday; days outside the range cannot be chosen. */
export function MonthCalendar({
  value,
  range,
  onSelect,
}: {
  value: Date | undefined
  range: DateRange | undefined
  onSelect: (date: Date) => void
}) {
  const { t, i18n } = useTranslation()
  const [month, setMonth] = useState(() => {
    const start = value ?? new Date()
    return new Date(start.getFullYear(), start.getMonth(), 1)
  })
  const shift = (by: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + by, 1))
  const canGoBack = !range || month > range.min
  const canGoOn = !range || new Date(month.getFullYear(), month.getMonth() + 1, 1) <= range.max
  const leading = (month.getDay() + 6) % 7 // days before the 1st in a Monday-first week
  const daysInMonth = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate()
  const days = Array.from(
    { length: daysInMonth },
    (_, i) => new Date(month.getFullYear(), month.getMonth(), i + 1),
  )
  const today = new Date()

  return (
    <Stack gap="xs" w={280}>
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          {...stayInModal}
          aria-label={t('workspace.previousMonth')}
          disabled={!canGoBack}
          onClick={() => shift(-1)}
        >
          <Icon name="chevronLeft" />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {formatMonthTitle(month, i18n.language)}
        </Text>
        <ActionIcon
          variant="subtle"
          {...stayInModal}
          aria-label={t('workspace.nextMonth')}
          disabled={!canGoOn}
          onClick={() => shift(1)}
        >
          <Icon name="chevronRight" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
        {weekdayNamesMondayFirst(i18n.language).map((name) => (
          <Text key={name} size="xs" c="dimmed" ta="center" aria-hidden="true">
            {name}
          </Text>
        ))}
        {Array.from({ length: leading }, (_, i) => (
          <span key={`empty-${i}`} />
        ))}
        {days.map((day) => {
          const allowed = isWithin(day, range)
          const selected = sameDay(value, day)
          return (
            <UnstyledButton
              key={day.getDate()}
              {...stayInModal}
              aria-label={formatReportDate(day)}
              aria-pressed={selected}
              disabled={!allowed}
              onClick={() => onSelect(day)}
              ta="center"
              py={4}
              fz="sm"
              style={{
                borderRadius: 4,
                opacity: allowed ? 1 : 0.35,
                fontWeight: sameDay(today, day) ? 700 : 400,
                background: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                color: selected ? 'var(--mantine-color-white)' : undefined,
              }}
            >
              {day.getDate()}
            </UnstyledButton>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
