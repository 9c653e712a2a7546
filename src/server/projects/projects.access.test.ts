// Who may reach a project and how its inputs are checked, on every database target: 422 cases, outsiders,
// sharing, anonymous callers, the user lookup, copies and deletion, malformed ids.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { projectMembers, systems } from '../db/schema/index.ts'
import { tokenHeaders } from '../test/auth.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import {
  author,
  createProject,
  createSystem,
  call,
  data,
  guest,
  outsider,
  testApp,
  useProjectsApp,
  type Doc,
} from './projects-test-kit.ts'

describe.each(testDatabaseTargets())('projects and systems on $kind', (target) => {
  useProjectsApp(target)

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

  it('takes an empty body labelled as JSON as no body: copy 201, deletes 200, a needed body still 422', async () => {
    // Clients that label every request as JSON send the copy's empty body this way (docs/product-rules.md,
    // "Answer envelope").
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const asJson = (method: InjectOptions['method'], url: string) =>
      testApp.app.inject({
        method,
        url,
        headers: { ...tokenHeaders(author), 'content-type': 'application/json' },
        payload: '',
      })
    const copy = await asJson('POST', `/api/projects/${project.id}/systems/${system.id}/copy`)
    expect(copy.statusCode).toBe(201)
    const copied = data(copy)
    expect(copied).toMatchObject({ name: 'AHU-1', productQuantitiesMap: { 'sil-1': 2 } })
    expect((await asJson('DELETE', `/api/projects/${project.id}/systems/${copied.id}`)).statusCode).toBe(200)
    expect((await asJson('DELETE', `/api/projects/${project.id}`)).statusCode).toBe(200)

    const needed = await asJson('POST', '/api/projects')
    expect(needed.statusCode).toBe(422)
    expect(needed.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: [{ field: 'body' }] } })
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
})
