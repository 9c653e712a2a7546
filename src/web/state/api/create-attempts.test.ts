import { describe, expect, it } from 'vitest'
import { idempotencyKey } from '#contract/http.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { createAttempts } from './create-attempts.ts'

const keyOf = (headers: Record<string, string>) => headers['Idempotency-Key']
const hall = { body: { name: 'Hall', number: 'P-1' } }

describe('the Idempotency-Key of a create', () => {
  it('is the same each time the same create is sent, until it succeeds', () => {
    const attempts = createAttempts()
    const first = keyOf(attempts.headersFor(projectsApi.create, hall))
    // The same content in another key order is the same create.
    expect(keyOf(attempts.headersFor(projectsApi.create, { body: { number: 'P-1', name: 'Hall' } }))).toBe(
      first,
    )
    attempts.done()
    expect(keyOf(attempts.headersFor(projectsApi.create, hall))).not.toBe(first)
  })

  it('is new for a create of other content, at another address or of another kind', () => {
    const attempts = createAttempts()
    const keys = [
      attempts.headersFor(projectsApi.create, hall),
      attempts.headersFor(projectsApi.create, { body: { name: 'Opera', number: 'P-1' } }),
      attempts.headersFor(systemsApi.create, { params: { projectId: 'a' }, body: hall.body }),
      attempts.headersFor(systemsApi.create, { params: { projectId: 'b' }, body: hall.body }),
    ].map(keyOf)
    expect(new Set(keys).size).toBe(4)
  })

  it('is random, in the form the server takes: a structured-field string of 32 hex digits', () => {
    const [a, b] = [createAttempts(), createAttempts()].map((attempts) =>
      keyOf(attempts.headersFor(projectsApi.create, hall)),
    )
    expect(a).toMatch(/^"[0-9a-f]{32}"$/)
    expect(b).not.toBe(a)
    expect(idempotencyKey.parse(a)).toBe(a?.slice(1, -1))
  })
})
