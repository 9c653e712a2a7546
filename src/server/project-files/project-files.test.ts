// Projects as files on every database target: a download imported by another user is the same project, theirs;
// nobody downloads a project they cannot see; a bad or too new file writes nothing; an import sent again with
// its key makes one project; a large project fits the route's body limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { PROJECT_FILE_BODY_LIMIT, type ProjectFile } from '#contract/api/project-file.ts'
import type { ProjectDocument } from '#contract/api/projects.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { projects } from '../db/schema/index.ts'
import { BODY_LIMIT } from '../app.ts'
import { createTestApp } from '../test/app.ts'
import { IMPORTS_PER_MINUTE } from './project-files.routes.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { flatBands } from '../test/fixtures.ts'

const flat = flatBands
const silencer = (index: number) => ({
  productId: `sil-${index}`,
  productType: 'silencer',
  productClass: 'NRF100',
  productName: `NRF100 Ø250 L${600 + index}`,
  productCode: 'NRF100-250',
  soundAttenuation: flat(8 + (index % 5)),
  soundPowerLevel: flat(20),
  inputAirflow: 250,
  pressureDrop: 12.5,
  nominalSizeDiameter: 250,
  length: 1200,
})
/** The project's own fields: what the author enters, and what the importer's copy must hold. */
const projectFields = {
  name: 'Kulttuuritalo Ääni',
  number: 'P-42',
  address: 'Mannerheimintie 1',
  email: 'designer@example.com',
  phone: '+358 40 123',
  contactData: 'City of Helsinki',
  comment: 'Hall and foyer',
  date: '2026-11-20T00:00:00.000Z',
}
const office = {
  targetType: 'LpA',
  targetValue: 35,
  absorptionArea: 12,
  listenerDistance: 1.5,
  directivity: 2,
}

