// Quotas under parallel creates on one PostgreSQL (other instances, or the same one's pool): the last place is
// taken once. PostgreSQL only: PGlite has one session, in which transactions follow one another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { testDatabaseUrl } from '../config/env.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { heldOpen } from '../test/held-open.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { systemBody } from './projects-test-kit.ts'

const QUOTAS = { projectsPerUser: 2, systemsPerProject: 2, roomsPerProject: 2 }
const office = { name: 'Office 101', targetType: 'LpA', targetValue: 35 }

describe.skipIf(!testDatabaseUrl())('quotas raced by parallel creates on PostgreSQL', () => {
  const postgres = testDatabaseTargets().find((target) => target.kind === 'postgres')
  if (!postgres) return
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    testApp = await createTestApp({ database: await postgres.open(), config: { quotas: QUOTAS } })
  })
  afterAll(() => testApp.close())

  const call = (who: SignedIn, method: InjectOptions['method'], url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: tokenHeaders(who), ...(payload ? { payload } : {}) })
  const created = async (who: SignedIn, url: string, payload: object) => {
    const res = await call(who, 'POST', url, payload)
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ data: { id: string } }>().data
  }
  const statuses = async (requests: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(requests)).map((res) => res.statusCode).sort()

  it('two parallel creates at the last place give one 201 and one 422: projects, systems, rooms', async () => {
    const owner = await signUp(testApp.app)
    await created(owner, '/api/projects', { name: 'First' })
    const twice = () => call(owner, 'POST', '/api/projects', { name: 'Last place' })
    expect(await statuses([twice(), twice()])).toEqual([201, 422])

    const other = await signUp(testApp.app)
    const project = await created(other, '/api/projects', { name: 'Systems' })
    await created(other, `/api/projects/${project.id}/systems`, systemBody('AHU-1'))
    const system = () => call(other, 'POST', `/api/projects/${project.id}/systems`, systemBody('AHU-2'))
    expect(await statuses([system(), system()])).toEqual([201, 422])

    await created(other, `/api/projects/${project.id}/rooms`, office)
    const room = () => call(other, 'POST', `/api/projects/${project.id}/rooms`, office)
    expect(await statuses([room(), room()])).toEqual([201, 422])
  })

  it('a project create waits for another session creating the owner’s last project, then is refused', async () => {
    const owner = await signUp(testApp.app)
    await created(owner, '/api/projects', { name: 'First' })
    // What another instance's create holds and writes: the owner's row, then the last project.
    const other = await heldOpen(
      `with held as (select id from users where id = $1 for no key update)
       insert into projects (author_id, name) select id, 'Other instance' from held`,
      [owner.user.id],
    )
    const create = call(owner, 'POST', '/api/projects', { name: 'Too late' })
    await other.blocking()
    await other.commit()
    expect((await create).statusCode).toBe(422)
  })

  it('a room create waits for another session creating the project’s last room, then is refused', async () => {
    const owner = await signUp(testApp.app)
    const project = await created(owner, '/api/projects', { name: 'Rooms' })
    await created(owner, `/api/projects/${project.id}/rooms`, office)
    const other = await heldOpen(
      `with held as (select id from projects where id = $1 for no key update)
       insert into rooms (project_id, name, target_type, target_value, absorption_area, volume,
         reverberation_time, listener_distance)
       select id, 'Other instance', 'LpA', 35, 10, 50, 0.8, 1.5 from held`,
      [project.id],
    )
    const create = call(owner, 'POST', `/api/projects/${project.id}/rooms`, office)
    await other.blocking()
    await other.commit()
    expect((await create).statusCode).toBe(422)
  })
})
