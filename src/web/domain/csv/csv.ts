// The CSV files the app hands to spreadsheet programs (the room compliance table, the sound schedule): one
// header row, numbers in the interface language, and the separator that language's spreadsheets expect.
import Papa from 'papaparse'
import { decimalSeparator, formatNumber } from '../../i18n/format.ts'

/**
 * A number as a CSV cell in the interface language, without grouping (a spreadsheet reads '1 200' as text);
 * `missing` (an empty cell unless the table says otherwise) when there is none, never a zero.
 */
export function csvNumber(
  value: number | null | undefined,
  language: string,
  decimals = 0,
  missing = '',
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return missing
  // Spreadsheets read only the ASCII hyphen as a minus sign; Intl writes U+2212 in some languages (fi, sv).
  return formatNumber(value, language, { decimals, grouping: false }).replace(/\u2212/g, '-')
}

/**
 * The rows as CSV text under their header. Where the decimal separator is a comma, fields are separated by
 * semicolons, as spreadsheets in those languages expect; lines end in CRLF, as spreadsheet programs write them.
 */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  language: string,
): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { delimiter: decimalSeparator(language) === ',' ? ';' : ',', newline: '\r\n' },
  )
}

/**
 * A file name made of free text (a project's name): characters that Windows, macOS or Linux refuse in a
 * file name, and control characters, become '-', and runs of spaces one space.
 */
function safeFileName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '')
  )
}

/** A CSV file's name from free text (safeFileName), `fallback` when nothing of the text is left. */
export const csvFileName = (name: string, fallback: string): string => `${safeFileName(name) || fallback}.csv`
