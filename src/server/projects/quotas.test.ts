// Storage quotas on every database target, through the real app with the quotas set low: each create, copy and
// import one past its quota is refused with 422 naming the quota and its numbers (the limit, what the request
// would add, what is held), and writes nothing; recently deleted ones count until purged, so a restore always
// fits; another user is not held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq, type SQL } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import type { ProjectFile } from '#contract/api/project-file.ts'
import { QuotaRefusal, type QuotaKind, type QuotaNumbers } from '#contract/api/quotas.ts'
import { projects, rooms, systems } from '../db/schema/index.ts'
import { buildTestApp, createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { systemBody } from './projects-test-kit.ts'

const QUOTAS = { projectsPerUser: 3, systemsPerProject: 2, roomsPerProject: 2 }
const office = { name: 'Office 101', targetType: 'LpA', targetValue: 35 }

describe.each(testDatabaseTargets())('storage quotas on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open(), config: { quotas: QUOTAS } })
  })
  afterAll(() => testApp.close())

  const call = (who: SignedIn, method: InjectOptions['method'], url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: tokenHeaders(who), ...(payload ? { payload } : {}) })
  const data = <T = { id: string }>(res: { json: <U>() => U }) => res.json<{ data: T }>().data
  const created = async (who: SignedIn, url: string, payload: object) => {
    const res = await call(who, 'POST', url, payload)
    expect(res.statusCode, res.body).toBe(201)
    return data(res)
  }
  const countWhere = async (table: typeof projects | typeof systems | typeof rooms, where: SQL) => {
    const [row] = await testApp.database.db.select({ n: count() }).from(table).where(where)
    return row?.n ?? 0
  }
  const projectsOf = (who: SignedIn) => countWhere(projects, eq(projects.authorId, who.user.id))
  const systemsIn = (projectId: string) => countWhere(systems, eq(systems.projectId, projectId))
  const roomsIn = (projectId: string) => countWhere(rooms, eq(rooms.projectId, projectId))

  /** The project as a file: the download answers the file itself, not the envelope. */
  const fileOf = async (who: SignedIn, url: string) => {
    const res = await call(who, 'GET', url)
    expect(res.statusCode).toBe(200)
    return res.json<ProjectFile>()
  }

  function expectRefused(
    res: { statusCode: number; json: () => unknown },
    kind: QuotaKind,
    numbers: QuotaNumbers,
  ) {
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: QuotaRefusal[kind],
        details: [
          { field: `quota.${kind}`, message: `${QuotaRefusal[kind]} (${numbers.limit})`, ...numbers },
        ],
      },
    })
  }

  it('refuses the project one past the quota, also by import, counting the recently deleted until restored', async () => {
    const owner = await signUp(testApp.app)
    const made = []
    for (let i = 0; i < QUOTAS.projectsPerUser; i++)
      made.push(await created(owner, '/api/projects', { name: `Project ${i}`, number: `P-${i}` }))
    const full = { limit: 3, requested: 1, existing: 3 }
    expectRefused(await call(owner, 'POST', '/api/projects', { name: 'One too many' }), 'projects', full)
    expect(await projectsOf(owner)).toBe(3)

    const file = await fileOf(owner, `/api/projects/${made[0]?.id}/file`)
    expectRefused(await call(owner, 'POST', '/api/projects/import', file), 'projects', full)
    expect(await projectsOf(owner)).toBe(3)

    // Deleted, it still takes its place until it is purged; restored, it takes the same place again.
    expect((await call(owner, 'DELETE', `/api/projects/${made[0]?.id}`)).statusCode).toBe(200)
    expect(await projectsOf(owner)).toBe(2)
    // Two live and one deleted: three held.
    expectRefused(await call(owner, 'POST', '/api/projects', { name: 'In its place' }), 'projects', full)
    expect(await projectsOf(owner)).toBe(2)
    expect((await call(owner, 'POST', `/api/projects/deleted/${made[0]?.id}/restore`)).statusCode).toBe(200)
    expect(await projectsOf(owner)).toBe(3)

    // Per owner: a project shared with them is not theirs, and another user creates as before.
    const colleague = await signUp(testApp.app)
    await created(colleague, '/api/projects', { name: 'Colleague’s' })
    expect(await projectsOf(colleague)).toBe(1)
  })

  it('refuses the system one past the quota, by create, copy and import, and writes nothing', async () => {
    const owner = await signUp(testApp.app)
    const project = await created(owner, '/api/projects', { name: 'Full' })
    const other = await created(owner, '/api/projects', { name: 'Other' })
    const first = await created(owner, `/api/projects/${project.id}/systems`, systemBody('AHU-1'))
    await created(owner, `/api/projects/${project.id}/systems`, systemBody('AHU-2'))
    expectRefused(
      await call(owner, 'POST', `/api/projects/${project.id}/systems`, systemBody('AHU-3')),
      'systems',
      { limit: 2, requested: 1, existing: 2 },
    )
    // A copy within the full project, and one into it from another project.
    expectRefused(
      await call(owner, 'POST', `/api/projects/${project.id}/systems/${first.id}/copy`, {}),
      'systems',
      { limit: 2, requested: 1, existing: 2 },
    )
    const elsewhere = await created(owner, `/api/projects/${other.id}/systems`, systemBody('AHU-9'))
    expectRefused(
      await call(owner, 'POST', `/api/projects/${other.id}/systems/${elsewhere.id}/copy`, {
        targetProjectId: project.id,
      }),
      'systems',
      { limit: 2, requested: 1, existing: 2 },
    )
    expect(await systemsIn(project.id)).toBe(2)

    // Deleted, it counts until purged; restored, it fits in its own place.
    expect((await call(owner, 'DELETE', `/api/projects/${project.id}/systems/${first.id}`)).statusCode).toBe(
      200,
    )
    expectRefused(
      await call(owner, 'POST', `/api/projects/${project.id}/systems`, systemBody('AHU-3')),
      'systems',
      { limit: 2, requested: 1, existing: 2 },
    )
    expect(await systemsIn(project.id)).toBe(1)
    const restore = `/api/projects/${project.id}/systems/deleted/${first.id}/restore`
    expect((await call(owner, 'POST', restore)).statusCode).toBe(200)
    expect(await systemsIn(project.id)).toBe(2)

    // A file of more systems than a project may hold: no project, no system.
    const file = await fileOf(owner, `/api/projects/${project.id}/file`)
    const extra = file.systems[0]
    if (!extra) throw new Error('no system in the file')
    const before = await projectsOf(owner)
    const tooMany = { ...file, systems: [...file.systems, { ...extra, id: 'system-3', name: 'AHU-3' }] }
    // The new project holds nothing yet; the file brings three.
    expectRefused(await call(owner, 'POST', '/api/projects/import', tooMany), 'systems', {
      limit: 2,
      requested: 3,
      existing: 0,
    })
    expect(await projectsOf(owner)).toBe(before)
    expect((await call(owner, 'POST', '/api/projects/import', file)).statusCode).toBe(201)
  })

  it('refuses the room one past the quota, by create and import, and writes nothing', async () => {
    const owner = await signUp(testApp.app)
    const project = await created(owner, '/api/projects', { name: 'Rooms' })
    const first = await created(owner, `/api/projects/${project.id}/rooms`, { ...office, name: 'Room 1' })
    await created(owner, `/api/projects/${project.id}/rooms`, { ...office, name: 'Room 2' })
    expectRefused(
      await call(owner, 'POST', `/api/projects/${project.id}/rooms`, { ...office, name: 'Room 3' }),
      'rooms',
      { limit: 2, requested: 1, existing: 2 },
    )
    expect(await roomsIn(project.id)).toBe(2)

    expect((await call(owner, 'DELETE', `/api/projects/${project.id}/rooms/${first.id}`)).statusCode).toBe(
      200,
    )
    expectRefused(
      await call(owner, 'POST', `/api/projects/${project.id}/rooms`, { ...office, name: 'Room 3' }),
      'rooms',
      { limit: 2, requested: 1, existing: 2 },
    )
    const restore = `/api/projects/${project.id}/rooms/deleted/${first.id}/restore`
    expect((await call(owner, 'POST', restore)).statusCode).toBe(200)
    expect(await roomsIn(project.id)).toBe(2)

    const file = await fileOf(owner, `/api/projects/${project.id}/file`)
    const extra = file.rooms[0]
    if (!extra) throw new Error('no room in the file')
    const before = await projectsOf(owner)
    const tooMany = {
      ...file,
      rooms: [...file.rooms, { ...extra, id: 'room-3', name: 'Room 3', servedBy: [] }],
    }
    expectRefused(await call(owner, 'POST', '/api/projects/import', tooMany), 'rooms', {
      limit: 2,
      requested: 3,
      existing: 0,
    })
    expect(await projectsOf(owner)).toBe(before)
  })

  /** A restore by `who` on the same database served with one project allowed per user, as an operator may lower it. */
  async function restoreUnderLoweredQuota(who: SignedIn, projectId: string) {
    const lowered = await buildTestApp({
      database: testApp.database,
      config: { quotas: { ...QUOTAS, projectsPerUser: 1 } },
    })
    try {
      return await lowered.inject({
        method: 'POST',
        url: `/api/projects/deleted/${projectId}/restore`,
        headers: tokenHeaders(who),
      })
    } finally {
      await lowered.close()
    }
  }

  it('refuses a restore only where the quota was lowered below what is kept, as an operator may do', async () => {
    const owner = await signUp(testApp.app)
    const first = await created(owner, '/api/projects', { name: 'Kept' })
    await created(owner, '/api/projects', { name: 'Also kept' })
    expect((await call(owner, 'DELETE', `/api/projects/${first.id}`)).statusCode).toBe(200)
    // The owner keeps two, where one is now allowed; a restore adds nothing: what it puts back is held already.
    const restore = await restoreUnderLoweredQuota(owner, first.id)
    expectRefused(restore, 'projects', { limit: 1, requested: 0, existing: 2 })
    expect(await projectsOf(owner)).toBe(1)
  })

  it("refuses an invited user's restore on the author's count, and says it is the author's", async () => {
    const owner = await signUp(testApp.app)
    const member = await signUp(testApp.app)
    const shared = await created(owner, '/api/projects', { name: 'Shared' })
    await created(owner, '/api/projects', { name: 'Own' })
    const invited = await call(owner, 'POST', `/api/projects/${shared.id}/users`, {
      invitedUserId: member.user.id,
    })
    expect(invited.statusCode, invited.body).toBe(201)
    expect((await call(member, 'DELETE', `/api/projects/${shared.id}`)).statusCode).toBe(200)
    const restore = await restoreUnderLoweredQuota(member, shared.id)
    // The member owns nothing; the count that is full is the author's, the project's and the other one.
    expectRefused(restore, 'authorProjects', { limit: 1, requested: 0, existing: 2 })
    expect(await projectsOf(owner)).toBe(1)
  })
})
