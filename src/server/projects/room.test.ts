// The room panel's inputs travel with the system: saved, read back, kept by saves without them, copied.
import { describe, expect, it } from 'vitest'
import { testDatabaseTargets } from '../test/databases.ts'
import { dataOf, signedInApp } from '../test/signed-in-app.ts'

interface Doc {
  id: string
  version: number
  room: unknown
  [key: string]: unknown
}

const room = {
  listenerDistance: 1.5,
  absorptionMode: 'reverberation',
  absorptionArea: 12,
  volume: 75,
  reverberationTime: 0.6,
  directivity: 4,
  targetNr: 30,
  targetNc: null,
}

describe.each(testDatabaseTargets())('the room of a system on $kind', (target) => {
  const { call } = signedInApp(target, 'Rita Room')
  const data = (res: { json: <U>() => U }) => dataOf<Doc>(res)

  async function newSystem(fields: object = {}) {
    const project = data(await call('POST', '/api/projects', { name: 'Room test' }))
    const res = await call('POST', `/api/projects/${project.id}/systems`, { name: 'AHU', ...fields })
    expect(res.statusCode).toBe(201)
    return { projectId: project.id, system: data(res) }
  }

  it('starts without a room, saves one with the version and reads it back', async () => {
    const { projectId, system } = await newSystem()
    expect(system.room).toBeNull()
    const saved = await call('PUT', `/api/projects/${projectId}/systems/${system.id}`, {
      name: 'AHU',
      version: system.version,
      room,
    })
    expect(saved.statusCode).toBe(200)
    expect(data(saved).room).toEqual(room)
    const read = data(await call('GET', `/api/systems/${system.id}`))
    expect(read.room).toEqual(room)
    const listed = (await call('GET', `/api/projects/${projectId}/systems`)).json<{ data: Doc[] }>().data
    expect(listed[0]?.room).toEqual(room)
  })

  it('keeps the room when a save leaves it out, clears it with null, and copies it', async () => {
    const { projectId, system } = await newSystem({ room: { ...room, targetNc: 35 } })
    expect(system.room).toEqual({ ...room, targetNc: 35 })
    const url = `/api/projects/${projectId}/systems/${system.id}`
    const renamed = data(await call('PUT', url, { name: 'AHU-2', version: system.version }))
    expect(renamed.room).toEqual({ ...room, targetNc: 35 })
    const copy = data(await call('POST', `${url}/copy`))
    expect(copy.room).toEqual({ ...room, targetNc: 35 })
    const cleared = data(await call('PUT', url, { name: 'AHU-2', version: renamed.version, room: null }))
    expect(cleared.room).toBeNull()
  })

  it('refuses a room outside its limits with 422 naming the field', async () => {
    const { projectId, system } = await newSystem()
    const res = await call('PUT', `/api/projects/${projectId}/systems/${system.id}`, {
      version: system.version,
      room: { ...room, directivity: 3, listenerDistance: 0 },
    })
    expect(res.statusCode).toBe(422)
    const fields = res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field)
    expect(fields).toEqual(expect.arrayContaining(['body.room.directivity', 'body.room.listenerDistance']))
  })
})
