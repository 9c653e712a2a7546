// Projects and systems saved and read back on every database target: aliases, the stored calculation, chain
// limits, versions (409 on a stale or concurrent save) and concurrent creates.
import { describe, expect, it } from 'vitest'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { eq } from 'drizzle-orm'
import { systems } from '../db/schema/index.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { injectData, injectEndpoint } from '../test/inject.ts'
import {
  app,
  author,
  createProject,
  createSystem,
  call,
  data,
  flat,
  outsider,
  testApp,
  useProjectsApp,
} from './projects-test-kit.ts'

describe.each(testDatabaseTargets())('projects and systems on $kind', (target) => {
  useProjectsApp(target)

  it('creates a project with _id, the aliases and its creator, and lists newest first', async () => {
    const first = await createProject(author, {
      name: 'First',
      date: '2026-11-20T00:00:00.000Z',
      contactData: 'ACME',
    })
    const second = await createProject(author, { name: 'Second' })
    expect(first).toMatchObject({
      _id: first.id,
      name: 'First',
      projectName: 'First',
      projectNr: 'P-1',
      contactData: 'ACME',
      date: '2026-11-20T00:00:00.000Z',
      author: author.user.id,
      creator: { id: author.user.id, fullName: 'Aino Author', email: author.user.email },
      invitedUsers: [],
      systemRefs: [],
      version: 1,
    })
    const list = await injectData(app, projectsApi.list, { as: author })
    const ids = list.map((p) => p.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
  })

  it('saves a system with its chain and the server calculation, and reads it back with its project', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    // 70 − 10 − 10 in every band (quantity 2, no own sound power): 50 dB; LwA = 50 + 6.99.
    expect(system).toMatchObject({
      _id: system.id,
      projectId: project.id,
      attenuationConstantType: 'T1',
      filterCorrectionType: 'AFilter',
      productQuantitiesMap: { 'sil-1': 2 },
      version: 1,
    })
    const results = system.calculationResults as {
      totalSoundPowerToRoomLwA: number
      calculationSteps: unknown[]
    }
    expect(results.totalSoundPowerToRoomLwA).toBeCloseTo(56.99, 2)
    expect(results.calculationSteps).toHaveLength(2)

    const read = await injectData(app, systemsApi.get, { as: author, params: { id: system.id } })
    expect(read).toMatchObject({ id: system.id, project: { id: project.id, name: 'Concert hall' } })
    const withSystems = (
      await injectData(app, projectsApi.list, { as: author, query: { withSystems: 'true' } })
    ).find((p) => p.id === project.id)
    expect(withSystems?.systems).toHaveLength(1)
    expect(withSystems?.systemRefs).toMatchObject([{ id: system.id, name: 'AHU-1', number: 'S1' }])
    // The list's systems are the whole system but its stored calculation (docs/decisions/0006); the
    // project, its systems list and the system itself carry the calculation.
    const { calculationResults, ...summary } = system
    expect(withSystems?.systems).toEqual([summary])
    expect(projectsApi.list.response.parse([withSystems])).toHaveLength(1)
    expect(
      (await injectData(app, projectsApi.get, { as: author, params: { id: project.id } })).systems,
    ).toEqual([system])
    expect(await injectData(app, systemsApi.list, { as: author, params: { projectId: project.id } })).toEqual(
      [system],
    )
    expect(read.calculationResults).toEqual(calculationResults)
    // Stored without the per-product copies of the steps (systems/stored-calculation.ts); a calculation
    // stored whole, as before that format, reads the same.
    const { db } = testApp.database
    const [row] = await db.select().from(systems).where(eq(systems.id, system.id))
    const stored = row?.calculationResults as { perProductCalculations: object[] }
    expect(stored.perProductCalculations[0]).not.toHaveProperty('calculationSteps')
    await db.update(systems).set({ calculationResults }).where(eq(systems.id, system.id))
    const { project: _read, ...wholeRead } = await injectData(app, systemsApi.get, {
      as: author,
      params: { id: system.id },
    })
    expect(wholeRead).toEqual(system)
    const plain = (await injectData(app, projectsApi.list, { as: author })).find((p) => p.id === project.id)
    expect(plain?.systems).toBeUndefined()
  })

  it('saves and reads back a chain whose product ids are names of Object.prototype', async () => {
    const project = await createProject(author)
    const item = (productId: string, quantity: number) => ({
      productId,
      productType: 'custom',
      productClass: 'Damper',
      soundAttenuation: flat(1),
      quantity,
    })
    const system = await createSystem(author, project.id, {
      items: [item('constructor', 2), item('toString', 1), item('__proto__', 1), item('constructor', 3)],
    })
    const counts = new Map(Object.entries(system.productQuantitiesMap as object))
    expect(counts.get('constructor')).toBe(5)
    expect(counts.get('toString')).toBe(1)
    const read = await injectData(app, systemsApi.get, { as: author, params: { id: system.id } })
    expect(read.items.length).toBe(4)
    expect(new Map(Object.entries(read.productQuantitiesMap)).get('constructor')).toBe(5)
  })

  it('refuses a chain of more than 100 products counted with their quantities, and writes nothing', async () => {
    const project = await createProject(author)
    const items = (entries: number, quantity: number) =>
      Array.from({ length: entries }, (_, i) => ({
        productId: `p-${i}`,
        productType: 'custom',
        productClass: 'Damper',
        soundAttenuation: flat(1),
        quantity,
      }))
    const over = await call(author, 'POST', `/api/projects/${project.id}/systems`, { items: items(34, 3) })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({ error: { details: [{ field: 'body.items' }] } })
    expect(
      await injectData(app, systemsApi.list, { as: author, params: { projectId: project.id } }),
    ).toHaveLength(0)
    const full = await createSystem(author, project.id, { items: items(25, 4) })
    expect((full.calculationResults as { calculationSteps: unknown[] }).calculationSteps).toHaveLength(100)
  })

  it('refuses a stale version with 409 and the current document, and writes nothing', async () => {
    const project = await createProject(author)
    const ok = await injectEndpoint(app, projectsApi.update, {
      as: author,
      params: { id: project.id },
      body: { name: 'Renamed', version: 1 },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.data?.version).toBe(2)
    const stale = await call(author, 'PUT', `/api/projects/${project.id}`, {
      name: 'Lost update',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      success: false,
      error: { code: 'CONFLICT' },
      data: { name: 'Renamed', version: 2 },
    })
    expect((await injectData(app, projectsApi.get, { as: author, params: { id: project.id } })).name).toBe(
      'Renamed',
    )

    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    expect((await call(author, 'PUT', url, { name: 'v2', items: system.items, version: 1 })).statusCode).toBe(
      200,
    )
    const staleSystem = await call(author, 'PUT', url, { name: 'lost', items: [], version: 1 })
    expect(staleSystem.statusCode).toBe(409)
    // The current system, whole: its chain and its stored calculation are untouched by the refused save.
    const current = data(await call(author, 'GET', `/api/systems/${system.id}`))
    const { project: _project, ...currentSystem } = current
    expect(staleSystem.json()).toMatchObject({ data: { ...currentSystem, name: 'v2', version: 2 } })
    expect(currentSystem.items).toHaveLength(1)
    expect(currentSystem.calculationResults).toMatchObject({ calculationSteps: [{}, {}] })
  })

  it('writes an update without a version (document 1 payload) over what is stored, still only for members', async () => {
    const project = await createProject(author)
    const renamed = await call(author, 'PUT', `/api/projects/${project.id}`, { name: 'No version' })
    expect(renamed.statusCode).toBe(200)
    expect(data(renamed)).toMatchObject({ name: 'No version', version: 2 })
    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    const saved = await call(author, 'PUT', url, { name: 'Saved without version', items: system.items })
    expect(saved.statusCode).toBe(200)
    expect(data(saved)).toMatchObject({ name: 'Saved without version', version: 2 })
    // A version, when given, is still checked.
    expect((await call(author, 'PUT', url, { name: 'stale', items: [], version: 1 })).statusCode).toBe(409)
    // Nor does leaving it out open anyone else's project or system.
    expect((await call(outsider, 'PUT', `/api/projects/${project.id}`, { name: 'x' })).statusCode).toBe(404)
    expect((await call(outsider, 'PUT', url, { name: 'x', items: [] })).statusCode).toBe(404)
    const current = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(current).toMatchObject({ name: 'Saved without version', version: 2 })
  })

  it('answers a save with what a later read returns, and refuses a system named under another project', async () => {
    const project = await createProject(author)
    const other = await createProject(author)
    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    const saved = await call(author, 'PUT', url, {
      name: '  Saved ',
      comment: 'Level 3, \u00e4\u00f6 ',
      date: '2026-11-20T00:00:00+02:00',
      attenuationConstantType: 'NoConstant',
      filterCorrectionType: 'CFilter',
      inputSoundPowerLevel: { ...flat(80), octaveBand63Hz: 80.123456789012 },
      items: [
        { productId: 'sil-2', productType: 'silencer', productClass: 'NRF100', soundAttenuation: flat(5) },
      ],
      version: 1,
    })
    expect(saved.statusCode).toBe(200)
    const answer = data(saved)
    expect(answer).toMatchObject({ name: 'Saved', date: '2026-11-19T22:00:00.000Z', version: 2 })
    // The answer carries the calculation the save stored, not one read back: they must be the same.
    const { project: _p, ...read } = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(answer).toEqual(read)
    expect(
      (answer.calculationResults as { totalSoundPowerToRoomLw: number }).totalSoundPowerToRoomLw,
    ).toBeCloseTo(10 * Math.log10(10 ** 7.5123456789012 + 7 * 10 ** 7.5), 9)

    // The right system under the wrong project does not exist, for its own author too, and nothing is written.
    const wrong = await call(author, 'PUT', `/api/projects/${other.id}/systems/${system.id}`, {
      name: 'Moved?',
      version: 2,
    })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
    // An outsider learns nothing from a body that would be refused for a member (a catalogue not yet made).
    const outside = await call(outsider, 'PUT', url, { name: 'x', catalogueVersion: 1_000_000, version: 2 })
    expect(outside.statusCode).toBe(404)
    expect(data(await call(author, 'GET', `/api/systems/${system.id}`))).toMatchObject({
      name: 'Saved',
      version: 2,
    })
  })

  it('lets exactly one of 10 concurrent saves from the same version through; the others get 409', async () => {
    const project = await createProject(author)
    const system = await createSystem(author, project.id)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(author, 'PUT', url, { name: `Save ${i}`, items: system.items, version: 1 }),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)])
    const winner = results.find((r) => r.statusCode === 200)
    const stored = data(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(stored).toMatchObject({ name: winner?.json<{ data: { name: string } }>().data.name, version: 2 })
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: { code: 'CONFLICT' }, data: { version: 2 } })
  })

  it('stores all of 25 concurrent creates', async () => {
    const project = await createProject(author)
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(author, 'POST', `/api/projects/${project.id}/systems`, { name: `S${i}` }),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(201))
    const list = await injectData(app, systemsApi.list, { as: author, params: { projectId: project.id } })
    expect(new Set(list.map((s) => s.name))).toEqual(new Set(Array.from({ length: 25 }, (_, i) => `S${i}`)))
  })
})
