import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { eq } from 'drizzle-orm'
import { projectMembers, systems } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'

const flat = (v: number) =>
  Object.fromEntries(
    [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((f) => [`octaveBand${f}Hz`, v]),
  ) as Record<string, number>

interface Doc {
  _id: string
  id: string
  version: number
  [key: string]: unknown
}

describe.each(testDatabaseTargets())('projects and systems on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  let author: SignedIn
  let guest: SignedIn
  let outsider: SignedIn

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    app = testApp.app
    author = await signUp(app, { fullName: 'Aino Author' })
    guest = await signUp(app, { fullName: 'Gustav Guest' })
    outsider = await signUp(app, { fullName: 'Olli Outsider' })
  })
  afterAll(() => testApp.close())

  const call = (who: SignedIn | null, method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({ method, url, headers: who ? tokenHeaders(who) : {}, ...(payload ? { payload } : {}) })
  const data = <T = Doc>(res: { json: <U>() => U }) => res.json<{ data: T }>().data

  async function createProject(who: SignedIn, fields: object = {}): Promise<Doc> {
    const res = await call(who, 'POST', '/api/projects', { name: 'Concert hall', number: 'P-1', ...fields })
    expect(res.statusCode).toBe(201)
    return data(res)
  }
  async function createSystem(who: SignedIn, projectId: string, fields: object = {}): Promise<Doc> {
    const res = await call(who, 'POST', `/api/projects/${projectId}/systems`, {
      name: 'AHU-1',
      number: 'S1',
      inputSoundPowerLevel: flat(70),
      items: [
        {
          productId: 'sil-1',
          productType: 'silencer',
          productClass: 'NRF100',
          productName: 'NRF100 Ø250',
          soundAttenuation: flat(10),
          quantity: 2,
        },
      ],
      ...fields,
    })
    expect(res.statusCode).toBe(201)
    return data(res)
  }

  it('creates a project with _id, the aliases and its creator, and lists newest first', async () => {
    const first = await createProject(author, {
      name: 'First',
      date: '2026-11-20T00:00:00.000Z',
      contactData: 'ACME',
    })
    const second = await createProject(author, { name: 'Second' })
    expect(first).toMatchObject({
      _id: first.id,
      name: 'First',
      projectName: 'First',
      projectNr: 'P-1',
      contactData: 'ACME',
      date: '2026-11-20T00:00:00.000Z',
      author: author.user.id,
      creator: { id: author.user.id, fullName: 'Aino Author', email: author.user.email },
      invitedUsers: [],
      systemRefs: [],
      version: 1,
    })
    const list = data<Doc[]>(await call(author, 'GET', '/api/projects'))
    const ids = list.map((p) => p.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
  })

  it('saves a system with its chain and the server calculation, and reads it back with its project', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    // 70 − 10 − 10 in every band (quantity 2, no own sound power): 50 dB; LwA = 50 + 6.99.
    expect(system).toMatchObject({
      _id: system.id,
      projectId: project.id,
      attenuationConstantType: 'T1',
      filterCorrectionType: 'AFilter',
      productQuantitiesMap: { 'sil-1': 2 },
      version: 1,
    })
    const results = system.calculationResults as {
      totalSoundPowerToRoomLwA: number
      calculationSteps: unknown[]
    }
    expect(results.totalSoundPowerToRoomLwA).toBeCloseTo(56.99, 2)
    expect(results.calculationSteps).toHaveLength(2)

    const read = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(read).toMatchObject({ id: system.id, project: { id: project.id, name: 'Concert hall' } })
    const withSystems = data<Doc[]>(await call(author, 'GET', '/api/projects?withSystems=true')).find(
      (p) => p.id === project.id,
    )
    expect(withSystems?.systems).toHaveLength(1)
    expect(withSystems?.systemRefs).toMatchObject([{ id: system.id, name: 'AHU-1', number: 'S1' }])
    // The list's systems are the whole system but its stored calculation (docs/decisions/0006); the
    // project, its systems list and the system itself carry the calculation.
    const { calculationResults, ...summary } = system
    expect(withSystems?.systems).toEqual([summary])
    expect(projectsApi.list.response.parse([withSystems])).toHaveLength(1)
    expect(data<Doc>(await call(author, 'GET', `/api/projects/${project.id}`)).systems).toEqual([system])
    expect(data<Doc[]>(await call(author, 'GET', `/api/projects/${project.id}/systems`))).toEqual([system])
    expect(read.calculationResults).toEqual(calculationResults)
    // Stored without the per-product copies of the steps (systems/stored-calculation.ts); a calculation
    // stored whole, as before that format, reads the same.
    const { db } = testApp.database
    const [row] = await db.select().from(systems).where(eq(systems.id, system.id))
    const stored = row?.calculationResults as { perProductCalculations: object[] }
    expect(stored.perProductCalculations[0]).not.toHaveProperty('calculationSteps')
    await db.update(systems).set({ calculationResults }).where(eq(systems.id, system.id))
    const { project: _read, ...wholeRead } = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(wholeRead).toEqual(system)
    const plain = data<Doc[]>(await call(author, 'GET', '/api/projects')).find((p) => p.id === project.id)
    expect(plain?.systems).toBeUndefined()
  })

  it('saves and reads back a chain whose product ids are names of Object.prototype', async () => {
    const project = await createProject(author)
    const item = (productId: string, quantity: number) => ({
      productId,
      productType: 'custom',
      productClass: 'Damper',
      soundAttenuation: flat(1),
      quantity,
    })
    const system = await createSystem(author, project.id, {
      items: [item('constructor', 2), item('toString', 1), item('__proto__', 1), item('constructor', 3)],
    })
    const counts = new Map(Object.entries(system.productQuantitiesMap as object))
    expect(counts.get('constructor')).toBe(5)
    expect(counts.get('toString')).toBe(1)
    const read = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect((read.items as unknown[]).length).toBe(4)
    expect(new Map(Object.entries(read.productQuantitiesMap as object)).get('constructor')).toBe(5)
  })

  it('refuses a chain of more than 100 products counted with their quantities, and writes nothing', async () => {
    const project = await createProject(author)
    const items = (entries: number, quantity: number) =>
      Array.from({ length: entries }, (_, i) => ({
        productId: `p-${i}`,
        productType: 'custom',
        productClass: 'Damper',
        soundAttenuation: flat(1),
        quantity,
      }))
    const over = await call(author, 'POST', `/api/projects/${project.id}/systems`, { items: items(34, 3) })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({ error: { details: [{ field: 'body.items' }] } })
    expect(data<unknown[]>(await call(author, 'GET', `/api/projects/${project.id}/systems`))).toHaveLength(0)
    const full = await createSystem(author, project.id, { items: items(25, 4) })
    expect((full.calculationResults as { calculationSteps: unknown[] }).calculationSteps).toHaveLength(100)
  })

  it('refuses a stale version with 409 and the current document, and writes nothing', async () => {
    const project = await createProject(author)
    const ok = await call(author, 'PUT', `/api/projects/${project.id}`, { name: 'Renamed', version: 1 })
    expect(ok.statusCode).toBe(200)
    expect(data(ok).version).toBe(2)
    const stale = await call(author, 'PUT', `/api/projects/${project.id}`, {
      name: 'Lost update',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      success: false,
      error: { code: 'CONFLICT' },
      data: { name: 'Renamed', version: 2 },
    })
    expect(data(await call(author, 'GET', `/api/projects/${project.id}`)).name).toBe('Renamed')

    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    expect((await call(author, 'PUT', url, { name: 'v2', items: system.items, version: 1 })).statusCode).toBe(
      200,
    )
    const staleSystem = await call(author, 'PUT', url, { name: 'lost', items: [], version: 1 })
    expect(staleSystem.statusCode).toBe(409)
    // The current system, whole: its chain and its stored calculation are untouched by the refused save.
    const current = data(await call(author, 'GET', `/api/systems/${system.id}`))
    const { project: _project, ...currentSystem } = current
    expect(staleSystem.json()).toMatchObject({ data: { ...currentSystem, name: 'v2', version: 2 } })
    expect(currentSystem.items).toHaveLength(1)
    expect(currentSystem.calculationResults).toMatchObject({ calculationSteps: [{}, {}] })
  })

  it('answers a save with what a later read returns, and refuses a system named under another project', async () => {
    const project = await createProject(author)
    const other = await createProject(author)
    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    const saved = await call(author, 'PUT', url, {
      name: '  Saved ',
      comment: 'Level 3, \u00e4\u00f6 ',
      date: '2026-11-20T00:00:00+02:00',
      attenuationConstantType: 'NoConstant',
      filterCorrectionType: 'CFilter',
      inputSoundPowerLevel: { ...flat(80), octaveBand63Hz: 80.123456789012 },
      items: [
        { productId: 'sil-2', productType: 'silencer', productClass: 'NRF100', soundAttenuation: flat(5) },
      ],
      version: 1,
    })
    expect(saved.statusCode).toBe(200)
    const answer = data(saved)
    expect(answer).toMatchObject({ name: 'Saved', date: '2026-11-19T22:00:00.000Z', version: 2 })
    // The answer carries the calculation the save stored, not one read back: they must be the same.
    const { project: _p, ...read } = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(answer).toEqual(read)
    expect(
      (answer.calculationResults as { totalSoundPowerToRoomLw: number }).totalSoundPowerToRoomLw,
    ).toBeCloseTo(10 * Math.log10(10 ** 7.5123456789012 + 7 * 10 ** 7.5), 9)

    // The right system under the wrong project does not exist, for its own author too, and nothing is written.
    const wrong = await call(author, 'PUT', `/api/projects/${other.id}/systems/${system.id}`, {
      name: 'Moved?',
      version: 2,
    })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
    // An outsider learns nothing from a body that would be refused for a member (a catalogue not yet made).
    const outside = await call(outsider, 'PUT', url, { name: 'x', catalogueVersion: 1_000_000, version: 2 })
    expect(outside.statusCode).toBe(404)
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      name: 'Saved',
      version: 2,
    })
  })

  it.each([
    [{ name: 'x'.repeat(201) }, 'body.name'],
    [{ date: '20.11.2026' }, 'body.date'],
    [{ comment: 42 }, 'body.comment'],
  ])('refuses the project %j with 422 naming %s and stores nothing', async (payload, field) => {
    const before = data<Doc[]>(await call(author, 'GET', '/api/projects')).length
    const res = await call(author, 'POST', '/api/projects', payload)
    expect(res.statusCode).toBe(422)
    expect(
      res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field),
    ).toContain(field)
    expect(data<Doc[]>(await call(author, 'GET', '/api/projects'))).toHaveLength(before)
  })

  it.each([
    [{ inputSoundPowerLevel: { octaveBand63Hz: 'loud' } }, 'body.inputSoundPowerLevel.octaveBand63Hz'],
    [{ filterCorrectionType: 'ZFilter' }, 'body.filterCorrectionType'],
    [
      { items: [{ productId: '', productType: 'silencer', productClass: 'NRF100' }] },
      'body.items.0.productId',
    ],
    [
      { items: [{ productId: 'x'.repeat(101), productType: 'silencer', productClass: 'NRF100' }] },
      'body.items.0.productId',
    ],
    [
      { items: [{ productId: 'a', productType: 'rocket', productClass: 'NRF100' }] },
      'body.items.0.productType',
    ],
  ])('refuses the system %j with 422 naming %s', async (payload, field) => {
    const project = await createProject(author)
    const res = await call(author, 'POST', `/api/projects/${project.id}/systems`, payload)
    expect(res.statusCode).toBe(422)
    expect(
      res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field),
    ).toContain(field)
    expect(data<Doc[]>(await call(author, 'GET', `/api/projects/${project.id}/systems`))).toHaveLength(0)
  })

  it('hides a project and its systems from an outsider on every route', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const p = `/api/projects/${project.id}`
    const s = `${p}/systems/${system.id}`
    const routes: [InjectOptions['method'], string, object?][] = [
      ['GET', p],
      ['PUT', p, { name: 'x', version: 1 }],
      ['DELETE', p],
      ['POST', `${p}/users`, { invitedUserId: outsider.user.id }],
      ['DELETE', `${p}/users/${author.user.id}`],
      ['GET', `${p}/systems`],
      ['POST', `${p}/systems`, { name: 'intruder' }],
      ['GET', `/api/systems/${system.id}`],
      ['PUT', s, { name: 'x', version: 1 }],
      ['DELETE', s],
      ['POST', `${s}/copy`],
    ]
    for (const [method, url, payload] of routes) {
      const res = await call(outsider, method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
      const anonymous = await call(null, method, url, payload)
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401)
    }
    expect(data<Doc[]>(await call(outsider, 'GET', '/api/projects')).map((x) => x.id)).not.toContain(
      project.id,
    )
    // Nothing changed for the author.
    const still = data(await call(author, 'GET', p))
    expect(still).toMatchObject({ name: 'Concert hall', version: 1, invitedUsers: [] })
    expect(data<Doc[]>(await call(author, 'GET', `${p}/systems`))).toHaveLength(1)
  })

  it('shares a project: the invitee sees and edits it, removal takes access away', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const invited = await call(author, 'POST', `/api/projects/${project.id}/users`, {
      invitedUserId: guest.user.id,
    })
    expect(invited.statusCode).toBe(201)
    expect(data(invited).invitedUsers).toEqual([
      { id: guest.user.id, email: guest.user.email, fullName: 'Gustav Guest' },
    ])

    expect(data<Doc[]>(await call(guest, 'GET', '/api/projects')).map((x) => x.id)).toContain(project.id)
    const edit = await call(guest, 'PUT', `/api/projects/${project.id}/systems/${system.id}`, {
      name: 'Edited by guest',
      version: 1,
    })
    expect(edit.statusCode).toBe(200)

    const again = await call(author, 'POST', `/api/projects/${project.id}/users`, {
      invitedUserId: guest.user.id,
    })
    expect(again.statusCode).toBe(422)
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      'User with this e-mail is already invited',
    )
    const self = await call(author, 'POST', `/api/projects/${project.id}/users`, {
      invitedUserId: author.user.id,
    })
    expect(self.json<{ error: { message: string } }>().error.message).toBe("You can't invite yourself")
    const nobody = await call(author, 'POST', `/api/projects/${project.id}/users`, {
      invitedUserId: randomUUID(),
    })
    expect(nobody.json<{ error: { message: string } }>().error.message).toBe(
      'User with such e-mail does not exist',
    )

    const removed = await call(author, 'DELETE', `/api/projects/${project.id}/users/${guest.user.id}`)
    expect(removed.statusCode).toBe(200)
    expect(data(removed).invitedUsers).toEqual([])
    expect((await call(guest, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404)
    expect((await call(guest, 'GET', `/api/systems/${system.id}`)).statusCode).toBe(404)
  })

  it('answers 401 to an anonymous caller before looking at the input', async () => {
    const res = await call(null, 'POST', '/api/projects', { name: 42 })
    expect(res.statusCode).toBe(401)
    expect((await call(null, 'GET', '/api/projects/not-a-uuid')).statusCode).toBe(401)
  })

  it('finds a registered user by exact e-mail in any case, for signed-in users only', async () => {
    const found = await call(
      author,
      'GET',
      `/api/users/lookup?email=${encodeURIComponent(guest.user.email.toUpperCase())}`,
    )
    expect(data(found)).toEqual({ id: guest.user.id, fullName: 'Gustav Guest', email: guest.user.email })
    const none = await call(author, 'GET', '/api/users/lookup?email=nobody%40example.com')
    expect(data(none)).toBeNull()
    const partial = await call(author, 'GET', `/api/users/lookup?email=${guest.user.email.slice(0, 10)}`)
    expect(data(partial)).toBeNull()
    expect((await call(null, 'GET', '/api/users/lookup?email=a%40b.com')).statusCode).toBe(401)
  })

  it('answers 422, never 5xx, to text the database cannot store (NUL), and writes nothing', async () => {
    const lookup = await call(author, 'GET', '/api/users/lookup?email=%00')
    expect(lookup.statusCode).toBe(422)
    expect(lookup.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
    const before = data<unknown[]>(await call(author, 'GET', '/api/projects'))
    const create = await call(author, 'POST', '/api/projects', { name: 'Hall\u0000 B', number: 'P-0' })
    expect(create.statusCode).toBe(422)
    expect(data(await call(author, 'GET', '/api/projects'))).toHaveLength(before.length)
  })

  it('names a copy as the caller asks, in one write, and refuses a name past the limit', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}/copy`
    const named = await call(author, 'POST', url, { name: '  AHU-1 (kopio) ' })
    expect(named.statusCode).toBe(201)
    expect(data(named)).toMatchObject({ name: 'AHU-1 (kopio)', productQuantitiesMap: { 'sil-1': 2 } })
    // The original keeps its name.
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({ name: 'AHU-1' })

    const tooLong = await call(author, 'POST', url, { name: 'x'.repeat(201) })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json()).toMatchObject({ error: { details: [{ field: 'body.name' }] } })
    const names = data<Doc[]>(await call(author, 'GET', `/api/projects/${project.id}/systems`)).map(
      (s) => s.name,
    )
    expect(names.sort()).toEqual(['AHU-1', 'AHU-1 (kopio)'])
  })

  it('copies a system with 201 and deletes a project with its systems', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const copy = await call(author, 'POST', `/api/projects/${project.id}/systems/${system.id}/copy`)
    expect(copy.statusCode).toBe(201)
    const copied = data(copy)
    expect(copied.id).not.toBe(system.id)
    expect(copied).toMatchObject({ name: 'AHU-1', productQuantitiesMap: { 'sil-1': 2 }, version: 1 })

    const shared = await call(author, 'POST', `/api/projects/${project.id}/users`, {
      invitedUserId: guest.user.id,
    })
    expect(shared.statusCode).toBeLessThan(300)

    const { db } = testApp.database
    const rowsOf = async () => ({
      systems: await db.select().from(systems).where(eq(systems.projectId, project.id)),
      memberships: await db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id)),
    })
    const before = await rowsOf()
    expect(before.systems.map((s) => s.id).sort()).toEqual([system.id, copied.id].sort())
    expect(before.memberships).toHaveLength(1)

    const gone = await call(author, 'DELETE', `/api/projects/${project.id}`)
    expect(gone.statusCode).toBe(200)
    // The systems and the membership went with the project: no row is left that names it.
    expect(await rowsOf()).toEqual({ systems: [], memberships: [] })
    expect((await call(author, 'GET', `/api/systems/${system.id}`)).statusCode).toBe(404)
    expect((await call(author, 'GET', `/api/systems/${copied.id}`)).statusCode).toBe(404)
  })

  it("refuses malformed ids with 422 and the specification's required-id messages, and writes nothing", async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const p = `/api/projects/${project.id}`
    const bad = 'not-a-uuid'
    const cases: [InjectOptions['method'], string, object | undefined, string, string][] = [
      ['GET', `/api/projects/${bad}`, undefined, 'params.id', 'Project id is required'],
      ['PUT', `/api/projects/${bad}`, { name: 'x', version: 1 }, 'params.id', 'Project id is required'],
      ['DELETE', `/api/projects/${bad}`, undefined, 'params.id', 'Project id is required'],
      [
        'POST',
        `/api/projects/${bad}/users`,
        { invitedUserId: guest.user.id },
        'params.projectId',
        'Project id is required',
      ],
      ['POST', `${p}/users`, { invitedUserId: 'x' }, 'body.invitedUserId', 'User id is required'],
      ['POST', `${p}/users`, { invitedUserId: '' }, 'body.invitedUserId', 'User id is required'],
      ['POST', `${p}/users`, {}, 'body.invitedUserId', 'User id is required'],
      ['DELETE', `${p}/users/x`, undefined, 'params.userId', 'User id is required'],
      [
        'DELETE',
        `/api/projects/${bad}/users/${guest.user.id}`,
        undefined,
        'params.projectId',
        'Project id is required',
      ],
      ['GET', `/api/projects/${bad}/systems`, undefined, 'params.projectId', 'Project id is required'],
      ['POST', `/api/projects/${bad}/systems`, { name: 'x' }, 'params.projectId', 'Project id is required'],
      ['GET', `/api/systems/${bad}`, undefined, 'params.id', 'System id is required'],
      ['PUT', `${p}/systems/${bad}`, { name: 'x', version: 1 }, 'params.id', 'System id is required'],
      ['DELETE', `${p}/systems/${bad}`, undefined, 'params.id', 'System id is required'],
      ['POST', `${p}/systems/${bad}/copy`, undefined, 'params.id', 'System id is required'],
      [
        'POST',
        `/api/projects/${bad}/systems/${system.id}/copy`,
        undefined,
        'params.projectId',
        'Project id is required',
      ],
    ]
    for (const [method, url, payload, field, message] of cases) {
      const res = await call(author, method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(422)
      expect(res.json(), `${method} ${url}`).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR', details: expect.arrayContaining([{ field, message }]) as unknown },
      })
    }
    // An empty id inside the path is still refused by name; one at the end leaves no route to match (404).
    for (const [method, url, field, message] of [
      ['POST', `${p}/systems//copy`, 'params.id', 'System id is required'],
      ['GET', '/api/projects//systems', 'params.projectId', 'Project id is required'],
      ['POST', '/api/projects//users', 'params.projectId', 'Project id is required'],
    ] as const) {
      const res = await call(author, method, url, method === 'POST' ? {} : undefined)
      expect(res.statusCode, `${method} ${url}`).toBe(422)
      expect(res.json<{ error: { details: unknown[] } }>().error.details).toContainEqual({ field, message })
    }
    for (const [method, url] of [
      ['GET', '/api/systems/'],
      ['DELETE', `${p}/users/`],
    ] as const) {
      const res = await call(author, method, url)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
    }
    // Nothing was written: the project and its one system are as they were, with no members.
    expect(data(await call(author, 'GET', p))).toMatchObject({
      name: 'Concert hall',
      version: 1,
      invitedUsers: [],
    })
    expect(data<Doc[]>(await call(author, 'GET', `${p}/systems`)).map((s) => s.id)).toEqual([system.id])
  })

  it('lets exactly one of 10 concurrent saves from the same version through; the others get 409', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(author, 'PUT', url, { name: `Save ${i}`, items: system.items, version: 1 }),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)])
    const winner = results.find((r) => r.statusCode === 200)
    const stored = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(stored).toMatchObject({ name: winner?.json<{ data: { name: string } }>().data.name, version: 2 })
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: { code: 'CONFLICT' }, data: { version: 2 } })
  })

  it('stores all of 25 concurrent creates', async () => {
    const project = await createProject(author)
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(author, 'POST', `/api/projects/${project.id}/systems`, { name: `S${i}` }),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(201))
    const list = data<Doc[]>(await call(author, 'GET', `/api/projects/${project.id}/systems`))
    expect(new Set(list.map((s) => s.name))).toEqual(new Set(Array.from({ length: 25 }, (_, i) => `S${i}`)))
  })
})
