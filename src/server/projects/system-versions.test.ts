// A system's save history on every database target (docs/product-rules.md, "Version history"): each save
// keeps the version it replaces, the last 20; a restore saves one again as a new version under the save's
// concurrency check; access as the system's own; the history follows the system into Recently deleted and
// back, and goes when the deletion is purged.
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { SignedIn } from '#contract/api/auth.ts'
import {
  SYSTEM_VERSIONS_KEPT,
  type SystemVersionDocument,
  type SystemVersionEntry,
} from '#contract/api/system-versions.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { deletedProjects, systemVersions } from '../db/schema/index.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import {
  author,
  call,
  createProject,
  createSystem,
  data,
  flat,
  guest,
  outsider,
  systemBody,
  testApp,
  useProjectsApp,
  type Doc,
} from './projects-test-kit.ts'

/** A chain of `count` different silencers, once each. */
const chainOf = (...ids: string[]) =>
  ids.map((id) => ({
    productId: id,
    productType: 'silencer',
    productClass: 'NRF100',
    productName: `Silencer ${id}`,
    soundAttenuation: flat(5),
    quantity: 1,
  }))

describe.each(testDatabaseTargets())('system version history on $kind', (target) => {
  useProjectsApp(target)
  const db = () => testApp.database.db

  const systemUrl = (s: Doc) => `/api/projects/${s.projectId as string}/systems/${s.id}`
  const save = async (who: SignedIn, s: Doc, fields: object): Promise<SystemDocument> => {
    const res = await call(who, 'PUT', systemUrl(s), { ...systemBody(), ...fields, version: s.version })
    expect(res.statusCode, res.body).toBe(200)
    return data<SystemDocument>(res)
  }
  const versions = async (who: SignedIn, s: Doc) => {
    const res = await call(who, 'GET', `${systemUrl(s)}/versions`)
    expect(res.statusCode, res.body).toBe(200)
    return data<SystemVersionEntry[]>(res)
  }
  const keptRows = (systemId: string) =>
    db().select().from(systemVersions).where(eq(systemVersions.systemId, systemId))
  const current = async (s: Doc) => data<SystemDocument>(await call(author, 'GET', `/api/systems/${s.id}`))

  it('keeps the version a save replaces: who saved it, when, its products and LwA, and its whole content', async () => {
    const project = await createProject(author)
    const first = await createSystem(author, project.id, { name: 'Supply', items: chainOf('a', 'b') })
    const second = await save(author, first, { name: 'Supply', items: chainOf('c') })
    expect(second.version).toBe(2)

    const [entry, ...rest] = await versions(author, first)
    expect(rest).toEqual([])
    expect(entry).toEqual({
      _id: entry?.id,
      id: expect.any(String) as string,
      systemId: first.id,
      version: 1,
      savedAt: first.updatedAt,
      savedBy: { id: author.user.id, fullName: 'Aino Author', email: author.user.email },
      name: 'Supply',
      productCount: 2,
      totalSoundPowerToRoomLwA: (first.calculationResults as { totalSoundPowerToRoomLwA: number })
        .totalSoundPowerToRoomLwA,
      servedRoom: null,
    })
    const read = await call(author, 'GET', `${systemUrl(first)}/versions/${entry?.id ?? ''}`)
    expect(read.statusCode, read.body).toBe(200)
    const version = data<SystemVersionDocument>(read)
    // The system as it was: the first save's document, as its create answered it.
    expect(version.system).toEqual(first)
    expect(version.version).toBe(1)
  })

  it(`keeps the last ${SYSTEM_VERSIONS_KEPT} versions over 21 saves, newest first`, async () => {
    const project = await createProject(author)
    let system: Doc = await createSystem(author, project.id)
    for (let n = 1; n <= 21; n++) system = await save(author, system, { name: `Save ${n}` })
    expect(system.version).toBe(22)
    const listed = await versions(author, system)
    expect(listed.map((v) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i))
    expect(listed[0]?.name).toBe('Save 20')
    expect(await keptRows(system.id)).toHaveLength(SYSTEM_VERSIONS_KEPT)
  })

  it('restores a version as a new one, which can itself be undone; a stale restore is 409 and changes nothing', async () => {
    const project = await createProject(author)
    const first = await createSystem(author, project.id, { name: 'Good', items: chainOf('good') })
    const wrong = await save(author, first, { name: 'Wrong', items: chainOf('wrong-1', 'wrong-2') })
    const [good] = await versions(author, first)

    const stale = await call(author, 'POST', `${systemUrl(first)}/versions/${good?.id ?? ''}/restore`, {
      version: first.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ success: false, error: { code: 'CONFLICT' } })
    expect(await current(first)).toMatchObject({ name: 'Wrong', version: wrong.version })
    expect(await keptRows(first.id)).toHaveLength(1)

    const restored = await call(author, 'POST', `${systemUrl(first)}/versions/${good?.id ?? ''}/restore`, {
      version: wrong.version,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    const doc = data<SystemDocument>(restored)
    expect(doc).toMatchObject({ name: 'Good', version: 3 })
    expect(doc.items.map((i) => i.productId)).toEqual(['good'])
    expect(doc.calculationResults).toEqual(first.calculationResults)
    expect((await current(first)).items.map((i) => i.productId)).toEqual(['good'])
    // The wrong chain it replaced is kept in turn: the restore can be undone.
    const after = await versions(author, first)
    expect(after.map((v) => [v.version, v.name])).toEqual([
      [2, 'Wrong'],
      [1, 'Good'],
    ])
  })

  it('answers 404 to anyone not invited, for the list, a version and a restore; an invited member may all three', async () => {
    const project = await createProject(author)
    const first = await createSystem(author, project.id)
    const second = await save(author, first, { name: 'Second' })
    const [entry] = await versions(author, first)
    const versionUrl = `${systemUrl(first)}/versions/${entry?.id ?? ''}`
    for (const [method, url, body] of [
      ['GET', `${systemUrl(first)}/versions`, undefined],
      ['GET', versionUrl, undefined],
      ['POST', `${versionUrl}/restore`, { version: second.version }],
    ] as const) {
      const res = await call(outsider, method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
    }
    // A version of another system, under this one: 404 as well.
    const other = await createSystem(author, project.id)
    await save(author, other, { name: 'Other 2' })
    const [otherEntry] = await versions(author, other)
    expect(
      (await call(author, 'GET', `${systemUrl(first)}/versions/${otherEntry?.id ?? ''}`)).statusCode,
    ).toBe(404)
    expect(await current(first)).toMatchObject({ name: 'Second', version: 2 })

    await call(author, 'POST', `/api/projects/${project.id}/users`, { invitedUserId: guest.user.id })
    expect((await versions(guest, first)).map((v) => v.version)).toEqual([1])
    expect((await call(guest, 'GET', versionUrl)).statusCode).toBe(200)
    const restored = await call(guest, 'POST', `${versionUrl}/restore`, { version: second.version })
    expect(restored.statusCode, restored.body).toBe(200)
    // The guest's restore is saved under their name: the version it replaced is the author's.
    const after = await versions(guest, first)
    expect(after[0]).toMatchObject({ version: 2, savedBy: { id: author.user.id } })
    const again = await save(guest, data<Doc>(restored), { name: 'By the guest' })
    expect((await versions(author, again))[0]).toMatchObject({ version: 3, savedBy: { id: guest.user.id } })
  })

  it('keeps the history through Recently deleted, does not copy it, and forgets it when the deletion is purged', async () => {
    const project = await createProject(author)
    const first = await createSystem(author, project.id)
    await save(author, first, { name: 'Second' })
    const remove = await call(author, 'DELETE', systemUrl(first))
    expect(remove.statusCode).toBe(200)
    const back = await call(author, 'POST', `/api/projects/${project.id}/systems/deleted/${first.id}/restore`)
    expect(back.statusCode, back.body).toBe(200)
    expect((await versions(author, first)).map((v) => v.version)).toEqual([1])

    // With its project, deleted and restored.
    expect((await call(author, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(200)
    expect(await keptRows(first.id)).toHaveLength(1)
    expect((await call(author, 'POST', `/api/projects/deleted/${project.id}/restore`)).statusCode).toBe(200)
    expect((await versions(author, first)).map((v) => v.version)).toEqual([1])

    // A copy starts without one.
    const copy = await call(author, 'POST', `${systemUrl(first)}/copy`, { name: 'Copy' })
    expect(copy.statusCode).toBe(201)
    expect(await versions(author, data(copy))).toEqual([])

    // Deleted for good: the purge after the restore period takes the history along.
    expect((await call(author, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(200)
    await db()
      .update(deletedProjects)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(deletedProjects.id, project.id))
    expect((await call(author, 'GET', '/api/projects/deleted')).statusCode).toBe(200)
    expect(await keptRows(first.id)).toEqual([])
    expect(await keptRows(data<Doc>(copy).id)).toEqual([])
  })

  it('leaves neither the save nor the kept version when the save fails inside its transaction', async () => {
    const project = await createProject(author)
    const first = await createSystem(author, project.id)
    // A database that refuses this system's update after the version it replaces has been kept (this system's
    // only: other suites may share the PostgreSQL).
    await db().execute(
      sql.raw(`create or replace function refuse_system_save() returns trigger language plpgsql as $$
        begin if new.id = '${first.id}' then raise exception 'forced failure'; end if; return new; end $$`),
    )
    await db().execute(
      sql.raw(
        'create trigger refuse_system_save before update on systems for each row execute function refuse_system_save()',
      ),
    )
    try {
      const res = await call(author, 'PUT', systemUrl(first), {
        ...systemBody('Lost'),
        version: first.version,
      })
      expect(res.statusCode).toBe(500)
    } finally {
      await db().execute(sql.raw('drop trigger refuse_system_save on systems'))
    }
    expect(await keptRows(first.id)).toEqual([])
    expect(await current(first)).toMatchObject({ name: 'AHU-1', version: 1 })
  })

  it('refuses a restore without the version it starts from, or with an id that is no UUID, with 422', async () => {
    const project = await createProject(author)
    const first = await createSystem(author, project.id)
    const noVersion = await call(author, 'POST', `${systemUrl(first)}/versions/${first.id}/restore`, {})
    expect(noVersion.statusCode).toBe(422)
    expect(noVersion.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } })
    // The refusal says what is missing, not only that a number was expected.
    expect(noVersion.body).toContain('version is required: the version of the system the restore replaces')
    const badId = await call(author, 'GET', `${systemUrl(first)}/versions/not-a-uuid`)
    expect(badId.statusCode).toBe(422)
  })
  it('names the room a version served, and says when it is no longer in the project', async () => {
    const project = await createProject(author)
    const office = { name: 'Office', number: 'A2.14', targetType: 'LpA', targetValue: 35 }
    const room = data(await call(author, 'POST', `/api/projects/${project.id}/rooms`, office))
    const first = await createSystem(author, project.id, { roomId: room.id })
    await save(author, first, { roomId: null })
    const [served] = await versions(author, first)
    expect(served?.servedRoom).toEqual({ id: room.id, name: 'Office', number: 'A2.14', inProject: true })

    expect((await call(author, 'DELETE', `/api/projects/${project.id}/rooms/${room.id}`)).statusCode).toBe(
      200,
    )
    const expected = { id: room.id, name: 'Office', number: 'A2.14', inProject: false }
    const [gone] = await versions(author, first)
    expect(gone?.servedRoom).toEqual(expected)
    const read = await call(author, 'GET', `${systemUrl(first)}/versions/${gone?.id ?? ''}`)
    expect(data<SystemVersionDocument>(read).servedRoom).toEqual(expected)
  })
})
