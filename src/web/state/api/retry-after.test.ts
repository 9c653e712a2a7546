import { describe, expect, it } from 'vitest'
import { LONGEST_WAIT_SECONDS, retryAfterSeconds } from './retry-after.ts'

const now = Date.parse('2026-11-28T04:00:00Z')

describe('the wait a refusal asks for', () => {
  it('reads Retry-After in seconds', () => {
    expect(retryAfterSeconds('17', 'Too many attempts', now)).toBe(17)
    expect(retryAfterSeconds(' 3 ', '', now)).toBe(3)
  })

  it('reads Retry-After as a date', () => {
    expect(retryAfterSeconds('Sat, 28 Nov 2026 04:00:42 GMT', '', now)).toBe(42)
  })

  it('prefers the header to the message', () => {
    expect(retryAfterSeconds('5', 'Wait 30 seconds and try again.', now)).toBe(5)
  })

  it('falls back to the seconds the message names', () => {
    expect(retryAfterSeconds(null, 'Too many attempts. Wait 23 seconds and try again.', now)).toBe(23)
    expect(retryAfterSeconds('soon', 'Try again in 8 s', now)).toBe(8)
  })

  it('knows nothing when neither says', () => {
    expect(retryAfterSeconds(null, 'Too many attempts. Wait a while and try again.', now)).toBeUndefined()
    expect(retryAfterSeconds('', '', now)).toBeUndefined()
  })

  it('waits at least a second and at most an hour', () => {
    expect(retryAfterSeconds('0', '', now)).toBe(1)
    expect(retryAfterSeconds('Sat, 28 Nov 2026 03:00:00 GMT', '', now)).toBe(1)
    expect(retryAfterSeconds('999999', '', now)).toBe(LONGEST_WAIT_SECONDS)
  })
})
