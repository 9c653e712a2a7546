// Writes that meet a deletion or another write under way in another session of the same PostgreSQL (another
// instance, or the same one's pool): the answer follows the API conventions, never a 500, a conflict answers
// the current document, and nothing acknowledged is lost.
// The other session's write is held open by a client of its own, running what our repositories run, so the
// interleaving is the same every time. PostgreSQL only: PGlite has one session, in which transactions
// follow one another.
import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '#contract/api/projects.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { testDatabaseUrl } from '../config/env.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { heldOpen } from '../test/held-open.ts'
import {
  author,
  call,
  createProject,
  createSystem,
  data,
  outsider,
  systemBody,
  useProjectsApp,
} from './projects-test-kit.ts'

const url = testDatabaseUrl()

const office = { name: 'Office 101', targetType: 'LpA', targetValue: 35 }

describe.skipIf(!url)('writes racing other sessions on PostgreSQL', () => {
  const postgres = testDatabaseTargets().find((target) => target.kind === 'postgres')
  if (!postgres) return
  useProjectsApp(postgres)

  it('a system assigned to a room that another session is deleting gets 422 on body.roomId, and keeps its state', async () => {
    const project = await createProject(author)
    const room = data<RoomDocument>(await call(author, 'POST', `/api/projects/${project.id}/rooms`, office))
    const system = await createSystem(author, project.id)
    const deletion = await heldOpen('delete from rooms where id = $1', [room.id])

    const save = call(author, 'PUT', `/api/projects/${project.id}/systems/${system.id}`, {
      ...systemBody('Renamed'),
      version: system.version,
      roomId: room.id,
    })
    await deletion.blocking()
    await deletion.commit()
    const answer = await save
    // Was a 500: the save's foreign key check waited for the deletion and then failed.
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        details: [{ field: 'body.roomId', message: 'ROOM_NOT_IN_PROJECT' }],
      },
    })
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      name: 'AHU-1',
      version: system.version,
      roomId: null,
    })
    expect((await call(outsider, 'GET', `/api/systems/${system.id}`)).statusCode).toBe(404)
  })

  it('a system restored while another session deletes the room it served comes back serving none, its version raised', async () => {
    const project = await createProject(author)
    const room = data<RoomDocument>(await call(author, 'POST', `/api/projects/${project.id}/rooms`, office))
    const system = await createSystem(author, project.id, { roomId: room.id })
    const systemUrl = `/api/projects/${project.id}/systems/${system.id}`
    expect((await call(author, 'DELETE', systemUrl)).statusCode).toBe(200)
    const deletion = await heldOpen('delete from rooms where id = $1', [room.id])

    const restore = call(author, 'POST', `/api/projects/${project.id}/systems/deleted/${system.id}/restore`)
    await deletion.blocking()
    await deletion.commit()
    const answer = await restore
    // Was a 500, as above (docs/product-rules.md, "Recently deleted": a room deleted meanwhile is served no more).
    expect(answer.statusCode).toBe(200)
    expect(data(answer)).toMatchObject({ id: system.id, roomId: null, version: system.version + 1 })
  })

  it('a room deleted while another session gives a system that room keeps the system: restored, it serves the room again', async () => {
    const project = await createProject(author)
    const room = data<RoomDocument>(await call(author, 'POST', `/api/projects/${project.id}/rooms`, office))
    const system = await createSystem(author, project.id)
    // What a save of another instance writes; its foreign key check holds the room until it commits.
    const save = await heldOpen(`update systems set room_id = $1, version = version + 1 where id = $2`, [
      room.id,
      system.id,
    ])

    const removal = call(author, 'DELETE', `/api/projects/${project.id}/rooms/${room.id}`)
    await save.blocking()
    await save.commit()
    expect((await removal).statusCode).toBe(200)
    // The acknowledged save counts: the system served the room when it went, so it is unlinked at a new version.
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      roomId: null,
      version: system.version + 2,
    })
    const restored = await call(
      author,
      'POST',
      `/api/projects/${project.id}/rooms/deleted/${room.id}/restore`,
    )
    expect(restored.statusCode).toBe(200)
    expect(data<RoomDocument>(restored).assessment.contributions.map((c) => c.systemId)).toEqual([system.id])
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      roomId: room.id,
      version: system.version + 3,
    })
  })

  it('a room deleted while another session takes a system out of it does not bring that system back on restore', async () => {
    const project = await createProject(author)
    const room = data<RoomDocument>(await call(author, 'POST', `/api/projects/${project.id}/rooms`, office))
    const system = await createSystem(author, project.id, { roomId: room.id })
    const save = await heldOpen(`update systems set room_id = null, version = version + 1 where id = $1`, [
      system.id,
    ])

    const removal = call(author, 'DELETE', `/api/projects/${project.id}/rooms/${room.id}`)
    await save.blocking()
    await save.commit()
    expect((await removal).statusCode).toBe(200)
    // Read before the save committed, the system counted as serving the room and was put back in it.
    const restored = await call(
      author,
      'POST',
      `/api/projects/${project.id}/rooms/deleted/${room.id}/restore`,
    )
    expect(restored.statusCode).toBe(200)
    expect(data<RoomDocument>(restored).assessment.contributions).toEqual([])
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      roomId: null,
      version: system.version + 1,
    })
  })

  it.each([
    ['creating a system', (p: string) => call(author, 'POST', `/api/projects/${p}/systems`, systemBody())],
    ['creating a room', (p: string) => call(author, 'POST', `/api/projects/${p}/rooms`, office)],
    [
      'copying a system',
      (p: string, s: string) => call(author, 'POST', `/api/projects/${p}/systems/${s}/copy`),
    ],
    [
      'copying a system into it from another project',
      async (p: string) => {
        const source = await createProject(author)
        const system = await createSystem(author, source.id)
        return call(author, 'POST', `/api/projects/${source.id}/systems/${system.id}/copy`, {
          targetProjectId: p,
        })
      },
    ],
    [
      'inviting a user',
      (p: string) => call(author, 'POST', `/api/projects/${p}/users`, { invitedUserId: outsider.user.id }),
    ],
    [
      'restoring a system',
      (p: string, _s: string, gone: string) =>
        call(author, 'POST', `/api/projects/${p}/systems/deleted/${gone}/restore`),
    ],
    [
      'restoring a room',
      (p: string, _s: string, _gone: string, goneRoom: string) =>
        call(author, 'POST', `/api/projects/${p}/rooms/deleted/${goneRoom}/restore`),
    ],
    [
      'editing the project',
      (p: string) => call(author, 'PUT', `/api/projects/${p}`, { name: 'Edited', version: 1 }),
    ],
  ])(
    '%s while another session deletes the project answers 404, as for any project that is not there',
    async (_what, write) => {
      const project = await createProject(author)
      const system = await createSystem(author, project.id)
      const gone = await createSystem(author, project.id, { name: 'Deleted before' })
      expect(
        (await call(author, 'DELETE', `/api/projects/${project.id}/systems/${gone.id}`)).statusCode,
      ).toBe(200)
      const goneRoom = data<RoomDocument>(
        await call(author, 'POST', `/api/projects/${project.id}/rooms`, office),
      )
      expect(
        (await call(author, 'DELETE', `/api/projects/${project.id}/rooms/${goneRoom.id}`)).statusCode,
      ).toBe(200)
      const deletion = await heldOpen('delete from projects where id = $1', [project.id])

      const answer = write(project.id, system.id, gone.id, goneRoom.id)
      await deletion.blocking()
      await deletion.commit()
      const res = await answer
      // Was a 500 (the foreign key to the project failed once the deletion committed), or a 409 for the edit.
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        success: false,
        error: {
          code: 'NOT_FOUND',
          message: expect.stringMatching(/^(Project|System) cannot be obtained$/) as unknown,
          details: [],
        },
      })
      expect((await call(author, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404)
    },
  )

  it('a system deleted while another session saves it keeps the save: restored, it is the saved system', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    // What a save of another instance writes (systems.repo.ts saveAtVersion), acknowledged once it commits.
    const save = await heldOpen(
      `update systems set name = 'Saved meanwhile', version = version + 1, updated_at = now() where id = $1`,
      [system.id],
    )

    const removal = call(author, 'DELETE', `/api/projects/${project.id}/systems/${system.id}`)
    await save.blocking()
    await save.commit()
    expect((await removal).statusCode).toBe(200)
    const restored = await call(
      author,
      'POST',
      `/api/projects/${project.id}/systems/deleted/${system.id}/restore`,
    )
    expect(restored.statusCode).toBe(200)
    // Was the system before the save: the deletion kept what it had read before waiting for the save's row.
    expect(data(restored)).toMatchObject({ name: 'Saved meanwhile', version: system.version + 1 })
  })

  it('a project deleted while other sessions write into it keeps every write: restored, it holds them all', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const room = data<RoomDocument>(await call(author, 'POST', `/api/projects/${project.id}/rooms`, office))
    // What saves, a creation, an invitation and an edit of other instances write, each acknowledged once it
    // commits.
    const writes = [
      await heldOpen(`update systems set name = 'Saved meanwhile', version = version + 1 where id = $1`, [
        system.id,
      ]),
      await heldOpen(
        `insert into systems (project_id, name, input_sound_power_level) values ($1, 'Created meanwhile', $2)`,
        [project.id, JSON.stringify(systemBody().inputSoundPowerLevel)],
      ),
      await heldOpen(`update rooms set name = 'Room saved meanwhile', version = version + 1 where id = $1`, [
        room.id,
      ]),
      await heldOpen(`insert into project_members (project_id, user_id) values ($1, $2)`, [
        project.id,
        outsider.user.id,
      ]),
      await heldOpen(`update projects set name = 'Edited meanwhile', version = version + 1 where id = $1`, [
        project.id,
      ]),
    ]

    const removal = call(author, 'DELETE', `/api/projects/${project.id}`)
    await Promise.any(writes.map((write) => write.blocking()))
    for (const write of writes) await write.commit()
    expect((await removal).statusCode).toBe(200)
    const restored = await call(author, 'POST', `/api/projects/deleted/${project.id}/restore`)
    expect(restored.statusCode).toBe(200)
    // Was the project as the deletion first read it: without the creation, the saves, the invitation and the edit.
    const back = data<ProjectDocument>(restored)
    expect(back).toMatchObject({
      name: 'Edited meanwhile',
      version: 2,
      invitedUsers: [{ id: outsider.user.id }],
    })
    const systems = data<SystemDocument[]>(await call(author, 'GET', `/api/projects/${project.id}/systems`))
    expect(systems.map((s) => [s.name, s.version]).sort()).toEqual([
      ['Created meanwhile', 1],
      ['Saved meanwhile', system.version + 1],
    ])
    const rooms = data<RoomDocument[]>(await call(author, 'GET', `/api/projects/${project.id}/rooms`))
    expect(rooms.map((r) => [r.name, r.version])).toEqual([['Room saved meanwhile', 2]])
  })

  it('a save that comes after the deletion took the system answers 404 and is not acknowledged', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    // Another instance's deletion of the system, holding its row until it commits.
    const deletion = await heldOpen('delete from systems where id = $1', [system.id])
    const save = call(author, 'PUT', `/api/projects/${project.id}/systems/${system.id}`, {
      ...systemBody('Too late'),
      version: system.version,
    })
    await deletion.blocking()
    await deletion.commit()
    expect((await save).statusCode).toBe(404)
  })

  it('an edit of a project at the version another session is replacing answers 409 with the project that session wrote', async () => {
    const project = await createProject(author)
    const edit = await heldOpen(
      `update projects set name = 'Edited elsewhere', version = version + 1 where id = $1`,
      [project.id],
    )
    const mine = call(author, 'PUT', `/api/projects/${project.id}`, {
      name: 'Mine',
      version: project.version,
    })
    await edit.blocking()
    await edit.commit()
    const answer = await mine
    expect(answer.statusCode).toBe(409)
    // Was the project as it stood before the other edit: the client "reloaded" a version that was already gone,
    // and its next save met a 409 again.
    expect(answer.json()).toMatchObject({
      success: false,
      error: { code: 'CONFLICT' },
      data: { name: 'Edited elsewhere', version: project.version + 1 },
    })
  })
})
