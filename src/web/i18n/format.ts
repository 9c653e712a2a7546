// The only place numbers and dates are turned into text (docs/product-rules.md, "Text of numbers and dates").
import { parseDecimal } from '#engine/index.ts'
import { intlLocales, toLanguage } from './languages.ts'

/** Shown wherever a value is missing (docs/product-rules.md, "Names and missing values"). */
export const MISSING_VALUE = '-'

export interface NumberFormatOptions {
  /** Exact number of decimals; 0 unless given (calculated values are shown as whole numbers). */
  decimals?: number
  /** Fewer decimals where the last ones are zeros, down to this many (1.25 m³/s, not 1.250); `decimals` by default. */
  minimumDecimals?: number
  /** Group thousands; on by default. */
  grouping?: boolean
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(
  language: string,
  decimals: number,
  grouping: boolean,
  minimumDecimals = decimals,
): Intl.NumberFormat {
  const locale = intlLocales[toLanguage(language)]
  const key = `${locale}|${decimals}|${minimumDecimals}|${grouping}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minimumDecimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      // Rounding can give minus zero; "-0" reads as an error to a designer.
      signDisplay: 'negative',
    })
    numberFormats.set(key, format)
  }
  return format
}

const currencySymbols = new Map<string, string>()

/**
 * A currency's sign as the interface language writes it beside an amount: €, kr, kr., or its code (SEK). Once
 * per currency and locale, as the number formats: every product card's energy cost asks for it.
 */
export function currencySymbol(currency: string, language: string): string {
  const locale = intlLocales[toLanguage(language)]
  const key = `${locale}|${currency}`
  let symbol = currencySymbols.get(key)
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1)
    symbol = parts.find((part) => part.type === 'currency')?.value ?? currency
    currencySymbols.set(key, symbol)
  }
  return symbol
}

/** A number in the interface language's conventions, or '-' when missing or not finite. */
export function formatNumber(
  value: number | null | undefined,
  language: string,
  { decimals = 0, grouping = true, minimumDecimals = decimals }: NumberFormatOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE
  return numberFormat(language, decimals, grouping, Math.min(minimumDecimals, decimals)).format(value)
}

const separators = new Map<string, string>()

/** The interface language's decimal or grouping separator, as Intl writes 12,345.5 in it. */
function separatorOf(language: string, part: 'decimal' | 'group'): string {
  const locale = intlLocales[toLanguage(language)]
  const key = `${locale} ${part}`
  let separator = separators.get(key)
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(locale).formatToParts(12345.5).find((found) => found.type === part)?.value ??
      (part === 'decimal' ? '.' : ',')
    separators.set(key, separator)
  }
  return separator
}

/** The decimal separator of the interface language: '.' in English, ',' in the others. */
export const decimalSeparator = (language: string): string => separatorOf(language, 'decimal')

/** The grouping separator the interface language shows: ',' in English, '.' in Danish, a space in the others. */
const groupSeparator = (language: string): string => separatorOf(language, 'group')

/**
 * Digit groups of three after a first group of one to three digits that does not start with 0, and a fraction
 * after `decimal`.
 */
const grouped = (separator: string, decimal: string): RegExp =>
  new RegExp(`^-?[1-9]\\d{0,2}(?:${separator}\\d{3})+(?:${decimal}\\d+)?$`)
const SPACE_GROUPED = grouped('[ \u00a0\u202f]', '[.,]')

/**
 * A number typed by the user: as parseDecimal reads it (either separator a decimal point), except that digits
 * grouped in threes the way the interface language groups them are one number, "1,200" in English and
 * "1.200" in Danish as 1200, and digits grouped by spaces in any language. An English engineer who typed an
 * airflow of 1,200 l/s the way the app shows it got 1.2 l/s, a thousand times too little, saved silently. A
 * single separator before other than three digits ("2,5", "1.25") stays a decimal one, and so does any in a
 * language that does not group with it (in Finnish "1,200" is 1.2, as a Finn writes it).
 */
export function parseTypedNumber(text: string, language: string): number | null {
  const trimmed = text.trim()
  if (SPACE_GROUPED.test(trimmed)) return parseDecimal(trimmed.replace(/[ \u00a0\u202f]/g, ''))
  const group = groupSeparator(language)
  if ((group === ',' || group === '.') && grouped(`\\${group}`, group === ',' ? '\\.' : ',').test(trimmed)) {
    const [whole = '', fraction] = trimmed.split(group === ',' ? '.' : ',')
    return parseDecimal(`${whole.split(group).join('')}${fraction === undefined ? '' : `.${fraction}`}`)
  }
  return parseDecimal(trimmed)
}

/**
 * A number put into an input for the user to edit: every digit it has, no grouping, the language's decimal
 * separator (a Finnish engineer reads and types 72,5, not 72.5) and an ASCII minus, which the inputs' own
 * checks and parseDecimal read back.
 */
export function formatInputNumber(value: number, language: string): string {
  return String(value).replace('.', decimalSeparator(language))
}

type DateInput = Date | string | number | null | undefined

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** DD.MM.YYYY HH:mm:ss, used in lists (same in every language), or '-'. */
export function formatListDateTime(value: DateInput): string {
  const d = toDate(value)
  if (!d) return MISSING_VALUE
  return `${formatReportDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** DD.MM.YYYY, used in reports and exports, or '-'. */
export function formatReportDate(value: DateInput): string {
  const d = toDate(value)
  if (!d) return MISSING_VALUE
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${pad(d.getFullYear(), 4)}`
}

/** dd.mm.yy, shown in date fields, or '' for an empty field. */
export function formatFieldDate(value: DateInput): string {
  const d = toDate(value)
  if (!d) return ''
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${pad(d.getFullYear() % 100)}`
}

/** Reads a dd.mm.yy (or dd.mm.yyyy) field back into a local date, or undefined when it is not a real date. */
export function parseFieldDate(text: string): Date | undefined {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\s*$/.exec(text)
  if (!match) return undefined
  const [, dd, mm, yy] = match
  const year = yy?.length === 2 ? 2000 + Number(yy) : Number(yy)
  const date = new Date(year, Number(mm) - 1, Number(dd))
  const valid =
    date.getFullYear() === year && date.getMonth() === Number(mm) - 1 && date.getDate() === Number(dd)
  return valid ? date : undefined
}
