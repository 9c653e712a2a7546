// The workspace write limit on every database target, through the real app with the limit set low: past it a
// user's writes answer 429 with Retry-After and write nothing; reads go on, and another user is not held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { projects } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'

const WRITES = 4

describe.each(testDatabaseTargets())('the write limit on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open(), config: { writesPerMinute: WRITES } })
  })
  afterAll(() => testApp.close())

  const call = (who: SignedIn, method: InjectOptions['method'], url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: tokenHeaders(who), ...(payload ? { payload } : {}) })
  const projectsOf = async (who: SignedIn) => {
    const [row] = await testApp.database.db
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.authorId, who.user.id))
    return row?.n ?? 0
  }

  it(`takes ${WRITES} writes a minute from one user over every kind, then 429 with nothing written`, async () => {
    const [busy, colleague] = [await signUp(testApp.app), await signUp(testApp.app)]
    const created = await call(busy, 'POST', '/api/projects', { name: 'Busy' })
    expect(created.statusCode).toBe(201)
    const id = created.json<{ data: { id: string; version: number } }>().data.id
    // A project edit, a room create and sharing count as well as creates.
    expect((await call(busy, 'PUT', `/api/projects/${id}`, { name: 'Busy 2' })).statusCode).toBe(200)
    const room = { name: 'Office', targetType: 'LpA', targetValue: 35 }
    expect((await call(busy, 'POST', `/api/projects/${id}/rooms`, room)).statusCode).toBe(201)
    const invite = await call(busy, 'POST', `/api/projects/${id}/users`, { invitedUserId: colleague.user.id })
    expect(invite.statusCode).toBe(201)

    const refused = await call(busy, 'POST', '/api/projects', { name: 'One too many' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /^Too many changes in a minute\. Wait \d+ seconds and try again\.$/,
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await call(busy, 'DELETE', `/api/projects/${id}`)).statusCode).toBe(429)
    expect(await projectsOf(busy)).toBe(1)

    // Reads go on; another user, here on the same address, writes as before.
    expect((await call(busy, 'GET', `/api/projects/${id}`)).statusCode).toBe(200)
    expect((await call(colleague, 'POST', '/api/projects', { name: 'Colleague’s' })).statusCode).toBe(201)
  })
})

describe.each(testDatabaseTargets())('the write limit on a version restore on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open(), config: { writesPerMinute: WRITES } })
  })
  afterAll(() => testApp.close())

  it('counts a restore of an earlier version like a save, and refuses one past the limit unwritten', async () => {
    const busy = await signUp(testApp.app)
    const call = (method: InjectOptions['method'], url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: tokenHeaders(busy), ...(payload ? { payload } : {}) })
    const project = (await call('POST', '/api/projects', { name: 'Busy' })).json<{ data: { id: string } }>()
    const systemsUrl = `/api/projects/${project.data.id}/systems`
    const created = await call('POST', systemsUrl, { name: 'First' })
    const system = created.json<{ data: { id: string; version: number } }>().data
    const systemUrl = `${systemsUrl}/${system.id}`
    expect((await call('PUT', systemUrl, { name: 'Second', version: 1 })).statusCode).toBe(200)
    const [kept] = (await call('GET', `${systemUrl}/versions`)).json<{ data: { id: string }[] }>().data
    const restoreUrl = `${systemUrl}/versions/${kept?.id ?? ''}/restore`
    expect((await call('POST', restoreUrl, { version: 2 })).statusCode).toBe(200)

    const refused = await call('POST', restoreUrl, { version: 3 })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
    const now = (await call('GET', `/api/systems/${system.id}`)).json<{ data: { version: number } }>()
    expect(now.data.version).toBe(3)
  })
})
