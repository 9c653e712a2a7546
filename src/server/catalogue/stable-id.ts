// Deterministic ids: the same record always gets the same UUID, in every installation and on every import
// of a file without ids, so references to demo products stay valid across machines.
import { createHash } from 'node:crypto'

/** Fixed namespace of our name-based UUIDs (RFC 9562 version 5 layout). */
const NAMESPACE = 'ventnoise-catalogue'

/** A version-5-style UUID from SHA-1 of the namespace, the record type and the name. */
export function stableId(recordType: string, name: string): string {
  const hash = createHash('sha1').update(`${NAMESPACE}:${recordType}:${name}`).digest()
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
