import { describe, expect, it } from 'vitest'
import {
  formatFieldDate,
  formatListDateTime,
  formatNumber,
  formatReportDate,
  parseFieldDate,
  parseTypedNumber,
} from './format.ts'

// ICU separates thousands with (narrow) no-break spaces in et, fi and sv; compare with plain spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatNumber', () => {
  it.each([
    ['en', '1,234.5'],
    ['et', '1 234,5'],
    ['fi', '1 234,5'],
    ['sv', '1 234,5'],
    ['da', '1.234,5'],
  ])('follows the conventions of %s', (language, expected) => {
    expect(plain(formatNumber(1234.54, language, { decimals: 1 }))).toBe(expected)
  })

  it('shows whole numbers unless decimals are asked for', () => {
    expect(formatNumber(42.6, 'en')).toBe('43')
    expect(formatNumber(0.1234, 'en', { decimals: 3 })).toBe('0.123')
    expect(formatNumber(2.5, 'fi', { decimals: 2 })).toBe('2,50')
  })

  it('leaves out trailing zeros down to the least decimals asked for', () => {
    expect(formatNumber(1.25, 'fi', { decimals: 3, minimumDecimals: 0 })).toBe('1,25')
    expect(formatNumber(1.2554, 'en', { decimals: 3, minimumDecimals: 0 })).toBe('1.255')
    expect(formatNumber(100, 'en', { decimals: 3, minimumDecimals: 0 })).toBe('100')
    expect(formatNumber(2, 'en', { decimals: 3, minimumDecimals: 1 })).toBe('2.0')
  })

  it('can leave out grouping', () => {
    expect(formatNumber(12345, 'en', { grouping: false })).toBe('12345')
  })

  it('shows negative values with the language sign and never minus zero', () => {
    expect(formatNumber(-3.2, 'en')).toBe('-3')
    expect(formatNumber(-3.2, 'sv')).toBe('\u22123')
    expect(formatNumber(-0.4, 'en')).toBe('0')
    expect(formatNumber(-0.004, 'da', { decimals: 2 })).toBe('0,00')
  })

  it("shows '-' for a missing or non-finite value", () => {
    expect(formatNumber(null, 'en')).toBe('-')
    expect(formatNumber(undefined, 'en')).toBe('-')
    expect(formatNumber(Number.NaN, 'en')).toBe('-')
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('-')
  })

  it('falls back to English conventions for an unknown language', () => {
    expect(formatNumber(1234.5, 'xx', { decimals: 1 })).toBe('1,234.5')
  })
})

describe('dates', () => {
  const date = new Date(2024, 0, 5, 7, 8, 9)

  it('lists use DD.MM.YYYY HH:mm:ss', () => {
    expect(formatListDateTime(date)).toBe('05.01.2024 07:08:09')
    expect(formatListDateTime(new Date(2023, 11, 31, 23, 59, 58))).toBe('31.12.2023 23:59:58')
  })

  it('reports use DD.MM.YYYY', () => {
    expect(formatReportDate(date)).toBe('05.01.2024')
  })

  it('date fields use dd.mm.yy', () => {
    expect(formatFieldDate(date)).toBe('05.01.24')
    expect(formatFieldDate(new Date(2009, 10, 30))).toBe('30.11.09')
  })

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatReportDate(date.toISOString())).toBe('05.01.2024')
    expect(formatListDateTime(date.getTime())).toBe('05.01.2024 07:08:09')
  })

  it("shows '-' (lists, reports) or nothing (fields) for a missing or invalid date", () => {
    expect(formatListDateTime(undefined)).toBe('-')
    expect(formatReportDate('not a date')).toBe('-')
    expect(formatFieldDate(null)).toBe('')
  })

  it('reads a date field back', () => {
    expect(parseFieldDate('05.01.24')).toEqual(new Date(2024, 0, 5))
    expect(parseFieldDate('5.1.2024')).toEqual(new Date(2024, 0, 5))
    expect(parseFieldDate('29.02.24')).toEqual(new Date(2024, 1, 29))
    expect(parseFieldDate('29.02.23')).toBeUndefined()
    expect(parseFieldDate('2024-01-05')).toBeUndefined()
    expect(parseFieldDate('')).toBeUndefined()
  })
})

describe('parseTypedNumber', () => {
  it.each([
    // Grouped the way the language shows numbers: one number, never a thousandth of it.
    ['en', '1,200', 1200],
    ['en', '12,500', 12500],
    ['en', '1,234,567', 1234567],
    ['en', '1,200.5', 1200.5],
    ['en', '-1,200', -1200],
    ['da', '1.200', 1200],
    ['da', '1.200,5', 1200.5],
    ['fi', '1 200', 1200],
    ['sv', '1\u00a0200,5', 1200.5],
    ['et', '12\u202f500', 12500],
    ['en', '1 200', 1200],
    // Otherwise either separator is a decimal one, as before.
    ['en', '2,5', 2.5],
    ['en', '1.25', 1.25],
    ['en', '0,125', 0.125],
    ['en', '1,2000', 1.2],
    ['en', '1.200', 1.2],
    ['da', '2.5', 2.5],
    ['da', '1,5', 1.5],
    ['fi', '1,200', 1.2],
    ['et', '1,200', 1.2],
    ['sv', '1.200', 1.2],
  ])('reads %s "%s" as %s', (language, text, value) => {
    expect(parseTypedNumber(text, language)).toBe(value)
  })

  it('reads no number from what is not one', () => {
    for (const text of ['', 'abc', '1,20,0', '1,200,5', '12 00'])
      expect(parseTypedNumber(text, 'en')).toBeNull()
  })
})