describe.each(testDatabaseTargets())('project files on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let author: SignedIn
  let guest: SignedIn
  let importer: SignedIn

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    author = await signUp(testApp.app, { fullName: 'Aino Author' })
    guest = await signUp(testApp.app, { fullName: 'Gustav Guest' })
    importer = await signUp(testApp.app, { fullName: 'Iida Importer' })
  })
  afterAll(() => testApp.close())

  const call = (
    who: SignedIn | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object | string,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(who ? tokenHeaders(who) : {}), ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    })
  const data = <T>(res: { json: <U>() => U }) => res.json<{ data: T }>().data
  const projectsOf = async (who: SignedIn) =>
    (await testApp.database.db.select().from(projects).where(eq(projects.authorId, who.user.id))).length

  /** A project with everything a file carries: fields, two systems (one serving a room), two rooms, a guest. */
  async function fullProject() {
    const project = data<ProjectDocument>(await call(author, 'POST', '/api/projects', projectFields))
    const hall = data<RoomDocument>(
      await call(author, 'POST', `/api/projects/${project.id}/rooms`, {
        ...office,
        name: 'Hall',
        number: 'A2.14',
      }),
    )
    await call(author, 'POST', `/api/projects/${project.id}/rooms`, {
      ...office,
      name: 'Foyer',
      targetType: 'NR',
      targetValue: 30,
    })
    const supply = await call(author, 'POST', `/api/projects/${project.id}/systems`, {
      name: 'AHU-1 supply',
      number: 'S1',
      comment: 'Main hall',
      inputSoundPowerLevel: flat(85),
      items: [silencer(1), { ...silencer(2), quantity: 2 }],
      airflow: 400,
      roomId: hall.id,
      outlets: 3,
      room: {
        listenerDistance: 2,
        absorptionMode: 'area',
        absorptionArea: 20,
        volume: 50,
        reverberationTime: 0.8,
        directivity: 2,
      },
    })
    expect(supply.statusCode).toBe(201)
    const extract = await call(author, 'POST', `/api/projects/${project.id}/systems`, {
      name: 'AHU-1 extract',
      number: 'E1',
      filterCorrectionType: 'CFilter',
      inputSoundPowerLevel: flat(78),
      items: [silencer(3)],
    })
    expect(extract.statusCode).toBe(201)
    const invite = await call(author, 'POST', `/api/projects/${project.id}/users`, {
      invitedUserId: guest.user.id,
    })
    expect(invite.statusCode).toBe(201)
    return project
  }

  /** The download: its body is the file itself, JSON in UTF-8, not the answer envelope. */
  async function download(who: SignedIn, projectId: string) {
    const res = await call(who, 'GET', `/api/projects/${projectId}/file`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const file = res.json<ProjectFile>()
    expect(file).toMatchObject({ format: 'ventnoise-project', version: 1 })
    expect(file).not.toHaveProperty('success')
    return { res, file }
  }

  const whole = async (who: SignedIn, projectId: string) => ({
    project: data<ProjectDocument>(await call(who, 'GET', `/api/projects/${projectId}`)),
    rooms: data<RoomDocument[]>(await call(who, 'GET', `/api/projects/${projectId}/rooms`)),
  })

  it('imports a downloaded project as an equal project owned by the importer', async () => {
    const original = await fullProject()
    const { res, file } = await download(author, original.id)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Kulttuuritalo-Aani.ventnoise.json"',
    )
    // Nothing of people or of this server's rows travels.
    const text = JSON.stringify(file)
    for (const secret of [author.user.id, author.user.email, guest.user.id, guest.user.email, original.id])
      expect(text).not.toContain(secret)
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)

    // The body as downloaded (as `curl -OJ` saves it), sent unchanged.
    const imported = await call(importer, 'POST', '/api/projects/import', res.body)
    expect(imported.statusCode).toBe(201)
    const copyId = data<ProjectDocument>(imported).id
    expect(copyId).not.toBe(original.id)

    const before = await whole(author, original.id)
    const after = await whole(importer, copyId)
    expect(after.project).toMatchObject({
      author: importer.user.id,
      creator: { id: importer.user.id },
      invitedUsers: [],
      ...projectFields,
    })
    const systemOf = (s: NonNullable<ProjectDocument['systems']>[number]) => ({
      name: s.name,
      number: s.number,
      comment: s.comment,
      date: s.date,
      attenuationConstantType: s.attenuationConstantType,
      filterCorrectionType: s.filterCorrectionType,
      inputSoundPowerLevel: s.inputSoundPowerLevel,
      items: s.items,
      room: s.room,
      airflow: s.airflow,
      outlets: s.outlets,
      catalogueVersion: s.catalogueVersion,
      LwA: s.calculationResults?.totalSoundPowerToRoomLwA,
      LpA: s.calculationResults?.totalLpA10m2,
      perProduct: s.calculationResults?.perProductCalculations.map((p) => p.totalSoundPowerToRoomLwA),
    })
    expect(after.project.systems?.map(systemOf)).toEqual(before.project.systems?.map(systemOf))
    expect(after.project.systems?.map((s) => s.author)).toEqual([importer.user.id, importer.user.id])
    const roomOf = (room: RoomDocument, systems: ProjectDocument['systems']) => ({
      ...room,
      _id: undefined,
      id: undefined,
      projectId: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      servedBy: systems?.filter((s) => s.roomId === room.id).map((s) => s.name),
      assessment: { ...room.assessment, contributions: room.assessment.contributions.map((c) => c.lpA) },
    })
    expect(after.rooms.map((room) => roomOf(room, after.project.systems))).toEqual(
      before.rooms.map((room) => roomOf(room, before.project.systems)),
    )
    expect(after.rooms.map((room) => roomOf(room, after.project.systems).servedBy)).toEqual([
      ['AHU-1 supply'],
      [],
    ])
    // The room numbers travel with their rooms; a room without one has none in the file either.
    expect(file.rooms.map((room) => [room.name, room.number])).toEqual([
      ['Hall', 'A2.14'],
      ['Foyer', ''],
    ])
    expect(after.rooms.map((room) => room.number)).toEqual(['A2.14', ''])
  })

  it('imports a file written before rooms had numbers, its rooms without one', async () => {
    const { file } = await download(author, (await fullProject()).id)
    const older = {
      ...file,
      rooms: file.rooms.map(({ number, ...room }) => {
        expect(typeof number).toBe('string')
        return room
      }),
    }
    expect(JSON.stringify(older.rooms)).not.toContain('"number"')
    const imported = await call(importer, 'POST', '/api/projects/import', older)
    expect(imported.statusCode).toBe(201)
    const { rooms } = await whole(importer, data<ProjectDocument>(imported).id)
    expect(rooms.map((room) => [room.name, room.number])).toEqual([
      ['Hall', ''],
      ['Foyer', ''],
    ])
  })

  it('describes the download in OpenAPI as the file itself, not in the envelope', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        { get?: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }
      >
    }>()
    const schema = doc.paths['/api/projects/{projectId}/file']?.get?.responses['200']?.content[
      'application/json'
    ]?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['format', 'version', 'project', 'systems', 'rooms']),
    )
    expect(schema?.properties).not.toHaveProperty('success')
  })

  it('lets an invited user download, and nobody else (404, as every project route)', async () => {
    const project = await fullProject()
    await download(guest, project.id)
    const outsider = await call(importer, 'GET', `/api/projects/${project.id}/file`)
    expect(outsider.statusCode).toBe(404)
    expect(outsider.json()).toMatchObject({
      success: false,
      error: { message: 'Project cannot be obtained' },
    })
    expect(outsider.headers['content-disposition']).toBeUndefined()
    const anonymous = await call(null, 'GET', `/api/projects/${project.id}/file`)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } })
    expect(anonymous.headers['content-disposition']).toBeUndefined()
    expect((await call(null, 'POST', '/api/projects/import', {})).statusCode).toBe(401)
  })

  it('writes nothing for an invalid, foreign or too new file, and says why', async () => {
    const { file } = await download(author, (await fullProject()).id)
    const count = await projectsOf(importer)
    const refusals: [object, string, string][] = [
      [
        { ...file, version: 2, systems: 'not what version 1 holds' },
        'body.version',
        'NEWER_PROJECT_FILE_VERSION',
      ],
      [{ format: 'something-else', version: 1 }, 'body.format', 'NOT_A_PROJECT_FILE'],
      [{ name: 'a project answer' }, 'body.format', 'NOT_A_PROJECT_FILE'],
      [
        {
          ...file,
          systems: file.systems.map((s, i) =>
            i === 1 ? { ...s, items: [{ ...s.items[0], soundAttenuation: flat(900) }] } : s,
          ),
        },
        'body.systems.1.items.0.soundAttenuation.octaveBand63Hz',
        '',
      ],
      [{ ...file, project: { ...file.project, name: 'x'.repeat(201) } }, 'body.project.name', ''],
      [
        { ...file, rooms: file.rooms.map((room) => ({ ...room, number: 'x'.repeat(101) })) },
        'body.rooms.0.number',
        '',
      ],
      [
        {
          ...file,
          systems: [
            {
              ...file.systems[0],
              items: [{ ...file.systems[0]?.items[0], quantity: 100 }, file.systems[0]?.items[0]],
            },
          ],
        },
        'body.systems.0.items',
        'A chain holds at most 100 products, counting quantities',
      ],
      [
        { ...file, rooms: file.rooms.map((room) => ({ ...room, servedBy: ['system-9'] })) },
        'body.rooms.0.servedBy.0',
        'NO_SUCH_SYSTEM_IN_FILE',
      ],
      [
        { ...file, rooms: file.rooms.map((room) => ({ ...room, servedBy: ['system-1'] })) },
        'body.rooms.1.servedBy.0',
        'SYSTEM_SERVES_TWO_ROOMS',
      ],
      [{ ...file, systems: [...file.systems, file.systems[0]] }, 'body.systems.2.id', 'DUPLICATE_FILE_ID'],
    ]
    // Every import counts against its user's 10 a minute, a refused one too: a second user takes the rest.
    const second = await signUp(testApp.app)
    for (const [index, [body, field, message]] of refusals.entries()) {
      const res = await call(index < 5 ? importer : second, 'POST', '/api/projects/import', body)
      expect(res.statusCode, field).toBe(422)
      const { error } = res.json<{ error: { code: string; details: { field: string; message: string }[] } }>()
      expect(error.code).toBe('VALIDATION_ERROR')
      expect(
        error.details.map((d) => d.field),
        field,
      ).toContain(field)
      if (message) expect(error.details.find((d) => d.field === field)?.message).toBe(message)
    }
    expect((await call(second, 'POST', '/api/projects/import', 'not json')).statusCode).toBe(422)
    expect(await projectsOf(importer)).toBe(count)
    expect(await projectsOf(second)).toBe(0)
  })

  it('makes one project of an import sent again with its Idempotency-Key', async () => {
    const { file } = await download(author, (await fullProject()).id)
    // A user of their own: every import counts against its user's 10 a minute, the refused ones too.
    const importer = await signUp(testApp.app)
    const count = await projectsOf(importer)
    const key = { 'idempotency-key': `"import-${crypto.randomUUID()}"` }
    const first = await call(importer, 'POST', '/api/projects/import', file, key)
    const again = await call(importer, 'POST', '/api/projects/import', file, key)
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(data<ProjectDocument>(again).id).toBe(data<ProjectDocument>(first).id)
    expect(await projectsOf(importer)).toBe(count + 1)
    const other = await call(importer, 'POST', '/api/projects/import', { ...file, rooms: [] }, key)
    expect(other.statusCode).toBe(422)
    expect(await projectsOf(importer)).toBe(count + 1)
  })

  it(`takes at most ${IMPORTS_PER_MINUTE} imports a minute from one user, and writes nothing past them`, async () => {
    const { file } = await download(author, (await fullProject()).id)
    const [busy, colleague] = [await signUp(testApp.app), await signUp(testApp.app)]
    for (let i = 0; i < IMPORTS_PER_MINUTE; i++)
      expect((await call(busy, 'POST', '/api/projects/import', file)).statusCode).toBe(201)
    const refused = await call(busy, 'POST', '/api/projects/import', file)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
    // Refused before its body is read: what it sends is not even parsed (no 422 for a body that is no JSON).
    expect((await call(busy, 'POST', '/api/projects/import', 'not json')).statusCode).toBe(429)
    expect(await projectsOf(busy)).toBe(IMPORTS_PER_MINUTE)
    // Per user, not per address: a colleague on the same machine imports as before.
    expect((await call(colleague, 'POST', '/api/projects/import', file)).statusCode).toBe(201)
  }, 60_000)

  it('takes a large project over the server-wide 1 MB body limit, and refuses one over its own', async () => {
    const { file } = await download(author, (await fullProject()).id)
    // 150 systems of 12 products: a large building's project, about 2.7 MB.
    const system = file.systems[0]
    if (!system) throw new Error('no system')
    const systems = Array.from({ length: 150 }, (_, s) => ({
      ...system,
      id: `system-${s + 1}`,
      name: `AHU-${s + 1}`,
      items: Array.from({ length: 12 }, (_, i) => silencer(i)),
    }))
    const large = JSON.stringify({ ...file, systems, rooms: [] })
    expect(large.length).toBeGreaterThan(BODY_LIMIT)
    // A user of their own: the refused files above count against the importer's minute too, as every file
    // whose systems are checked does.
    const importer = await signUp(testApp.app)
    const res = await call(importer, 'POST', '/api/projects/import', large)
    expect(res.statusCode).toBe(201)
    expect(data<ProjectDocument>(res).systemRefs).toHaveLength(150)

    const count = await projectsOf(importer)
    const padded = JSON.stringify({ ...file, padding: 'x'.repeat(PROJECT_FILE_BODY_LIMIT) })
    const tooLarge = await call(importer, 'POST', '/api/projects/import', padded)
    expect(tooLarge.statusCode).toBe(413)
    expect(await projectsOf(importer)).toBe(count)
  })
})
