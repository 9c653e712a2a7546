// Copying a system into another project, on every database target: into the caller's own other project or
// one they were invited to, with the products' saved data and no room; refused (404, nothing written) for a
// target the caller cannot see, told apart from no project at all by nothing; made once per Idempotency-Key.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { count, eq, inArray } from 'drizzle-orm'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { IDEMPOTENCY_KEY_HEADER } from '#contract/http.ts'
import { systems } from '../db/schema/index.ts'
import { tokenHeaders } from '../test/auth.ts'
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
  testApp,
  useProjectsApp,
  type Doc,
} from './projects-test-kit.ts'

const office = { name: 'Office 101', targetType: 'LpA', targetValue: 35 }
const roomPanel = {
  listenerDistance: 1.5,
  absorptionMode: 'area',
  absorptionArea: 12,
  volume: 75,
  reverberationTime: 0.6,
  directivity: 2,
  targetNr: 30,
  targetNc: null,
}

describe.each(testDatabaseTargets())('copying a system into another project on $kind', (target) => {
  useProjectsApp(target)

  const copyUrl = (projectId: string, systemId: string) =>
    `/api/projects/${projectId}/systems/${systemId}/copy`
  const systemsIn = async (projectId: string) =>
    data<Doc[]>(await call(author, 'GET', `/api/projects/${projectId}/systems`))
  // The systems this suite's users own: other suites write systems into the same PostgreSQL database at the
  // same time, so a count of the whole table would be theirs too.
  const allSystems = async () =>
    (
      await testApp.database.db
        .select({ n: count() })
        .from(systems)
        .where(inArray(systems.authorId, [author.user.id, guest.user.id, outsider.user.id]))
    )[0]?.n ?? 0

  async function invite(projectId: string, who: { user: { id: string } }, by = author) {
    const res = await call(by, 'POST', `/api/projects/${projectId}/users`, { invitedUserId: who.user.id })
    expect(res.statusCode).toBe(201)
  }

  it("copies into the caller's own other project: its chain, saved data and number, serving no room", async () => {
    const source = await createProject(author, { name: 'School' })
    const destination = await createProject(author, { name: 'Hospital' })
    const room = data<RoomDocument>(await call(author, 'POST', `/api/projects/${source.id}/rooms`, office))
    const system = await createSystem(author, source.id, {
      number: 'AHU-01',
      roomId: room.id,
      outlets: 3,
      airflow: 450,
      room: roomPanel,
    })
    // The products' saved data as an older catalogue gave them: the copy keeps it, not today's version.
    await testApp.database.db.update(systems).set({ catalogueVersion: 3 }).where(eq(systems.id, system.id))

    const res = await call(author, 'POST', copyUrl(source.id, system.id), {
      name: 'AHU-1 (copy)',
      targetProjectId: destination.id,
    })
    expect(res.statusCode).toBe(201)
    const copy = data(res)
    expect(copy.id).not.toBe(system.id)
    expect(copy).toMatchObject({
      _id: copy.id,
      projectId: destination.id,
      name: 'AHU-1 (copy)',
      number: 'AHU-01',
      author: author.user.id,
      items: system.items,
      productQuantitiesMap: { 'sil-1': 2 },
      inputSoundPowerLevel: system.inputSoundPowerLevel,
      calculationResults: system.calculationResults,
      catalogueVersion: 3,
      airflow: 450,
      room: roomPanel,
      outlets: 3,
      // A room of the source project is no room of the target's.
      roomId: null,
      version: 1,
    })

    // Found in the target, with its products; the source keeps its one system, still serving its room.
    expect((await systemsIn(destination.id)).map((s) => s.id)).toEqual([copy.id])
    expect((await systemsIn(source.id)).map((s) => s.id)).toEqual([system.id])
    expect(data(await call(author, 'GET', `/api/systems/${copy.id}`))).toMatchObject({
      project: { id: destination.id, name: 'Hospital' },
      items: system.items,
    })
    const roomNow = data<RoomDocument>(
      await call(author, 'GET', `/api/projects/${source.id}/rooms/${room.id}`),
    )
    expect(roomNow.assessment.contributions.map((c) => c.systemId)).toEqual([system.id])
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({ roomId: room.id })
  })

  it('copies within its own project as before when no target is named, or its own is', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const plain = await call(author, 'POST', copyUrl(project.id, system.id))
    const named = await call(author, 'POST', copyUrl(project.id, system.id), { targetProjectId: project.id })
    expect([plain.statusCode, named.statusCode]).toEqual([201, 201])
    expect([data(plain).projectId, data(named).projectId]).toEqual([project.id, project.id])
    expect(await systemsIn(project.id)).toHaveLength(3)
  })

  it('copies into a project the caller was invited to, and from one into their own', async () => {
    const theirs = await createProject(author, { name: 'Shared plant room' })
    const standard = await createSystem(author, theirs.id, { name: 'Standard supply branch' })
    await invite(theirs.id, guest)
    const guestsOwn = await createProject(guest, { name: "Gustav's office" })
    const guestsSystem = await createSystem(guest, guestsOwn.id, { name: 'Guest AHU' })

    const into = await call(guest, 'POST', copyUrl(guestsOwn.id, guestsSystem.id), {
      targetProjectId: theirs.id,
    })
    expect(into.statusCode).toBe(201)
    expect(data(into)).toMatchObject({ projectId: theirs.id, name: 'Guest AHU', author: guest.user.id })
    expect((await systemsIn(theirs.id)).map((s) => s.name).sort()).toEqual([
      'Guest AHU',
      'Standard supply branch',
    ])

    const out = await call(guest, 'POST', copyUrl(theirs.id, standard.id), { targetProjectId: guestsOwn.id })
    expect(out.statusCode).toBe(201)
    expect(data(out)).toMatchObject({ projectId: guestsOwn.id, name: 'Standard supply branch' })
  })

  it('refuses a target the caller cannot see with the 404 of no project at all, writing nothing', async () => {
    const mine = await createProject(author)
    const system = await createSystem(author, mine.id)
    const outsiders = await createProject(outsider, { name: 'Not yours' })
    const left = await createProject(outsider, { name: 'Left behind' })
    await invite(left.id, author, outsider)
    const removed = await call(outsider, 'DELETE', `/api/projects/${left.id}/users/${author.user.id}`)
    expect(removed.statusCode).toBe(200)
    const gone = await createProject(author, { name: 'Deleted' })
    expect((await call(author, 'DELETE', `/api/projects/${gone.id}`)).statusCode).toBe(200)

    const before = await allSystems()
    const answers = []
    for (const targetProjectId of [outsiders.id, left.id, gone.id, randomUUID()]) {
      const res = await call(author, 'POST', copyUrl(mine.id, system.id), { targetProjectId })
      expect(res.statusCode, targetProjectId).toBe(404)
      answers.push(res.json())
    }
    // The same answer whether the project exists or not: nothing tells them apart.
    for (const answer of answers)
      expect(answer).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: 'Project cannot be obtained', details: [] },
      })
    expect(await allSystems()).toBe(before)
    expect(data<Doc[]>(await call(outsider, 'GET', `/api/projects/${outsiders.id}/systems`))).toEqual([])
  })

  it('refuses a source the caller cannot see, into their own project too, writing nothing', async () => {
    const theirs = await createProject(outsider)
    const theirSystem = await createSystem(outsider, theirs.id)
    const mine = await createProject(author)
    const before = await allSystems()
    const res = await call(author, 'POST', copyUrl(theirs.id, theirSystem.id), { targetProjectId: mine.id })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'System cannot be obtained' } })
    expect(await allSystems()).toBe(before)
    expect(await systemsIn(mine.id)).toEqual([])
  })

  it('makes one copy of a copy sent again with its Idempotency-Key, and refuses the key for another target', async () => {
    const source = await createProject(author)
    const system = await createSystem(author, source.id)
    const [first, second] = [await createProject(author), await createProject(author)]
    const key = `"${randomUUID()}"`
    const send = (targetProjectId: string) =>
      app.inject({
        method: 'POST',
        url: copyUrl(source.id, system.id),
        headers: { ...tokenHeaders(author), [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { name: 'AHU-1 (copy)', targetProjectId },
      })
    const made = await send(first.id)
    const again = await send(first.id)
    expect([made.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.body).toBe(made.body)
    expect((await systemsIn(first.id)).map((s) => s.id)).toEqual([data(made).id])

    const elsewhere = await send(second.id)
    expect(elsewhere.statusCode).toBe(422)
    expect(elsewhere.json()).toMatchObject({
      error: { details: [{ field: 'headers.idempotency-key', message: 'IDEMPOTENCY_KEY_REUSED' }] },
    })
    expect(await systemsIn(second.id)).toEqual([])
    expect(await systemsIn(first.id)).toHaveLength(1)
  })

  it('refuses a target that is no project id with 422 on body.targetProjectId', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const res = await call(author, 'POST', copyUrl(project.id, system.id), { targetProjectId: 'P-1' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: [{ field: 'body.targetProjectId', message: 'Project id is required' }],
      },
    })
    expect(await systemsIn(project.id)).toHaveLength(1)
  })
})
