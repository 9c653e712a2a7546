// Recently deleted projects and systems on every database target: a delete still removes everything it did,
// and only those who could see it may list and restore it, under its own ids, for 30 days.
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { SignedIn } from '#contract/api/auth.ts'
import type { DeletedProject, DeletedSystem } from '#contract/api/recently-deleted.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { deletedProjects, deletedSystems, projects, rooms, users } from '../db/schema/index.ts'
import { signUp } from '../test/auth.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import {
  app,
  author,
  call,
  createProject,
  createSystem,
  data,
  guest,
  outsider,
  officeRoom,
  testApp,
  useProjectsApp,
  type Doc,
} from './projects-test-kit.ts'

const office = officeRoom

describe.each(testDatabaseTargets())('recently deleted on $kind', (target) => {
  useProjectsApp(target)
  const db = () => testApp.database.db

  const ok = async (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await call(who, method, url, payload)
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' && payload ? 201 : 200)
    return res
  }
  const deletedProjectsOf = async (who: SignedIn) =>
    data<DeletedProject[]>(await ok(who, 'GET', '/api/projects/deleted'))
  const deletedSystemsOf = async (who: SignedIn, projectId: string) =>
    data<DeletedSystem[]>(await ok(who, 'GET', `/api/projects/${projectId}/systems/deleted`))
  const roomsOf = async (projectId: string) =>
    data<RoomDocument[]>(await ok(author, 'GET', `/api/projects/${projectId}/rooms`))
  const invite = (projectId: string, who: SignedIn) =>
    ok(author, 'POST', `/api/projects/${projectId}/users`, { invitedUserId: who.user.id })

  /** A shared project with a room, a system serving it and another system. */
  async function furnishedProject(name: string) {
    const project = await createProject(author, { name, number: 'RD-1' })
    await invite(project.id, guest)
    const room = data<RoomDocument>(await ok(author, 'POST', `/api/projects/${project.id}/rooms`, office))
    const serving = await createSystem(author, project.id, { name: 'Supply', roomId: room.id, outlets: 2 })
    const other = await createSystem(guest, project.id, { name: 'Exhaust' })
    return { project, room, serving, other }
  }

  it('restores a deleted project as it was, for the author and an invited user, never for anyone else', async () => {
    const { project, room, serving } = await furnishedProject('Opera')
    const before = data(await ok(author, 'GET', `/api/projects/${project.id}`))
    const roomsBefore = await roomsOf(project.id)
    expect(roomsBefore[0]?.assessment.contributions.map((c) => c.systemId)).toEqual([serving.id])

    const removed = await ok(guest, 'DELETE', `/api/projects/${project.id}`)
    expect(removed.json()).toEqual({ success: true, data: { _id: project.id, id: project.id } })
    // Gone as before: no project, not listed, its rooms and systems gone with it.
    expect((await call(author, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404)
    expect((await call(author, 'GET', `/api/projects/${project.id}/rooms`)).statusCode).toBe(404)
    expect((await call(author, 'GET', `/api/systems/${serving.id}`)).statusCode).toBe(404)
    const list = data<Doc[]>(await ok(author, 'GET', '/api/projects'))
    expect(list.map((p) => p.id)).not.toContain(project.id)
    expect(await db().select().from(rooms).where(eq(rooms.id, room.id))).toEqual([])

    const listed = {
      _id: project.id,
      id: project.id,
      name: 'Opera',
      number: 'RD-1',
      systemCount: 2,
      deletedBy: { id: guest.user.id, fullName: 'Gustav Guest' },
      deletedAt: expect.any(String) as string,
    }
    expect((await deletedProjectsOf(author)).find((p) => p.id === project.id)).toEqual(listed)
    expect((await deletedProjectsOf(guest)).find((p) => p.id === project.id)).toEqual(listed)
    expect((await deletedProjectsOf(outsider)).map((p) => p.id)).not.toContain(project.id)
    const restoreUrl = `/api/projects/deleted/${project.id}/restore`
    const refused = await call(outsider, 'POST', restoreUrl)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ success: false, error: { message: 'Project cannot be obtained' } })

    const restored = await call(guest, 'POST', restoreUrl)
    expect(restored.statusCode, restored.body).toBe(200)
    // Answered as the project's other writes answer it, without its systems; read whole, it is as it was.
    const { systems: _systems, ...withoutSystems } = before
    expect(data(restored)).toEqual(withoutSystems)
    expect(data(await ok(author, 'GET', `/api/projects/${project.id}`))).toEqual(before)
    expect(data<Doc[]>(await ok(outsider, 'GET', '/api/projects')).map((p) => p.id)).not.toContain(project.id)
    // The room's level counts the system that serves it again.
    expect(await roomsOf(project.id)).toEqual(roomsBefore)
    expect((await deletedProjectsOf(author)).map((p) => p.id)).not.toContain(project.id)
    expect((await call(author, 'POST', restoreUrl)).statusCode).toBe(404)
  })

  it('restores a project without the members whose accounts are gone', async () => {
    const project = await createProject(author, { name: 'Members' })
    const leaver = await signUp(app, { fullName: 'Leo Leaver' })
    await invite(project.id, guest)
    await invite(project.id, leaver)
    await ok(author, 'DELETE', `/api/projects/${project.id}`)
    await db().delete(users).where(eq(users.id, leaver.user.id))
    const restored = data(await ok(author, 'POST', `/api/projects/deleted/${project.id}/restore`))
    expect((restored.invitedUsers as { id: string }[]).map((u) => u.id)).toEqual([guest.user.id])
  })

  it('neither lists nor restores a project deleted more than 30 days ago, and forgets it', async () => {
    const project = await createProject(author, { name: 'Long gone' })
    await ok(author, 'DELETE', `/api/projects/${project.id}`)
    expect((await deletedProjectsOf(author)).map((p) => p.id)).toContain(project.id)
    await db()
      .update(deletedProjects)
      .set({ deletedAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(deletedProjects.id, project.id))
    expect((await deletedProjectsOf(author)).map((p) => p.id)).not.toContain(project.id)
    expect((await call(author, 'POST', `/api/projects/deleted/${project.id}/restore`)).statusCode).toBe(404)
    expect(await db().select().from(deletedProjects).where(eq(deletedProjects.id, project.id))).toEqual([])
  })

  it('refuses with 409 a restore whose project id is taken, and keeps it restorable', async () => {
    const project = await createProject(author, { name: 'Taken' })
    await ok(author, 'DELETE', `/api/projects/${project.id}`)
    await db().insert(projects).values({ id: project.id, authorId: outsider.user.id, name: 'Squatter' })
    const res = await call(author, 'POST', `/api/projects/deleted/${project.id}/restore`)
    expect(res.statusCode).toBe(409)
    expect((await deletedProjectsOf(author)).map((p) => p.id)).toContain(project.id)
  })

  it('restores a deleted system into its project: listed for those who could see it, serving its room again', async () => {
    const { project, room, serving } = await furnishedProject('Hall')
    const before = data(await ok(author, 'GET', `/api/systems/${serving.id}`))
    const roomsBefore = await roomsOf(project.id)

    await ok(author, 'DELETE', `/api/projects/${project.id}/systems/${serving.id}`)
    expect((await call(author, 'GET', `/api/systems/${serving.id}`)).statusCode).toBe(404)
    const systemsNow = data<Doc[]>(await ok(author, 'GET', `/api/projects/${project.id}/systems`))
    expect(systemsNow.map((s) => s.id)).not.toContain(serving.id)
    expect((await roomsOf(project.id))[0]?.assessment.contributions).toEqual([])

    const listed = [
      {
        _id: serving.id,
        id: serving.id,
        projectId: project.id,
        name: 'Supply',
        number: 'S1',
        deletedBy: { id: author.user.id, fullName: 'Aino Author' },
        deletedAt: expect.any(String) as string,
      },
    ]
    expect(await deletedSystemsOf(author, project.id)).toEqual(listed)
    expect(await deletedSystemsOf(guest, project.id)).toEqual(listed)
    const url = `/api/projects/${project.id}/systems/deleted/${serving.id}/restore`
    expect((await call(outsider, 'GET', `/api/projects/${project.id}/systems/deleted`)).statusCode).toBe(404)
    expect((await call(outsider, 'POST', url)).statusCode).toBe(404)

    const restored = data(await ok(guest, 'POST', url))
    const { project: _project, ...system } = before
    expect(restored).toEqual(system)
    expect(data(await ok(author, 'GET', `/api/systems/${serving.id}`))).toEqual(before)
    expect(await roomsOf(project.id)).toEqual(roomsBefore)
    expect(await deletedSystemsOf(author, project.id)).toEqual([])
    expect(restored).toMatchObject({ roomId: room.id, version: serving.version })
  })

  it('shows a deleted system only to those who could see it then', async () => {
    const project = await createProject(author, { name: 'Later guest' })
    const system = await createSystem(author, project.id)
    await ok(author, 'DELETE', `/api/projects/${project.id}/systems/${system.id}`)
    await invite(project.id, guest)
    expect(await deletedSystemsOf(guest, project.id)).toEqual([])
    const url = `/api/projects/${project.id}/systems/deleted/${system.id}/restore`
    expect((await call(guest, 'POST', url)).statusCode).toBe(404)
    expect((await deletedSystemsOf(author, project.id)).map((s) => s.id)).toEqual([system.id])
  })

  it('restores a system whose room is gone serving no room, with a new version that a stale save cannot pass', async () => {
    const { project, room, serving } = await furnishedProject('Roomless')
    await ok(author, 'DELETE', `/api/projects/${project.id}/systems/${serving.id}`)
    await ok(author, 'DELETE', `/api/projects/${project.id}/rooms/${room.id}`)
    const restored = data(
      await ok(author, 'POST', `/api/projects/${project.id}/systems/deleted/${serving.id}/restore`),
    )
    expect(restored).toMatchObject({ roomId: null, outlets: 2, version: serving.version + 1 })
    const stale = await call(author, 'PUT', `/api/projects/${project.id}/systems/${serving.id}`, {
      name: 'Stale',
      roomId: room.id,
      version: serving.version,
    })
    expect(stale.statusCode).toBe(409)
  })

  it('refuses to restore a system into a deleted project, and offers it again once the project is back', async () => {
    const project = await createProject(author, { name: 'Both' })
    const system = await createSystem(author, project.id, { name: 'First gone' })
    const kept = await createSystem(author, project.id, { name: 'Went with the project' })
    await ok(author, 'DELETE', `/api/projects/${project.id}/systems/${system.id}`)
    await ok(author, 'DELETE', `/api/projects/${project.id}`)
    const url = `/api/projects/${project.id}/systems/deleted/${system.id}/restore`
    expect((await call(author, 'POST', url)).statusCode).toBe(404)
    expect((await call(author, 'GET', `/api/projects/${project.id}/systems/deleted`)).statusCode).toBe(404)
    expect((await deletedProjectsOf(author)).find((p) => p.id === project.id)?.systemCount).toBe(1)

    const back = data(await ok(author, 'POST', `/api/projects/deleted/${project.id}/restore`))
    // The project is answered without its systems; they are listed where they always are.
    expect(back.systems).toBeUndefined()
    const systems = data<Doc[]>(await ok(author, 'GET', `/api/projects/${project.id}/systems`))
    expect(systems.map((s) => s.id)).toEqual([kept.id])
    expect((await deletedSystemsOf(author, project.id)).map((s) => s.id)).toEqual([system.id])
    expect(data(await ok(author, 'POST', url))).toMatchObject({ id: system.id, name: 'First gone' })
  })

  it('restores a system kept before a column was added, with the column’s default', async () => {
    const project = await createProject(author, { name: 'Older snapshot' })
    const system = await createSystem(author, project.id, { outlets: 3 })
    await ok(author, 'DELETE', `/api/projects/${project.id}/systems/${system.id}`)
    // As a deletion made before the outlets column existed would have kept it.
    await db()
      .update(deletedSystems)
      .set({ snapshot: sql`(${deletedSystems.snapshot}::jsonb - 'outlets')::json` })
      .where(eq(deletedSystems.id, system.id))
    const url = `/api/projects/${project.id}/systems/deleted/${system.id}/restore`
    expect(data(await ok(author, 'POST', url))).toMatchObject({ id: system.id, outlets: 1 })
  })

  it('forgets a system deleted more than 30 days ago', async () => {
    const project = await createProject(author, { name: 'Old system' })
    const system = await createSystem(author, project.id)
    await ok(author, 'DELETE', `/api/projects/${project.id}/systems/${system.id}`)
    expect((await deletedSystemsOf(author, project.id)).map((s) => s.id)).toEqual([system.id])
    await db()
      .update(deletedSystems)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(deletedSystems.id, system.id))
    expect(await deletedSystemsOf(author, project.id)).toEqual([])
    const url = `/api/projects/${project.id}/systems/deleted/${system.id}/restore`
    expect((await call(author, 'POST', url)).statusCode).toBe(404)
  })

  it('checks the caller and the ids first', async () => {
    expect((await call(null, 'GET', '/api/projects/deleted')).statusCode).toBe(401)
    const bad = await call(author, 'POST', '/api/projects/deleted/not-a-uuid/restore')
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'params.id' }] },
    })
    const project = await createProject(author)
    const badSystem = await call(author, 'POST', `/api/projects/${project.id}/systems/deleted/x/restore`)
    expect(badSystem.statusCode).toBe(422)
  })
})
