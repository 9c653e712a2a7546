// The dd.mm.yy date fields (docs/product-rules.md, "Date formats": previous month to next month, today and
// yesterday selectable).
import { formatFieldDate, parseFieldDate } from '../i18n/format.ts'

export interface DateRange {
  min: Date
  max: Date
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate())

/** The project date: from the first day of the previous month to the last day of the next month. */
export function projectDateRange(today: Date = new Date()): DateRange {
  return {
    min: new Date(today.getFullYear(), today.getMonth() - 1, 1),
    max: new Date(today.getFullYear(), today.getMonth() + 2, 0),
  }
}

export function isWithin(date: Date, range: DateRange | undefined): boolean {
  if (!range) return true
  const day = startOfDay(date).getTime()
  return day >= startOfDay(range.min).getTime() && day <= startOfDay(range.max).getTime()
}

export type DateCheck = { ok: true; date: Date | null } | { ok: false; reason: 'format' | 'range' }

/** An empty field is no date; otherwise a real dd.mm.yy date inside the range (when one is given). */
export function checkDateField(text: string, range?: DateRange): DateCheck {
  if (text.trim() === '') return { ok: true, date: null }
  const date = parseFieldDate(text)
  if (!date) return { ok: false, reason: 'format' }
  if (!isWithin(date, range)) return { ok: false, reason: 'range' }
  return { ok: true, date }
}

/** The day as the API stores it: local midnight as an ISO date-time. */
export const toIsoDay = (date: Date): string => startOfDay(date).toISOString()

/** A stored date shown in the field, '' when there is none. */
export const toFieldText = (iso: string | null | undefined): string => formatFieldDate(iso)

export const todayFieldText = (): string => formatFieldDate(new Date())

const pad2 = (n: number) => String(n).padStart(2, '0')

/** The day as the date picker holds it: YYYY-MM-DD of the local calendar. */
export const toPickerDay = (date: Date): string =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`

/** A picker's YYYY-MM-DD back into a local date. */
export function fromPickerDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1)
}
