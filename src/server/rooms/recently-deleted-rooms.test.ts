// Recently deleted rooms on every database target: deleting a room keeps it and which systems served it, those
// systems are unlinked at a new version, and only those who could see it may list and restore it, under its own
// id, for 30 days, served again by the systems that still can.
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { SignedIn } from '#contract/api/auth.ts'
import type { DeletedRoom } from '#contract/api/recently-deleted.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { deletedRooms, rooms } from '../db/schema/index.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import {
  author,
  call,
  createProject,
  createSystem,
  data,
  guest,
  outsider,
  testApp,
  useProjectsApp,
} from '../projects/projects-test-kit.ts'

const office = {
  name: 'Office 101',
  number: 'B1.07',
  roomType: null,
  targetType: 'NR',
  targetValue: 30,
  absorptionMode: 'reverberation',
  absorptionArea: 12,
  volume: 84,
  reverberationTime: 0.6,
  listenerDistance: 1.5,
  directivity: 4,
}

describe.each(testDatabaseTargets())('recently deleted rooms on $kind', (target) => {
  useProjectsApp(target)
  const db = () => testApp.database.db

  const ok = async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await call(who, method, url, payload)
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' && payload ? 201 : 200)
    return res
  }
  const deletedRoomsOf = async (who: SignedIn, projectId: string) =>
    data<DeletedRoom[]>(await ok(who, 'GET', `/api/projects/${projectId}/rooms/deleted`))
  const restoreUrl = (projectId: string, roomId: string) =>
    `/api/projects/${projectId}/rooms/deleted/${roomId}/restore`
  const systemOf = async (systemId: string) => data(await ok(author, 'GET', `/api/systems/${systemId}`))
  const newRoom = async (projectId: string, fields: object = {}) =>
    data<RoomDocument>(await ok(author, 'POST', `/api/projects/${projectId}/rooms`, { ...office, ...fields }))
  const deleteRoom = (who: SignedIn, projectId: string, roomId: string) =>
    ok(who, 'DELETE', `/api/projects/${projectId}/rooms/${roomId}`)

  /** A shared project with a room that two systems serve. */
  async function servedRoom(name: string) {
    const project = await createProject(author, { name })
    await ok(author, 'POST', `/api/projects/${project.id}/users`, { invitedUserId: guest.user.id })
    const room = await newRoom(project.id)
    const supply = await createSystem(author, project.id, { name: 'Supply', roomId: room.id, outlets: 2 })
    const exhaust = await createSystem(guest, project.id, { name: 'Exhaust', roomId: room.id, outlets: 3 })
    return { project, room, supply, exhaust }
  }

  it("keeps in each serving system's history the version that served the room, and after its restore the one that served none", async () => {
    const { project, room, supply } = await servedRoom('Library')
    const versionsUrl = `/api/projects/${project.id}/systems/${supply.id}/versions`
    const history = async () =>
      data<{ version: number; servedRoom: { id: string } | null }[]>(
        await ok(author, 'GET', versionsUrl),
      ).map(({ version, servedRoom }) => ({ version, roomId: servedRoom?.id ?? null }))
    expect(await history()).toEqual([])
    await deleteRoom(author, project.id, room.id)
    // The version the deletion wrote over served the room, so a restore of it serves the room again.
    expect(await history()).toEqual([{ version: supply.version, roomId: room.id }])
    await ok(author, 'POST', restoreUrl(project.id, room.id))
    expect(await history()).toEqual([
      { version: supply.version + 1, roomId: null },
      { version: supply.version, roomId: room.id },
    ])
    expect(await systemOf(supply.id)).toMatchObject({ roomId: room.id, version: supply.version + 2 })
  })

  it("keeps the version a system's restore raises when the room it served went while it was deleted", async () => {
    const { project, room, supply } = await servedRoom('Gallery')
    const systemUrl = `/api/projects/${project.id}/systems/${supply.id}`
    await ok(author, 'DELETE', systemUrl)
    await deleteRoom(author, project.id, room.id)
    await ok(author, 'POST', `/api/projects/${project.id}/systems/deleted/${supply.id}/restore`)
    // It serves no room now, at a new version; the version it was, serving the room, is in its history as a
    // save's replaced version is, so the link can be seen and restored with the room.
    expect(await systemOf(supply.id)).toMatchObject({ roomId: null, version: supply.version + 1 })
    const history = data<{ version: number; servedRoom: object | null }[]>(
      await ok(author, 'GET', `${systemUrl}/versions`),
    )
    expect(history.map(({ version, servedRoom }) => ({ version, ...servedRoom }))).toEqual([
      { version: supply.version, id: room.id, name: office.name, number: office.number, inProject: false },
    ])
  })

  it('restores a deleted room as it was, served again by its systems, for those who could see it and nobody else', async () => {
    const { project, room, supply, exhaust } = await servedRoom('Opera')
    const roomUrl = `/api/projects/${project.id}/rooms/${room.id}`
    const before = data<RoomDocument>(await ok(author, 'GET', roomUrl))
    expect(before.assessment.contributions.map((c) => c.systemId).sort()).toEqual(
      [supply.id, exhaust.id].sort(),
    )

    const removed = await deleteRoom(guest, project.id, room.id)
    expect(removed.json()).toEqual({ success: true, data: { _id: room.id, id: room.id } })
    // Gone as before: not there, not listed, its systems serve no room, at a new version.
    expect((await call(author, 'GET', roomUrl)).statusCode).toBe(404)
    const live = data<RoomDocument[]>(await ok(author, 'GET', `/api/projects/${project.id}/rooms`))
    expect(live.map((r) => r.id)).not.toContain(room.id)
    expect(await systemOf(supply.id)).toMatchObject({ roomId: null, outlets: 2, version: supply.version + 1 })
    expect(await systemOf(exhaust.id)).toMatchObject({
      roomId: null,
      outlets: 3,
      version: exhaust.version + 1,
    })

    const listed = [
      {
        _id: room.id,
        id: room.id,
        projectId: project.id,
        name: 'Office 101',
        number: 'B1.07',
        deletedBy: { id: guest.user.id, fullName: 'Gustav Guest' },
        deletedAt: expect.any(String) as string,
      },
    ]
    expect(await deletedRoomsOf(author, project.id)).toEqual(listed)
    expect(await deletedRoomsOf(guest, project.id)).toEqual(listed)
    expect((await call(outsider, 'GET', `/api/projects/${project.id}/rooms/deleted`)).statusCode).toBe(404)
    const refused = await call(outsider, 'POST', restoreUrl(project.id, room.id))
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })

    const restored = await ok(author, 'POST', restoreUrl(project.id, room.id))
    expect(data(restored)).toEqual(before)
    expect(data(await ok(guest, 'GET', roomUrl))).toEqual(before)
    // Serving it again is a change to each system: its version is raised once more.
    expect(await systemOf(supply.id)).toMatchObject({
      roomId: room.id,
      outlets: 2,
      version: supply.version + 2,
    })
    expect(await systemOf(exhaust.id)).toMatchObject({
      roomId: room.id,
      outlets: 3,
      version: exhaust.version + 2,
    })
    expect(await deletedRoomsOf(author, project.id)).toEqual([])
    expect((await call(author, 'POST', restoreUrl(project.id, room.id))).statusCode).toBe(404)
  })

  it('answers 409 with the system as it now is to a save at the version it had before its room was deleted', async () => {
    const { project, room, supply } = await servedRoom('Stale browser')
    await deleteRoom(author, project.id, room.id)
    const systemUrl = `/api/projects/${project.id}/systems/${supply.id}`
    // A browser still holding the system: a rename keeps the room it holds, an assignment names it.
    for (const body of [
      { name: 'Renamed', version: supply.version },
      { name: 'Renamed', version: supply.version, roomId: room.id, outlets: 2 },
    ]) {
      const stale = await call(author, 'PUT', systemUrl, body)
      expect(stale.statusCode, stale.body).toBe(409)
      expect(stale.json()).toMatchObject({
        error: { code: 'CONFLICT' },
        data: { id: supply.id, name: 'Supply', roomId: null, version: supply.version + 1 },
      })
    }
  })

  it('brings back only the systems that still serve no room, and a system deleted before the room serves it again', async () => {
    const { project, room, supply, exhaust } = await servedRoom('Moved on')
    const other = await newRoom(project.id, { name: 'Office 102' })
    const earlier = await createSystem(author, project.id, { name: 'Deleted first', roomId: room.id })
    await ok(author, 'DELETE', `/api/projects/${project.id}/systems/${earlier.id}`)
    await deleteRoom(author, project.id, room.id)
    // Meanwhile the exhaust is given another room: that choice stands.
    const moved = data(
      await ok(author, 'PUT', `/api/projects/${project.id}/systems/${exhaust.id}`, {
        name: 'Exhaust',
        roomId: other.id,
        version: exhaust.version + 1,
      }),
    )

    const back = data<RoomDocument>(await ok(author, 'POST', restoreUrl(project.id, room.id)))
    expect(back.assessment.contributions.map((c) => c.systemId)).toEqual([supply.id])
    expect(await systemOf(exhaust.id)).toMatchObject({ roomId: other.id, version: moved.version })
    // Its room is back, so the system deleted before it comes back serving it, exactly the version it was.
    const restored = data(
      await ok(author, 'POST', `/api/projects/${project.id}/systems/deleted/${earlier.id}/restore`),
    )
    expect(restored).toMatchObject({ roomId: room.id, version: earlier.version })
  })

  it('keeps a room deleted before its project restorable from the project’s list once the project is back', async () => {
    const { project, room, supply, exhaust } = await servedRoom('Both gone')
    await deleteRoom(author, project.id, room.id)
    await ok(author, 'DELETE', `/api/projects/${project.id}`)
    expect((await call(author, 'GET', `/api/projects/${project.id}/rooms/deleted`)).statusCode).toBe(404)
    expect((await call(author, 'POST', restoreUrl(project.id, room.id))).statusCode).toBe(404)

    await ok(author, 'POST', `/api/projects/deleted/${project.id}/restore`)
    expect(data<RoomDocument[]>(await ok(author, 'GET', `/api/projects/${project.id}/rooms`))).toEqual([])
    expect((await deletedRoomsOf(guest, project.id)).map((r) => r.id)).toEqual([room.id])
    const back = data<RoomDocument>(await ok(guest, 'POST', restoreUrl(project.id, room.id)))
    expect(back.assessment.contributions.map((c) => c.systemId).sort()).toEqual(
      [supply.id, exhaust.id].sort(),
    )
    expect(await systemOf(supply.id)).toMatchObject({ roomId: room.id, version: supply.version + 2 })
  })

  it('restores a room deleted before rooms had numbers with none', async () => {
    const project = await createProject(author, { name: 'Before numbers' })
    const room = await newRoom(project.id)
    await deleteRoom(author, project.id, room.id)
    // As an older version kept it: no number in the row it copied, none beside it.
    await db()
      .update(deletedRooms)
      .set({ number: '', snapshot: sql`(${deletedRooms.snapshot}::jsonb - 'number')::json` })
      .where(eq(deletedRooms.id, room.id))
    const [kept] = await db().select().from(deletedRooms).where(eq(deletedRooms.id, room.id))
    expect(kept?.snapshot).not.toHaveProperty('number')
    expect(await deletedRoomsOf(author, project.id)).toEqual([
      expect.objectContaining({ id: room.id, name: 'Office 101', number: '' }),
    ])
    const restored = data<RoomDocument>(await ok(author, 'POST', restoreUrl(project.id, room.id)))
    expect(restored).toMatchObject({ id: room.id, name: 'Office 101', number: '', version: room.version })
  })

  it('shows a deleted room only to those who could see it then', async () => {
    const project = await createProject(author, { name: 'Later guest' })
    const room = await newRoom(project.id)
    await deleteRoom(author, project.id, room.id)
    await ok(author, 'POST', `/api/projects/${project.id}/users`, { invitedUserId: guest.user.id })
    expect(await deletedRoomsOf(guest, project.id)).toEqual([])
    expect((await call(guest, 'POST', restoreUrl(project.id, room.id))).statusCode).toBe(404)
    expect((await deletedRoomsOf(author, project.id)).map((r) => r.id)).toEqual([room.id])
  })

  it('neither lists nor restores a room deleted more than 30 days ago, and forgets it', async () => {
    const project = await createProject(author, { name: 'Long gone' })
    const room = await newRoom(project.id)
    await deleteRoom(author, project.id, room.id)
    await db()
      .update(deletedRooms)
      .set({ deletedAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(deletedRooms.id, room.id))
    expect(await deletedRoomsOf(author, project.id)).toEqual([])
    expect((await call(author, 'POST', restoreUrl(project.id, room.id))).statusCode).toBe(404)
    expect(await db().select().from(deletedRooms).where(eq(deletedRooms.id, room.id))).toEqual([])
  })

  it('refuses with 409 a restore whose room id is taken, and keeps it restorable', async () => {
    const project = await createProject(author, { name: 'Taken' })
    const room = await newRoom(project.id)
    await deleteRoom(author, project.id, room.id)
    await db().insert(rooms).values({
      id: room.id,
      projectId: project.id,
      name: 'Squatter',
      targetType: 'LpA',
      targetValue: 35,
      absorptionArea: 10,
      volume: 50,
      reverberationTime: 0.8,
      listenerDistance: 2,
    })
    expect((await call(author, 'POST', restoreUrl(project.id, room.id))).statusCode).toBe(409)
    expect((await deletedRoomsOf(author, project.id)).map((r) => r.id)).toEqual([room.id])
  })

  it('checks the caller and the ids first', async () => {
    const project = await createProject(author)
    expect((await call(null, 'GET', `/api/projects/${project.id}/rooms/deleted`)).statusCode).toBe(401)
    const bad = await call(author, 'POST', `/api/projects/${project.id}/rooms/deleted/not-a-uuid/restore`)
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'params.id' }] },
    })
  })
})
