// Rooms of a project: the level from every system that serves them, access, versions and what deletes what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import type { SignedIn } from '#contract/api/auth.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { rooms } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { flatBands } from '../test/fixtures.ts'
import { officeRoom } from '../projects/projects-test-kit.ts'

const flat = flatBands

const office = officeRoom

describe.each(testDatabaseTargets())('rooms on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  let author: SignedIn
  let guest: SignedIn
  let outsider: SignedIn

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    app = testApp.app
    author = await signUp(app, { fullName: 'Anna Author' })
    guest = await signUp(app, { fullName: 'Gustav Guest' })
    outsider = await signUp(app, { fullName: 'Olli Outsider' })
  })
  afterAll(() => testApp.close())

  const call = (who: SignedIn | null, method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({ method, url, headers: who ? tokenHeaders(who) : {}, ...(payload ? { payload } : {}) })
  const data = <T = { id: string; version: number } & Record<string, unknown>>(res: { json: <U>() => U }) =>
    res.json<{ data: T }>().data

  async function newProject(name = 'Rooms test') {
    return data(await call(author, 'POST', '/api/projects', { name }))
  }
  async function newRoom(projectId: string, fields: object = {}) {
    const res = await call(author, 'POST', `/api/projects/${projectId}/rooms`, { ...office, ...fields })
    expect(res.statusCode).toBe(201)
    return data<RoomDocument>(res)
  }
  async function newSystem(projectId: string, fields: object) {
    const res = await call(author, 'POST', `/api/projects/${projectId}/systems`, fields)
    expect(res.statusCode).toBe(201)
    return data(res)
  }

  it('sums two systems with several outlets, worked by hand', async () => {
    const project = await newProject()
    const room = await newRoom(project.id)
    // A system without products delivers its fan's sound power to the room unchanged.
    const supply = await newSystem(project.id, {
      name: 'Supply',
      inputSoundPowerLevel: flat(50),
      roomId: room.id,
      outlets: 3,
    })
    expect(supply).toMatchObject({ roomId: room.id, outlets: 3 })
    await newSystem(project.id, {
      name: 'Exhaust',
      inputSoundPowerLevel: flat(47),
      roomId: room.id,
      outlets: 2,
    })
    const read = data<RoomDocument>(await call(author, 'GET', `/api/projects/${project.id}/rooms/${room.id}`))
    // Room term C = 10·lg(Q/(4πr²) + 4/A) = 10·lg(2/(4π·1²) + 4/10) = 10·lg 0.559155 = −2.52468 dB.
    // Lp = 10·lg(3·10^((50 + C)/10) + 2·10^((47 + C)/10)) = C + 10·lg(300 000 + 2·50 118.7)
    //    = −2.52468 + 56.02318 = 53.4985 dB in every band.
    // Supply alone: 50 + C + 10·lg 3 = 52.2465 dB; exhaust alone: 47 + C + 10·lg 2 = 47.4856 dB.
    // LpA of a flat spectrum L is L + 10·lg Σ 10^(Aᵢ/10) = L + 6.98714: 60.4856 dB(A) in all,
    // 59.2337 from the supply and 54.4728 from the exhaust. Margin against 35 dB(A): 35 − 60.4856.
    const { assessment } = read
    for (const level of Object.values(assessment.soundPressureLevel ?? {}))
      expect(level).toBeCloseTo(53.4985, 3)
    expect(assessment.lpA).toBeCloseTo(60.4856, 3)
    expect(assessment.margin).toBeCloseTo(-25.4856, 3)
    expect(assessment.pass).toBe(false)
    expect(assessment.contributions.map((c) => c.name)).toEqual(['Supply', 'Exhaust'])
    expect(assessment.contributions[0]?.lpA).toBeCloseTo(59.2337, 3)
    expect(assessment.contributions[1]?.lpA).toBeCloseTo(54.4728, 3)
    expect(assessment.contributions[0]?.soundPressureLevel.octaveBand1000Hz).toBeCloseTo(52.2465, 3)
    // Each part rated on its own: a flat spectrum is rated at 8 kHz, NR (L + 8)/1.03 rounded up:
    // (52.2465 + 8)/1.03 = 58.49 → 59 and (47.4856 + 8)/1.03 = 53.87 → 54.
    expect(assessment.contributions[0]).toMatchObject({ systemId: supply.id, outlets: 3, nr: 59 })
    expect(assessment.contributions[1]?.nr).toBe(54)
    // The list answers the same assessment.
    const listed = data<RoomDocument[]>(await call(author, 'GET', `/api/projects/${project.id}/rooms`))
    expect(listed[0]?.assessment.lpA).toBeCloseTo(60.4856, 3)
  })

  it('answers a room no system serves with null levels, and the rest of its fields', async () => {
    const project = await newProject()
    const room = await newRoom(project.id, { roomType: 'dk-office', targetValue: 35 })
    expect(room).toMatchObject({
      _id: room.id,
      name: 'Office 101',
      // None given: a room need not have one.
      number: '',
      roomType: 'dk-office',
      targetType: 'LpA',
      targetValue: 35,
      absorptionMode: 'area',
      absorptionArea: 10,
      volume: 50,
      reverberationTime: 0.8,
      listenerDistance: 1,
      directivity: 2,
      version: 1,
    })
    expect(room.assessment).toEqual({
      soundPressureLevel: null,
      lpA: null,
      nr: null,
      nc: null,
      margin: null,
      pass: null,
      worstBand: null,
      contributions: [],
    })
  })

  it('keeps the number a room has on the drawings through create, update, list and get', async () => {
    const project = await newProject()
    const url = `/api/projects/${project.id}/rooms`
    const created = await newRoom(project.id, { number: '  A2.14 ' })
    expect(created).toMatchObject({ name: 'Office 101', number: 'A2.14', version: 1 })
    const updated = await call(author, 'PUT', `${url}/${created.id}`, {
      ...office,
      number: '1024',
      version: created.version,
    })
    expect(updated.statusCode).toBe(200)
    expect(data<RoomDocument>(updated)).toMatchObject({ number: '1024', version: 2 })
    expect(data<RoomDocument>(await call(author, 'GET', `${url}/${created.id}`)).number).toBe('1024')
    expect(data<RoomDocument[]>(await call(author, 'GET', url)).map((room) => room.number)).toEqual(['1024'])
    // A save without one clears it, as a system's number: the body is the whole room.
    const cleared = await call(author, 'PUT', `${url}/${created.id}`, { ...office, version: 2 })
    expect(data<RoomDocument>(cleared)).toMatchObject({ number: '', version: 3 })
    const stored = await testApp.database.db.select().from(rooms).where(eq(rooms.id, created.id))
    expect(stored[0]?.number).toBe('')
  })

  it('refuses a number over 100 characters with 422 on body.number and writes nothing', async () => {
    const project = await newProject()
    const url = `/api/projects/${project.id}/rooms`
    const long = 'A'.repeat(101)
    const refused = await call(author, 'POST', url, { ...office, number: long })
    expect(refused.statusCode).toBe(422)
    expect(refused.json<{ error: { details: { field: string }[] } }>().error.details).toEqual([
      expect.objectContaining({ field: 'body.number' }),
    ])
    expect(data<RoomDocument[]>(await call(author, 'GET', url))).toEqual([])
    const room = await newRoom(project.id, { number: 'A'.repeat(100) })
    const update = await call(author, 'PUT', `${url}/${room.id}`, { ...office, number: long, version: 1 })
    expect(update.statusCode).toBe(422)
    expect(JSON.stringify(update.json())).toContain('body.number')
    expect(data<RoomDocument>(await call(author, 'GET', `${url}/${room.id}`))).toMatchObject({
      number: 'A'.repeat(100),
      version: 1,
    })
  })

  it('describes the number in OpenAPI: optional in a create and a save, always in an answer', async () => {
    type Schema = { properties?: Record<string, Schema>; required?: string[]; maxLength?: number }
    type Operation = {
      requestBody?: { content: Record<string, { schema: Schema }> }
      responses: Record<string, { content?: Record<string, { schema: Schema }> }>
    }
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>
    }>()
    const rooms = doc.paths['/api/projects/{projectId}/rooms']
    const room = doc.paths['/api/projects/{projectId}/rooms/{roomId}']
    for (const operation of [rooms?.post, room?.put]) {
      const body = operation?.requestBody?.content['application/json']?.schema
      expect(body?.properties?.number).toMatchObject({ type: 'string', maxLength: 100, default: '' })
      expect(body?.required).not.toContain('number')
    }
    const answer = room?.get?.responses['200']?.content?.['application/json']?.schema.properties?.data
    expect(answer?.properties?.number).toMatchObject({ type: 'string' })
    expect(answer?.required).toContain('number')
  })

  it('refuses bad values with 422 naming the field', async () => {
    const project = await newProject()
    const url = `/api/projects/${project.id}/rooms`
    const fields = async (payload: object) => {
      const res = await call(author, 'POST', url, payload)
      expect(res.statusCode).toBe(422)
      return res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field)
    }
    expect(await fields({ ...office, directivity: 3 })).toContain('body.directivity')
    expect(await fields({ ...office, listenerDistance: 0 })).toContain('body.listenerDistance')
    expect(await fields({ ...office, targetType: 'NC', targetValue: 10 })).toContain('body.targetValue')
    expect(await fields({ ...office, targetType: 'NR', targetValue: 30.5 })).toContain('body.targetValue')
    expect(await fields({ ...office, name: ' ' })).toContain('body.name')
    expect(await fields({ ...office, roomType: 'no-such-preset' })).toContain('body.roomType')
    const room = await newRoom(project.id)
    const system = await newSystem(project.id, { name: 'AHU' })
    const res = await call(author, 'PUT', `/api/projects/${project.id}/systems/${system.id}`, {
      version: system.version,
      roomId: room.id,
      outlets: 0,
    })
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.json())).toContain('body.outlets')
  })

  it('refuses a room of another project for a system with 422, and keeps the system as it was', async () => {
    const mine = await newProject('Mine')
    const other = await newProject('Other')
    const foreign = await newRoom(other.id)
    const created = await call(author, 'POST', `/api/projects/${mine.id}/systems`, { roomId: foreign.id })
    expect(created.statusCode).toBe(422)
    expect(JSON.stringify(created.json())).toContain('body.roomId')
    const system = await newSystem(mine.id, { name: 'AHU' })
    const saved = await call(author, 'PUT', `/api/projects/${mine.id}/systems/${system.id}`, {
      name: 'Renamed',
      version: system.version,
      roomId: foreign.id,
    })
    expect(saved.statusCode).toBe(422)
    const after = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(after).toMatchObject({ name: 'AHU', version: system.version, roomId: null, outlets: 1 })
  })

  it('refuses a room deleted meanwhile (a colleague deleted it from a list still on screen) with 422, and keeps the system as it was', async () => {
    const project = await newProject()
    const room = await newRoom(project.id)
    const system = await newSystem(project.id, { name: 'AHU' })
    expect((await call(author, 'DELETE', `/api/projects/${project.id}/rooms/${room.id}`)).statusCode).toBe(
      200,
    )
    const url = `/api/projects/${project.id}/systems/${system.id}`
    const assign = { name: 'Renamed', version: system.version, roomId: room.id, outlets: 2 }
    // Was a 500: the write ran into the foreign key before the room was looked at.
    const saved = await call(author, 'PUT', url, assign)
    expect(saved.statusCode).toBe(422)
    expect(saved.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'The request is not valid',
        details: [{ field: 'body.roomId', message: 'ROOM_NOT_IN_PROJECT' }],
      },
    })
    const created = await call(author, 'POST', `/api/projects/${project.id}/systems`, { roomId: room.id })
    expect(created.statusCode).toBe(422)
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      name: 'AHU',
      version: system.version,
      roomId: null,
      outlets: 1,
    })
    // Only someone who may save learns about rooms; a stale version is still a conflict first.
    expect((await call(outsider, 'PUT', url, assign)).statusCode).toBe(404)
    const renamed = data(await call(author, 'PUT', url, { name: 'Renamed', version: system.version }))
    expect((await call(author, 'PUT', url, assign)).statusCode).toBe(409)
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      name: 'Renamed',
      version: renamed.version,
      roomId: null,
    })
  })

  it('keeps the room and outlets when a save leaves them out, detaches with null, never copies them', async () => {
    const project = await newProject()
    const room = await newRoom(project.id)
    const system = await newSystem(project.id, { name: 'AHU', roomId: room.id, outlets: 4 })
    const url = `/api/projects/${project.id}/systems/${system.id}`
    const renamed = data(await call(author, 'PUT', url, { name: 'AHU-2', version: system.version }))
    expect(renamed).toMatchObject({ roomId: room.id, outlets: 4 })
    const copy = data(await call(author, 'POST', `${url}/copy`))
    expect(copy).toMatchObject({ roomId: null, outlets: 4 })
    const detached = data(
      await call(author, 'PUT', url, { name: 'AHU-2', version: renamed.version, roomId: null }),
    )
    expect(detached.roomId).toBeNull()
  })

  it('answers 409 with the current room on a stale version', async () => {
    const project = await newProject()
    const room = await newRoom(project.id)
    const url = `/api/projects/${project.id}/rooms/${room.id}`
    const first = await call(author, 'PUT', url, { ...office, name: 'First', version: 1 })
    expect(first.statusCode).toBe(200)
    expect(data(first)).toMatchObject({ name: 'First', version: 2 })
    const stale = await call(author, 'PUT', url, { ...office, name: 'Second', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<{ data: RoomDocument }>().data).toMatchObject({ name: 'First', version: 2 })
  })

  it('lets the author and invited users in, answers 404 to others and 401 to the anonymous', async () => {
    const project = await newProject('Shared')
    const invited = await call(author, 'POST', `/api/projects/${project.id}/users`, {
      invitedUserId: guest.user.id,
    })
    expect(invited.statusCode).toBe(201)
    const room = await newRoom(project.id)
    const base = `/api/projects/${project.id}/rooms`
    const requests: [InjectOptions['method'], string, object?][] = [
      ['GET', base],
      ['GET', `${base}/${room.id}`],
      ['POST', base, office],
      ['PUT', `${base}/${room.id}`, { ...office, version: 1 }],
      ['DELETE', `${base}/${room.id}`],
    ]
    for (const [method, url, payload] of requests) {
      expect((await call(null, method, url, payload)).statusCode).toBe(401)
      const denied = await call(outsider, method, url, payload)
      expect(denied.statusCode).toBe(404)
      expect(JSON.stringify(denied.json())).not.toContain('Office 101')
    }
    // The invited user reads, writes and deletes like the author (the PUT is at version 1, the first write).
    for (const [method, url, payload] of requests) {
      const res = await call(guest, method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(method === 'POST' ? 201 : 200)
    }
    // A room id of another project is not found under this project.
    const other = await newProject('Other')
    const otherRoom = await newRoom(other.id)
    expect((await call(author, 'GET', `${base}/${otherRoom.id}`)).statusCode).toBe(404)
  })

  it('deleting a system removes its part, deleting a room detaches its systems, deleting the project its rooms', async () => {
    const project = await newProject()
    const room = await newRoom(project.id)
    const keep = await newSystem(project.id, {
      name: 'Keep',
      inputSoundPowerLevel: flat(50),
      roomId: room.id,
    })
    const drop = await newSystem(project.id, {
      name: 'Drop',
      inputSoundPowerLevel: flat(50),
      roomId: room.id,
    })
    const roomUrl = `/api/projects/${project.id}/rooms/${room.id}`
    const both = data<RoomDocument>(await call(author, 'GET', roomUrl)).assessment
    expect(both.contributions).toHaveLength(2)
    expect((await call(author, 'DELETE', `/api/projects/${project.id}/systems/${drop.id}`)).statusCode).toBe(
      200,
    )
    const one = data<RoomDocument>(await call(author, 'GET', roomUrl)).assessment
    expect(one.contributions.map((c) => c.systemId)).toEqual([keep.id])
    // Two equal systems are 10·lg 2 = 3.0103 dB above one.
    expect((both.lpA ?? 0) - (one.lpA ?? 0)).toBeCloseTo(3.0103, 3)

    expect((await call(author, 'DELETE', roomUrl)).statusCode).toBe(200)
    expect((await call(author, 'GET', roomUrl)).statusCode).toBe(404)
    expect(data(await call(author, 'GET', `/api/systems/${keep.id}`))).toMatchObject({ roomId: null })

    const second = await newRoom(project.id)
    expect((await call(author, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(200)
    expect(await testApp.database.db.select().from(rooms).where(eq(rooms.projectId, project.id))).toEqual([])
    expect(await testApp.database.db.select().from(rooms).where(eq(rooms.id, second.id))).toEqual([])
  })

  it('serves the presets without signing in, each with its standard', async () => {
    const res = await call(null, 'GET', '/api/room-presets')
    expect(res.statusCode).toBe(200)
    const presets = data<{ id: string; targetType: string; targetValue: number; standard: string }[]>(res)
    expect(presets.length).toBeGreaterThan(5)
    expect(presets.find((p) => p.id === 'fi-dwelling-bedroom')).toMatchObject({
      targetType: 'LpA',
      targetValue: 28,
    })
    expect(presets.find((p) => p.id === 'se-dwelling-room')).toMatchObject({
      targetType: 'LpA',
      targetValue: 30,
      standard: expect.stringContaining('FoHMFS 2014:13') as unknown,
    })
    for (const preset of presets) expect(preset.standard.length).toBeGreaterThan(10)
  })
})
