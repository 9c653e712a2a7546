// Reading and writing catalogue files, JSON or CSV by the file's extension. A JSON file is
// { "format": "ventnoise-catalogue", "formatVersion": 1, "description"?: "...", "rows": [ ... ] }.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import {
  RECORD_SCHEMAS,
  catalogueRecords,
  type CatalogueData,
  type CatalogueRecord,
} from './catalogue-records.ts'
import { csvFromRecords, rowsFromCsv } from './catalogue-csv.ts'
import { validateCatalogueRows, type RowError } from './catalogue-validate.ts'

export const FILE_FORMAT = 'ventnoise-catalogue'

const jsonFile = z.object({
  format: z.literal(FILE_FORMAT),
  formatVersion: z.literal(1),
  description: z.string().trim().min(1).max(2000).optional(),
  rows: z.array(z.unknown()),
})

export type FileKind = 'json' | 'csv'

/** json or csv from the extension; null for anything else. */
export function fileKind(file: string): FileKind | null {
  const extension = path.extname(file).toLowerCase()
  return extension === '.json' ? 'json' : extension === '.csv' ? 'csv' : null
}

export type ParsedFile =
  { ok: true; data: CatalogueData; description: string | undefined } | { ok: false; errors: RowError[] }

/** Parses and checks the text of a catalogue file; every problem is reported, nothing is half-read. */
export function parseCatalogueText(text: string, kind: FileKind): ParsedFile {
  if (kind === 'csv') {
    const { rows, errors } = rowsFromCsv(text)
    const result = validateCatalogueRows(rows)
    const all = [...errors, ...(result.ok ? [] : result.errors)]
    return all.length > 0 || !result.ok
      ? { ok: false, errors: all }
      : { ok: true, data: result.data, description: undefined }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      errors: [{ row: null, field: '', message: `not valid JSON (${(error as Error).message})` }],
    }
  }
  const file = jsonFile.safeParse(json)
  if (!file.success)
    return {
      ok: false,
      errors: file.error.issues.map((issue) => ({
        row: null,
        field: issue.path.join('.'),
        message: issue.message,
      })),
    }
  const result = validateCatalogueRows(file.data.rows)
  return result.ok ? { ok: true, data: result.data, description: file.data.description } : result
}

export async function readCatalogueFile(file: string): Promise<ParsedFile> {
  const kind = fileKind(file)
  if (!kind)
    return {
      ok: false,
      errors: [{ row: null, field: '', message: 'the file name must end in .json or .csv' }],
    }
  return parseCatalogueText(await readFile(file, 'utf8'), kind)
}

/** A record with its fields in schema order, so files compare line by line. */
function ordered(record: CatalogueRecord): CatalogueRecord {
  const keys = Object.keys(RECORD_SCHEMAS[record.record].shape)
  const values = record as unknown as Record<string, unknown>
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as unknown as CatalogueRecord
}

export function catalogueText(data: CatalogueData, kind: FileKind, description: string): string {
  const records = catalogueRecords(data).map(ordered)
  if (kind === 'csv') return csvFromRecords(records)
  return `${JSON.stringify({ format: FILE_FORMAT, formatVersion: 1, description, rows: records }, null, 2)}\n`
}

export async function writeCatalogueFile(
  file: string,
  data: CatalogueData,
  description: string,
): Promise<void> {
  const kind = fileKind(file)
  if (!kind) throw new Error('the file name must end in .json or .csv')
  await writeFile(file, catalogueText(data, kind, description), 'utf8')
}
