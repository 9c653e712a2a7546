// A serving system without sound data (no noise generator entered) is named and left out of its room's levels:
// its 0 dB bands are not a quiet fan, and the room must not pass on data nobody entered.
import { describe, expect, it } from 'vitest'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { flatBands } from '../test/fixtures.ts'
import {
  callAsAuthor as call,
  data,
  officeRoom as office,
  useProjectsApp,
} from '../projects/projects-test-kit.ts'

describe.each(testDatabaseTargets())('a room served by a system without sound data on $kind', (target) => {
  useProjectsApp(target)

  async function roomServedBy(...levels: (number | null)[]) {
    const project = data<{ id: string }>(await call('POST', '/api/projects', { name: 'Sound data' }))
    const room = data<RoomDocument>(await call('POST', `/api/projects/${project.id}/rooms`, office))
    const systems = []
    for (const [i, level] of levels.entries()) {
      const res = await call('POST', `/api/projects/${project.id}/systems`, {
        name: level === null ? `New system ${i}` : `AHU-${i}`,
        number: `TK0${i}`,
        roomId: room.id,
        ...(level === null ? {} : { inputSoundPowerLevel: flatBands(level) }),
      })
      expect(res.statusCode).toBe(201)
      systems.push(data<{ id: string; name: string; version: number }>(res))
    }
    const read = async () =>
      data<RoomDocument>(await call('GET', `/api/projects/${project.id}/rooms/${room.id}`)).assessment
    return { projectId: project.id, systems, read }
  }

  it('leaves it out of the levels, names it, and gives no verdict where the others pass', async () => {
    const alone = await (await roomServedBy(20)).read()
    expect(alone).toMatchObject({ pass: true })
    expect(alone).not.toHaveProperty('uncounted')
    const { systems, read } = await roomServedBy(20, null)
    const assessment = await read()
    // The levels are the quiet system's alone: LpA, margin and its contribution as without the other.
    expect(assessment.lpA).toBe(alone.lpA)
    expect(assessment.margin).toBe(alone.margin)
    // Named by name and number, as drawings and reports name a system.
    expect(assessment.contributions.map(({ name, number }) => ({ name, number }))).toEqual([
      { name: 'AHU-0', number: 'TK00' },
    ])
    expect(assessment.pass).toBeNull()
    expect(assessment.uncounted).toEqual([{ systemId: systems[1]?.id, name: 'New system 1', number: 'TK01' }])
  })

  it('keeps the verdict Fail where the others already fail: more sound only raises the level', async () => {
    const assessment = await (await roomServedBy(90, null)).read()
    expect(assessment.pass).toBe(false)
    expect(assessment.uncounted).toHaveLength(1)
  })

  it('has no levels when no serving system has sound data, and is not a room nothing serves', async () => {
    const assessment = await (await roomServedBy(null)).read()
    expect(assessment).toMatchObject({ lpA: null, margin: null, pass: null, contributions: [] })
    expect(assessment.uncounted?.map((system) => system.name)).toEqual(['New system 0'])
    expect(assessment).not.toHaveProperty('unassessable')
  })

  it('counts the system once its noise generator is entered', async () => {
    const { projectId, systems, read } = await roomServedBy(20, null)
    const empty = systems[1]
    const res = await call('PUT', `/api/projects/${projectId}/systems/${empty?.id}`, {
      version: empty?.version,
      inputSoundPowerLevel: flatBands(20),
    })
    expect(res.statusCode).toBe(200)
    const assessment = await read()
    expect(assessment).not.toHaveProperty('uncounted')
    expect(assessment.contributions).toHaveLength(2)
    expect(assessment.pass).toBe(true)
  })

  it('says which side of the curves a rating lies outside, for the room and each system, and only then', async () => {
    // A 5 dB fan gives Lp 2.5 dB, under every band of NC 15 (11 dB at the lowest): a number there would be a
    // curve no standard defines.
    const quiet = await (await roomServedBy(5)).read()
    expect(quiet.ncOutside).toBe('below')
    expect(quiet.contributions[0]?.ncOutside).toBe('below')
    const usual = await (await roomServedBy(60)).read()
    expect(usual).not.toHaveProperty('ncOutside')
    expect(usual).not.toHaveProperty('nrOutside')
  })
})
