// JSON with sorted keys and without undefined values, so that equal content always gives the same text and
// hash: a webshop export's content and an idempotent create's request are known again by it.
import { createHash } from 'node:crypto'

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** SHA-256 (hex) of the canonical JSON. */
export const hashOfJson = (value: unknown): string =>
  createHash('sha256').update(canonicalJson(value)).digest('hex')
