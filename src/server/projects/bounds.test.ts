// The contract's bounds on numbers and dates that the databases store: int32 versions, dates of the years
// 1900–2200 in strict ISO form. Out of range answers 422 naming the field, never 500 or other data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { projectBody, systemBody } from '../../../bench/samples.ts'
import { officeRoom } from './projects-test-kit.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'

describe.each(testDatabaseTargets())('bounds of stored numbers and dates on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  let user: SignedIn
  let project: string
  let system: string
  let room: string

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: tokenHeaders(user) })

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    app = testApp.app
    user = await signUp(app, { fullName: 'Bea Bounds' })
    project = (await send('POST', '/api/projects', projectBody('Bounds'))).json<{ data: { id: string } }>()
      .data.id
    system = (await send('POST', `/api/projects/${project}/systems`, systemBody('S'))).json<{
      data: { id: string }
    }>().data.id
    room = (await send('POST', `/api/projects/${project}/rooms`, officeRoom)).json<{ data: { id: string } }>()
      .data.id
  })
  afterAll(() => testApp.close())

  it.each([2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER])(
    'refuses version %d with 422, never 500',
    async (version) => {
      const p = await send('PUT', `/api/projects/${project}`, { ...projectBody('Bounds'), version })
      expect(p.statusCode).toBe(422)
      expect(p.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: [{ field: 'body.version' }] },
      })
      const s = await send('PUT', `/api/projects/${project}/systems/${system}`, {
        ...systemBody('S'),
        version,
      })
      expect(s.statusCode).toBe(422)
      expect(s.json()).toMatchObject({ error: { details: [{ field: 'body.version' }] } })
      const r = await send('PUT', `/api/projects/${project}/rooms/${room}`, { ...officeRoom, version })
      expect(r.statusCode).toBe(422)
      expect(r.json()).toMatchObject({ error: { details: [{ field: 'body.version' }] } })
    },
  )

  it('answers 409, not 500, for the largest int32 version (stale, since no document reaches it)', async () => {
    const res = await send('PUT', `/api/projects/${project}`, {
      ...projectBody('Bounds'),
      version: 2 ** 31 - 1,
    })
    expect(res.statusCode).toBe(409)
    const r = await send('PUT', `/api/projects/${project}/rooms/${room}`, {
      ...officeRoom,
      version: 2 ** 31 - 1,
    })
    expect(r.statusCode).toBe(409)
  })

  it('refuses a catalogue version beyond int32 with 422', async () => {
    const res = await send('POST', `/api/projects/${project}/systems`, {
      ...systemBody('S'),
      catalogueVersion: 2 ** 31,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: { details: [{ field: 'body.catalogueVersion' }] } })
  })

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '0099-06-15T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '2201-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '24-06-15T00:00:00Z',
    '2024-02-30T00:00:00Z',
    '2024-06-15',
  ])('refuses the date %s with 422 naming it, on projects and systems', async (date) => {
    const p = await send('POST', '/api/projects', { ...projectBody('Dated'), date })
    expect(p.statusCode).toBe(422)
    expect(p.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: [{ field: 'body.date' }] } })
    const s = await send('POST', `/api/projects/${project}/systems`, { ...systemBody('Dated'), date })
    expect(s.statusCode).toBe(422)
    expect(s.json()).toMatchObject({ error: { details: [{ field: 'body.date' }] } })
  })

  it.each(['1900-01-01T00:00:00.000Z', '2200-12-31T00:00:00.000Z'])(
    'keeps the date %s at the bounds exactly as sent',
    async (date) => {
      const res = await send('POST', '/api/projects', { ...projectBody('Dated'), date })
      expect(res.statusCode).toBe(201)
      const id = res.json<{ data: { id: string } }>().data.id
      const read = await app.inject({
        method: 'GET',
        url: `/api/projects/${id}`,
        headers: tokenHeaders(user),
      })
      expect(new Date(read.json<{ data: { date: string } }>().data.date).toISOString()).toBe(date)
    },
  )
})
