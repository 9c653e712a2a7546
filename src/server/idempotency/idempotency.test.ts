// Creates sent again with an Idempotency-Key, over a real HTTP connection on every database target: one row
// and the first answer again; another request with the key refused (422) writing nothing; each user's keys
// their own; a key past its lifetime, or a refused create, leaving nothing to replay.
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { SignedIn } from '#contract/api/auth.ts'
import { IDEMPOTENCY_KEY_HEADER } from '#contract/http.ts'
import { idempotencyKeys, projects, rooms, systems } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { systemBody } from '../projects/projects-test-kit.ts'

const roomBody = (name = 'Office 1') => ({ name, targetType: 'LpA', targetValue: 35, absorptionArea: 12 })

/** A fresh key as a client makes one, in the draft's structured-field form. */
const aKey = () => `"${randomUUID()}"`

describe.each(testDatabaseTargets())('idempotent creates on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let origin: string
  let author: SignedIn
  let other: SignedIn

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
    author = await signUp(testApp.app, { fullName: 'Aino Author' })
    other = await signUp(testApp.app, { fullName: 'Olli Other' })
  })
  afterAll(() => testApp.close())

  /** A POST over the connection; the answer's status and its text as sent. */
  async function post(who: SignedIn, path: string, body: unknown, key?: string) {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        ...tokenHeaders(who),
        'content-type': 'application/json',
        ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
      },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, text, json: JSON.parse(text) as { data: { id: string }; error?: unknown } }
  }

  const db = () => testApp.database.db
  const projectsOf = async (who: SignedIn) =>
    (await db().select({ id: projects.id }).from(projects).where(eq(projects.authorId, who.user.id))).length
  const systemsOf = async (projectId: string) =>
    (await db().select({ id: systems.id }).from(systems).where(eq(systems.projectId, projectId))).length
  const roomsOf = async (projectId: string) =>
    (await db().select({ id: rooms.id }).from(rooms).where(eq(rooms.projectId, projectId))).length

  async function aProject(who: SignedIn = author) {
    const created = await post(who, '/api/projects', { name: 'Concert hall', number: 'P-1' })
    expect(created.status).toBe(201)
    return created.json.data.id
  }

  /** Every create the web app may send again, with a second body that differs from the first. */
  const creates = [
    {
      what: 'project',
      prepare: () => Promise.resolve({ path: '/api/projects', count: () => projectsOf(author) }),
      body: { name: 'Concert hall', number: 'P-1' },
      otherBody: { name: 'Opera house', number: 'P-2' },
    },
    {
      what: 'system',
      prepare: async () => {
        const projectId = await aProject()
        return { path: `/api/projects/${projectId}/systems`, count: () => systemsOf(projectId) }
      },
      body: systemBody(),
      otherBody: systemBody('AHU-2'),
    },
    {
      what: 'copy of a system',
      prepare: async () => {
        const projectId = await aProject()
        const original = await post(author, `/api/projects/${projectId}/systems`, systemBody())
        return {
          path: `/api/projects/${projectId}/systems/${original.json.data.id}/copy`,
          count: () => systemsOf(projectId),
        }
      },
      body: { name: 'AHU-1 (copy)' },
      otherBody: { name: 'AHU-1 (copy 2)' },
    },
    {
      what: 'room',
      prepare: async () => {
        const projectId = await aProject()
        return { path: `/api/projects/${projectId}/rooms`, count: () => roomsOf(projectId) }
      },
      body: roomBody(),
      otherBody: roomBody('Office 2'),
    },
  ]

  it.each(creates)('makes one $what of a create sent again, and answers the first answer', async (c) => {
    const { path, count } = await c.prepare()
    const before = await count()
    const key = aKey()
    const first = await post(author, path, c.body, key)
    const again = await post(author, path, c.body, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.text).toBe(first.text)
    expect(await count()).toBe(before + 1)
    // The same content in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(c.body).reverse())
    expect((await post(author, path, reordered, key)).text).toBe(first.text)
    expect(await count()).toBe(before + 1)
  })

  it.each(creates)('refuses the key with another $what request (422), writing nothing', async (c) => {
    const { path, count } = await c.prepare()
    const key = aKey()
    const first = await post(author, path, c.body, key)
    expect(first.status).toBe(201)
    const before = await count()
    const refused = await post(author, path, c.otherBody, key)
    expect(refused.status).toBe(422)
    expect(refused.json).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message:
          'This Idempotency-Key was already used with a different request; send a new key with a new request',
        details: [{ field: 'headers.idempotency-key', message: 'IDEMPOTENCY_KEY_REUSED' }],
      },
    })
    expect(await count()).toBe(before)
    // The first answer is still the key's.
    expect((await post(author, path, c.body, key)).text).toBe(first.text)
  })

  it('refuses a key used for one create on another', async () => {
    const key = aKey()
    const project = await post(author, '/api/projects', { name: 'Hall', number: 'P-9' }, key)
    expect(project.status).toBe(201)
    const system = await post(author, `/api/projects/${project.json.data.id}/systems`, systemBody(), key)
    expect(system.status).toBe(422)
    expect(await systemsOf(project.json.data.id)).toBe(0)
  })

  it("keeps each user's keys their own: another user's create with the same key is their own", async () => {
    const key = aKey()
    const body = { name: 'Shared name', number: 'P-1' }
    const mine = await post(author, '/api/projects', body, key)
    const [myBefore, theirBefore] = [await projectsOf(author), await projectsOf(other)]
    const theirs = await post(other, '/api/projects', body, key)
    expect(theirs.status).toBe(201)
    expect(theirs.json.data.id).not.toBe(mine.json.data.id)
    expect(theirs.json.data).toMatchObject({ author: other.user.id })
    // Each sending it again gets their own first answer, and nothing more is made.
    expect((await post(other, '/api/projects', body, key)).text).toBe(theirs.text)
    expect((await post(author, '/api/projects', body, key)).text).toBe(mine.text)
    expect(await projectsOf(other)).toBe(theirBefore + 1)
    expect(await projectsOf(author)).toBe(myBefore)
  })

  it('creates twice without a key, as before', async () => {
    const before = await projectsOf(author)
    const body = { name: 'Twice', number: 'P-1' }
    const first = await post(author, '/api/projects', body)
    const second = await post(author, '/api/projects', body)
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.json.data.id).not.toBe(first.json.data.id)
    expect(await projectsOf(author)).toBe(before + 2)
  })

  it('makes one project of the same create sent several times at once', async () => {
    const before = await projectsOf(author)
    const key = aKey()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(author, '/api/projects', { name: 'At once', number: 'P-1' }, key)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array<number>(5).fill(201))
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    expect(await projectsOf(author)).toBe(before + 1)
  })

  it('remembers nothing of a refused create: sent again once it can succeed, it creates', async () => {
    const foreign = await aProject(other)
    const key = aKey()
    const path = `/api/projects/${foreign}/systems`
    expect((await post(author, path, systemBody(), key)).status).toBe(404)
    const keys = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, author.user.id))
    expect(keys.map((k) => k.key)).not.toContain(key.slice(1, -1))
    // Shared with the author now: the same request with the same key is a new create.
    const invite = await fetch(`${origin}/api/projects/${foreign}/users`, {
      method: 'POST',
      headers: { ...tokenHeaders(other), 'content-type': 'application/json' },
      body: JSON.stringify({ invitedUserId: author.user.id }),
    })
    expect(invite.status).toBe(201)
    expect((await post(author, path, systemBody(), key)).status).toBe(201)
    expect(await systemsOf(foreign)).toBe(1)
  })

  it('forgets a key after 24 hours: the same request then creates again, and old keys are swept', async () => {
    const key = aKey()
    const body = { name: 'Yesterday', number: 'P-1' }
    const first = await post(author, '/api/projects', body, key)
    const sweptKey = aKey()
    await post(other, '/api/projects', body, sweptKey)
    await db().execute(
      sql`update idempotency_keys set created_at = now() - interval '24 hours 1 minute' where key in (${key.slice(1, -1)}, ${sweptKey.slice(1, -1)})`,
    )
    const before = await projectsOf(author)
    const later = await post(author, '/api/projects', body, key)
    expect(later.status).toBe(201)
    expect(later.json.data.id).not.toBe(first.json.data.id)
    expect(await projectsOf(author)).toBe(before + 1)
    // Within the new lifetime the new answer is the key's.
    expect((await post(author, '/api/projects', body, key)).text).toBe(later.text)
    // The other user's expired key went with the sweep of that create.
    const left = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, other.user.id))
    expect(left.map((k) => k.key)).not.toContain(sweptKey.slice(1, -1))
  })

  it('takes the key bare or quoted, and refuses a key it cannot keep (422 on the header)', async () => {
    const bare = randomUUID()
    const first = await post(author, '/api/projects', { name: 'Bare', number: 'P-1' }, bare)
    expect((await post(author, '/api/projects', { name: 'Bare', number: 'P-1' }, `"${bare}"`)).text).toBe(
      first.text,
    )
    for (const bad of ['', '""', 'x'.repeat(256), '"a"b"', 'ä-key', 'a\\b']) {
      const refused = await post(author, '/api/projects', { name: 'Bad key', number: 'P-1' }, bad)
      expect(refused.status, bad).toBe(422)
      expect(refused.json).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: [{ field: 'headers.idempotency-key' }] },
      })
    }
  })

  it('names the header on every create in OpenAPI', async () => {
    const doc = (await (await fetch(`${origin}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>
    }
    for (const path of [
      '/api/projects',
      '/api/projects/{projectId}/systems',
      '/api/projects/{projectId}/systems/{id}/copy',
      '/api/projects/{projectId}/rooms',
      '/api/projects/import',
    ]) {
      const header = doc.paths[path]?.post?.parameters?.find((p) => p.in === 'header')
      expect(header, path).toMatchObject({ name: 'idempotency-key', required: false })
    }
  })
})
