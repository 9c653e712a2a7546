import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en.json'
import { formatFieldDate, formatReportDate } from '../../i18n/format.ts'
import { i18n } from '../../i18n/index.ts'
import { AppProviders } from '../../providers.tsx'
import { checkDateField, projectDateRange, toIsoDay } from '../../domain/date-rules.ts'
import { DateField } from './DateField.tsx'

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d)

describe('project date rules', () => {
  const today = day(2026, 3, 15)
  const range = projectDateRange(today)

  it('run from the first day of the previous month to the last day of the next month', () => {
    expect(formatReportDate(range.min)).toBe('01.02.2026')
    expect(formatReportDate(range.max)).toBe('30.04.2026')
    expect(projectDateRange(day(2026, 1, 31)).min).toEqual(day(2025, 12, 1))
    expect(projectDateRange(day(2026, 12, 1)).max).toEqual(day(2027, 1, 31))
  })

  it('accept today, yesterday and the ends of the range; refuse outside it and bad text', () => {
    for (const text of ['15.03.26', '14.03.26', '01.02.26', '30.04.26', '1.4.2026', ''])
      expect([text, checkDateField(text, range).ok]).toEqual([text, true])
    expect(checkDateField('31.01.26', range)).toEqual({ ok: false, reason: 'range' })
    expect(checkDateField('01.05.26', range)).toEqual({ ok: false, reason: 'range' })
    expect(checkDateField('31.02.26', range)).toEqual({ ok: false, reason: 'format' })
    expect(checkDateField('2026-03-15', range)).toEqual({ ok: false, reason: 'format' })
  })

  it('store the day as local midnight', () => {
    expect(new Date(toIsoDay(day(2026, 3, 15))).getHours()).toBe(0)
    expect(formatFieldDate(toIsoDay(day(2026, 3, 15)))).toBe('15.03.26')
  })
})

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return <DateField label="Date" value={value} onChange={setValue} range={projectDateRange()} />
}

function renderField(initial = formatFieldDate(new Date())) {
  const user = userEvent.setup()
  render(
    <AppProviders>
      <Harness initial={initial} />
    </AppProviders>,
  )
  return { user, input: screen.getByRole('textbox', { name: 'Date' }) }
}

describe('date field', () => {
  it('shows dd.mm.yy and says what is wrong with a bad date', async () => {
    const { user, input } = renderField()
    expect(input).toHaveValue(formatFieldDate(new Date()))
    await user.clear(input)
    await user.type(input, '32.01.26')
    await user.tab()
    // The text stays as typed, with the reason beside it.
    expect(input).toHaveValue('32.01.26')
    expect(screen.getByText(en.workspace.dateInvalid)).toBeInTheDocument()
    await user.clear(input)
    const { min, max } = projectDateRange()
    const tooEarly = new Date(min.getFullYear(), min.getMonth(), min.getDate() - 1)
    await user.type(input, formatFieldDate(tooEarly))
    expect(
      screen.getByText(
        en.workspace.dateOutOfRange
          .replace('{{from}}', formatReportDate(min))
          .replace('{{to}}', formatReportDate(max)),
      ),
    ).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, formatFieldDate(min))
    expect(screen.queryByText(en.workspace.dateInvalid)).not.toBeInTheDocument()
    expect(input).toHaveAccessibleDescription('')
  })

  it('has a Monday-first calendar where today and yesterday can be chosen and other months are bounded', async () => {
    const { user, input } = renderField('')
    await user.click(input)
    const today = new Date()
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)
    const weekdays = (await screen.findAllByRole('columnheader')).map((n) => n.textContent)
    expect(weekdays.slice(0, 7)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])
    if (yesterday.getMonth() === today.getMonth())
      expect(screen.getByRole('button', { name: formatReportDate(yesterday) })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: formatReportDate(today) }))
    expect(input).toHaveValue(formatFieldDate(today))

    await user.click(input)
    await user.click(await screen.findByRole('button', { name: en.workspace.previousMonth }))
    expect(screen.getByRole('button', { name: en.workspace.previousMonth })).toBeDisabled()
  })

  it('names the months and weekdays in the interface language', async () => {
    await i18n.changeLanguage('fi')
    const { user, input } = renderField('15.03.26')
    await user.click(input)
    const weekdays = (await screen.findAllByRole('columnheader')).map((n) => n.textContent)
    expect(weekdays.slice(0, 7)).toEqual(['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'])
    expect(screen.getByRole('button', { name: /maaliskuu 2026/i })).toBeInTheDocument()
  })

  it('takes a value set from outside, even over text that was not a date', async () => {
    const user = userEvent.setup()
    function Clearable() {
      const [value, setValue] = useState('')
      return (
        <>
          <DateField label="Date" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      )
    }
    render(
      <AppProviders>
        <Clearable />
      </AppProviders>,
    )
    const input = screen.getByRole('textbox', { name: 'Date' })
    await user.type(input, '99.99')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('')
    expect(screen.queryByText(en.workspace.dateInvalid)).not.toBeInTheDocument()
  })
})
