// Checks a catalogue file row by row and as a whole, and reports every problem with its row, field and
// reason. Nothing is written unless this finds no problem at all.
import type { z } from 'zod'
import {
  CATEGORY_IMAGES,
  RECORD_SCHEMAS,
  RECORD_TYPES,
  type CatalogueData,
  type RecordType,
} from './catalogue-records.ts'
import { checkReferences } from './catalogue-references.ts'
import { stableId } from './stable-id.ts'

/** One problem: the 1-based data row (null for the file as a whole), the field and the reason. */
export interface RowError {
  row: number | null
  field: string
  message: string
}

export type ValidationResult = { ok: true; data: CatalogueData } | { ok: false; errors: RowError[] }

/** A row that passed its own schema, with its id (given or derived). */
export type ParsedRow = Parsed & { id: string }

type Parsed = {
  [T in RecordType]: { row: number; type: T; value: z.output<(typeof RECORD_SCHEMAS)[T]> }
}[RecordType]

const isRecordType = (value: unknown): value is RecordType =>
  typeof value === 'string' && (RECORD_TYPES as string[]).includes(value)

function parseRow(raw: unknown, row: number, errors: RowError[]): Parsed | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors.push({ row, field: '', message: 'must be an object with a "record" field' })
    return null
  }
  const type = (raw as { record?: unknown }).record
  if (!isRecordType(type)) {
    errors.push({ row, field: 'record', message: `must be one of ${RECORD_TYPES.join(', ')}` })
    return null
  }
  const result = RECORD_SCHEMAS[type].safeParse(raw)
  if (result.success) return { row, type, value: result.data } as Parsed
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        errors.push({ row, field: [...issue.path, key].join('.'), message: `is not a field of ${type}` })
    } else errors.push({ row, field: issue.path.join('.'), message: issue.message })
  }
  return null
}

/**
 * The names each record type declares, including rows that failed their own check: a product of a class
 * whose row is broken is reported once, at the class, not again at every product.
 */
function declaredNames(rows: readonly unknown[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>()
  for (const raw of rows) {
    const { record, name } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    if (typeof record === 'string' && typeof name === 'string') {
      names.set(record, (names.get(record) ?? new Set()).add(name.trim()))
    }
  }
  return names
}

/** Checks every row, then the references between rows; on success returns the data with ids and images. */
export function validateCatalogueRows(rows: readonly unknown[]): ValidationResult {
  const errors: RowError[] = []
  if (rows.length === 0) errors.push({ row: null, field: 'rows', message: 'the file holds no rows' })
  const parsed = rows.map((raw, index) => parseRow(raw, index + 1, errors)).filter((p) => p !== null)
  const withIds = parsed.map((p) => ({ ...p, id: p.value.id ?? stableId(p.type, p.value.name) }))
  errors.push(...checkReferences(withIds, declaredNames(rows)))
  // Row order reads best; the sort is stable, so the problems of one row keep their order.
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)) }
  return { ok: true, data: resolve(withIds) }
}

/** Fills ids and images: a class without an image gets its category drawing, a product its class's image. */
function resolve(rows: readonly ParsedRow[]): CatalogueData {
  const data: CatalogueData = {
    silencerClasses: [],
    roundSilencers: [],
    diffuserClasses: [],
    diffusers: [],
    abstractClasses: [],
    abstractProducts: [],
  }
  const classImage = new Map<string, string>()
  for (const r of rows) {
    if (r.type === 'silencerClass') {
      const fallback = r.value.kind === 'round' ? CATEGORY_IMAGES.roundSilencer : CATEGORY_IMAGES.rectSilencer
      const record = { ...r.value, id: r.id, imageURL: r.value.imageURL ?? fallback }
      classImage.set(`silencer:${record.name}`, record.imageURL)
      data.silencerClasses.push(record)
    } else if (r.type === 'diffuserClass') {
      const record = { ...r.value, id: r.id, imageURL: r.value.imageURL ?? CATEGORY_IMAGES.diffuser }
      classImage.set(`diffuser:${record.name}`, record.imageURL)
      data.diffuserClasses.push(record)
    } else if (r.type === 'abstractClass') {
      const record = { ...r.value, id: r.id, imageURL: r.value.imageURL ?? CATEGORY_IMAGES.abstract }
      classImage.set(`abstract:${record.name}`, record.imageURL)
      data.abstractClasses.push(record)
    }
  }
  const image = (kind: string, name: string, own: string | undefined) =>
    own ?? classImage.get(`${kind}:${name}`) ?? ''
  for (const r of rows) {
    if (r.type === 'roundSilencer')
      data.roundSilencers.push({
        ...r.value,
        id: r.id,
        imageURL: image('silencer', r.value.class, r.value.imageURL),
      })
    else if (r.type === 'diffuser')
      data.diffusers.push({
        ...r.value,
        id: r.id,
        imageURL: image('diffuser', r.value.class, r.value.imageURL),
      })
    else if (r.type === 'abstractProduct')
      data.abstractProducts.push({
        ...r.value,
        id: r.id,
        imageURL: image('abstract', r.value.class, r.value.imageURL),
      })
  }
  return data
}
