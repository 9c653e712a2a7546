// Catalogue rows as CSV: one row per record, a `record` column for its type and one column per field.
// Band sets and texts are spread over dotted columns (soundAttenuation.octaveBand63Hz, title.eng); other
// nested values (element, editableAttributes) are JSON in one cell. Cells are converted by the field's schema.
import Papa from 'papaparse'
import type { z } from 'zod'
import { RECORD_SCHEMAS, RECORD_TYPES, type CatalogueRecord, type RecordType } from './catalogue-records.ts'
import type { RowError } from './catalogue-validate.ts'

/** Fields spread over one column per key. */
const SPREAD = new Set(['title', 'content', 'soundAttenuation', 'soundPowerLevel'])
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> }
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def

/** The field's base type without optional/default, and whether it takes null. */
function unwrap(schema: z.ZodType): { type: string; nullable: boolean; schema: z.ZodType } {
  let current = schema
  let nullable = false
  for (let def = defOf(current); def.innerType; def = defOf(current)) {
    if (def.type === 'nullable') nullable = true
    current = def.innerType
  }
  return { type: defOf(current).type, nullable, schema: current }
}

const shapeOf = (schema: z.ZodType) => (schema as z.ZodObject).shape as Record<string, z.ZodType | undefined>

function fieldSchema(type: RecordType, path: readonly string[]): z.ZodType | undefined {
  let schema: z.ZodType | undefined = RECORD_SCHEMAS[type]
  for (const key of path) {
    const inner: z.ZodType | undefined = schema && unwrap(schema).schema
    schema = inner && defOf(inner).type === 'object' ? shapeOf(inner)[key] : undefined
  }
  return schema
}

/** The value of one non-empty cell, or an error text; unknown columns stay text for the row check to name. */
function cellValue(
  type: RecordType,
  path: readonly string[],
  cell: string,
): { value: unknown } | { error: string } {
  const schema = fieldSchema(type, path)
  if (!schema) return { value: cell }
  const field = unwrap(schema)
  if (field.type === 'number') return { value: NUMBER.test(cell.trim()) ? Number(cell) : cell }
  if (field.type === 'boolean') {
    const word = cell.trim().toLowerCase()
    return { value: word === 'true' ? true : word === 'false' ? false : cell }
  }
  if (['object', 'array', 'union', 'record'].includes(field.type)) {
    try {
      return { value: JSON.parse(cell) as unknown }
    } catch {
      return { error: 'is not valid JSON' }
    }
  }
  return { value: cell }
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path
  if (head === undefined) return
  if (rest.length === 0) {
    target[head] = value
    return
  }
  const next = (target[head] ??= {}) as Record<string, unknown>
  setPath(next, rest, value)
}

/** Parses CSV text into raw rows; errors carry the 1-based data row (line = row + 1). */
export function rowsFromCsv(text: string): { rows: unknown[]; errors: RowError[] } {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' })
  const errors: RowError[] = parsed.errors.map((e) => ({
    row: e.row === undefined ? null : e.row + 1,
    field: '',
    message: `CSV: ${e.message}`,
  }))
  const rows = parsed.data.map((cells, index) => {
    const type = cells.record?.trim() ?? ''
    if (!(RECORD_TYPES as string[]).includes(type)) return { record: type }
    const row: Record<string, unknown> = {}
    for (const [column, cell] of Object.entries(cells)) {
      const path = column.split('.')
      const schema = fieldSchema(type as RecordType, path)
      if (cell === undefined || cell === '') {
        if (schema && unwrap(schema).nullable) setPath(row, path, null)
        continue
      }
      const result = cellValue(type as RecordType, path, cell)
      if ('error' in result) errors.push({ row: index + 1, field: column, message: result.error })
      else setPath(row, path, result.value)
    }
    return row
  })
  return { rows, errors }
}

/** Every column of every record type, in schema order, with spread fields as dotted columns. */
function columns(): string[] {
  const all = new Set<string>()
  for (const schema of Object.values(RECORD_SCHEMAS)) {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const inner = unwrap(field).schema
      if (SPREAD.has(key) && defOf(inner).type === 'object')
        for (const sub of Object.keys(shapeOf(inner))) all.add(`${key}.${sub}`)
      else all.add(key)
    }
  }
  return [...all]
}

function cellText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return value === null || value === undefined ? '' : JSON.stringify(value)
}

/** Writes records as CSV text (numbers with a dot, shortest exact form). */
export function csvFromRecords(records: readonly CatalogueRecord[]): string {
  const header = columns()
  const lines = records.map((record) => {
    const values = record as unknown as Record<string, unknown>
    return header.map((column) => {
      const [key = '', sub] = column.split('.')
      const value = values[key]
      return cellText(sub === undefined ? value : (value as Record<string, unknown> | undefined)?.[sub])
    })
  })
  return `${Papa.unparse({ fields: header, data: lines }, { newline: '\n' })}\n`
}
