// A room's acoustics within the contract's bounds: a value no room has is refused on its field and changes
// nothing, and a room stored before the lower bounds existed never fails the reads of its project's rooms.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { rooms } from '../db/schema/index.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { flatBands } from '../test/fixtures.ts'
import {
  callAsAuthor as call,
  data,
  officeRoom as office,
  testApp,
  useProjectsApp,
} from '../projects/projects-test-kit.ts'

describe.each(testDatabaseTargets())('room bounds on $kind', (target) => {
  useProjectsApp(target)

  async function projectWithRoom() {
    const project = data<{ id: string }>(await call('POST', '/api/projects', { name: 'Bounds' }))
    const res = await call('POST', `/api/projects/${project.id}/rooms`, office)
    expect(res.statusCode).toBe(201)
    return { projectId: project.id, room: data<RoomDocument>(res) }
  }

  it.each([
    ['listenerDistance', 1e-200],
    ['listenerDistance', 0.009],
    ['absorptionArea', 0.001],
    ['volume', 0.05],
    ['reverberationTime', 1e-305],
  ])('refuses a room with %s %s on that field, and writes nothing', async (field, value) => {
    const { projectId, room } = await projectWithRoom()
    const mode = field === 'volume' || field === 'reverberationTime' ? 'reverberation' : 'area'
    const created = await call('POST', `/api/projects/${projectId}/rooms`, {
      ...office,
      absorptionMode: mode,
      [field]: value,
    })
    expect(created.statusCode).toBe(422)
    expect(JSON.stringify(created.json())).toContain(`body.${field}`)
    const updated = await call('PUT', `/api/projects/${projectId}/rooms/${room.id}`, {
      ...office,
      absorptionMode: mode,
      [field]: value,
      version: room.version,
    })
    expect(updated.statusCode).toBe(422)
    const list = data<RoomDocument[]>(await call('GET', `/api/projects/${projectId}/rooms`))
    expect(list).toEqual([room])
  })

  it('saves a room whose input of the other absorption mode is below its bound: it is not used', async () => {
    const { projectId, room } = await projectWithRoom()
    // As an earlier version stored it: an 'area' room with a volume no room has.
    await testApp.database.db.update(rooms).set({ volume: 0.05 }).where(eq(rooms.id, room.id))
    const res = await call('PUT', `/api/projects/${projectId}/rooms/${room.id}`, {
      ...office,
      volume: 0.05,
      name: 'Office 101 renamed',
      version: room.version,
    })
    expect(res.statusCode).toBe(200)
  })

  it('downloads a project with a room stored out of bounds, and imports the file as it was', async () => {
    const { projectId, room } = await projectWithRoom()
    await testApp.database.db.update(rooms).set({ listenerDistance: 0.005 }).where(eq(rooms.id, room.id))
    const file = await call('GET', `/api/projects/${projectId}/file`)
    expect(file.statusCode).toBe(200)
    const imported = await call('POST', '/api/projects/import', file.json())
    expect(imported.statusCode).toBe(201)
    const copy = data<{ id: string }>(imported)
    const copied = data<RoomDocument[]>(await call('GET', `/api/projects/${copy.id}/rooms`))
    expect(copied.map((r) => r.listenerDistance)).toEqual([0.005])
  })

  it('takes the least values a room may have, and assesses it', async () => {
    const { projectId } = await projectWithRoom()
    const res = await call('POST', `/api/projects/${projectId}/rooms`, {
      ...office,
      listenerDistance: 0.01,
      absorptionArea: 0.01,
    })
    expect(res.statusCode).toBe(201)
  })

  it('answers the rooms of a project whose room was stored out of bounds, that room without a prediction', async () => {
    const { projectId, room: good } = await projectWithRoom()
    const bad = await call('POST', `/api/projects/${projectId}/rooms`, { ...office, name: 'Bad' })
    const badRoom = data<RoomDocument>(bad)
    // As an earlier version stored it, before the lower bounds: its absorption area overflows.
    await testApp.database.db
      .update(rooms)
      .set({ absorptionMode: 'reverberation', volume: 1e7, reverberationTime: 1e-305 })
      .where(eq(rooms.id, badRoom.id))
    for (const roomId of [good.id, badRoom.id]) {
      const system = await call('POST', `/api/projects/${projectId}/systems`, {
        name: `Serving ${roomId}`,
        roomId,
        inputSoundPowerLevel: flatBands(90),
      })
      expect(system.statusCode).toBe(201)
    }
    const res = await call('GET', `/api/projects/${projectId}/rooms`)
    expect(res.statusCode).toBe(200)
    const list = data<RoomDocument[]>(res)
    const byName = new Map(list.map((room) => [room.name, room]))
    expect(byName.get('Office 101')?.assessment.lpA).toEqual(expect.any(Number))
    expect(byName.get('Bad')?.assessment).toMatchObject({
      lpA: null,
      pass: null,
      contributions: [],
      unassessable: true,
    })
    // Only the room that cannot be assessed carries the flag.
    expect(byName.get('Office 101')?.assessment).not.toHaveProperty('unassessable')
    const one = await call('GET', `/api/projects/${projectId}/rooms/${badRoom.id}`)
    expect(one.statusCode).toBe(200)
    expect(data<RoomDocument>(one).reverberationTime).toBe(1e-305)
  })
})
