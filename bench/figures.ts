// The benchmark figures: each a measured value against its target, and the table `npm run bench` prints.

type Comparator = '>=' | '<=' | '<' | '='

export interface Row {
  figure: string
  value: number | undefined
  unit: string
  comparator: Comparator
  target: number
  note?: string
}

/** Whether a row meets its target; undefined when it was not measured. */
export const met = (row: Row): boolean | undefined => {
  const v = row.value
  if (v === undefined || Number.isNaN(v)) return undefined
  if (row.comparator === '>=') return v >= row.target
  if (row.comparator === '<=') return v <= row.target
  if (row.comparator === '<') return v < row.target
  return v === row.target
}
const format = (value: number, unit: string) => {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2
  const number = value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })
  return unit === '' ? number : unit === '×' ? `${number}×` : `${number} ${unit}`
}

/** The figures as a plain-text table: measured, target and verdict a row, columns aligned. */
export function figuresTable(rows: Row[]): string {
  const table = [
    ['figure', 'measured', 'target', 'result', 'note'],
    ...rows.map((row) => {
      const verdict = met(row)
      return [
        row.figure,
        row.value === undefined ? '—' : format(row.value, row.unit),
        `${row.comparator} ${format(row.target, row.unit)}`,
        verdict === undefined ? 'NOT MEASURED' : verdict ? 'met' : 'MISSED',
        row.note ?? '',
      ]
    }),
  ]
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? []
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return table.map(line).join('\n')
}
