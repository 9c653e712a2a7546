// X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>, both directions.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { WEBSHOP_SIGNATURE_TOLERANCE_SECONDS } from '#contract/api/webshop.ts'

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

export function signatureHeader(secret: string, rawBody: string, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  return `t=${t},v1=${signatureOf(secret, t, rawBody)}`
}

/** True only for a well-formed header within the tolerance whose HMAC matches (constant-time compare). */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now = Date.now(),
  toleranceSeconds = WEBSHOP_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false
  const parts = new Map<string, string[]>()
  for (const part of header.split(',')) {
    const eq = part.indexOf('=')
    if (eq <= 0) return false
    const key = part.slice(0, eq).trim()
    parts.set(key, [...(parts.get(key) ?? []), part.slice(eq + 1).trim()])
  }
  const t = parts.get('t')
  if (t?.length !== 1 || !/^\d{1,12}$/.test(t[0] ?? '')) return false
  const timestamp = Number(t[0])
  if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex')
  let ok = false
  for (const candidate of parts.get('v1') ?? []) {
    if (!/^[0-9a-f]{64}$/i.test(candidate)) continue
    const given = Buffer.from(candidate, 'hex')
    if (given.length === expected.length && timingSafeEqual(given, expected)) ok = true
  }
  return ok
}
