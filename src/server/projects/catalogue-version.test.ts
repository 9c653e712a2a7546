// A saved system records the catalogue its items were copied from: a new catalogue never moves it unless
// its items change, and then to the version of the lists the client took them from when it says so.
// The catalogue is one per installation, so each database is a fresh one of its own.
import { describe, expect, it } from 'vitest'
import { exportCatalogue, importCatalogue } from '../catalogue/catalogue-write.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import { dataOf, signedInApp } from '../test/signed-in-app.ts'
import { isolatedDatabaseTargets } from '../test/isolated-postgres.ts'

interface Doc {
  id: string
  version: number
  catalogueVersion: number | null
  items: Record<string, unknown>[]
  [key: string]: unknown
}

const item = {
  productId: 'nrf-250-900',
  productType: 'silencer',
  productClass: 'NRF100',
  productName: 'NRF100-250-900',
  productCode: 'NRF100-250-900',
  quantity: 1,
}

describe.each(isolatedDatabaseTargets())('the catalogue version of a saved system on $kind', (target) => {
  const { call, database } = signedInApp(target, 'Cata Log', (opened) => seedCatalogue(opened.db))
  const data = (res: { json: <U>() => U }) => dataOf<Doc>(res)

  it('keeps its version through a rename after a new catalogue, and takes the new one when items change', async () => {
    const project = data(await call('POST', '/api/projects', { name: 'Versions' }))
    const created = data(
      await call('POST', `/api/projects/${project.id}/systems`, { name: 'AHU-1', items: [item] }),
    )
    expect(created.catalogueVersion).toBe(1)

    const { data: catalogue } = await exportCatalogue(database().db)
    await importCatalogue(database().db, catalogue, 'Measured data')

    // A rename sends the items back as they were read: same chain, same catalogue.
    const renamed = await call('PUT', `/api/projects/${project.id}/systems/${created.id}`, {
      name: 'AHU-1 renamed',
      items: created.items,
      version: created.version,
    })
    expect(renamed.statusCode).toBe(200)
    expect(data(renamed).catalogueVersion).toBe(1)

    const changed = await call('PUT', `/api/projects/${project.id}/systems/${created.id}`, {
      name: 'AHU-1 renamed',
      items: [{ ...item, quantity: 2 }],
      version: data(renamed).version,
    })
    expect(changed.statusCode).toBe(200)
    expect(data(changed).catalogueVersion).toBe(2)
  })

  it('stamps changed items with the version of the lists the client used, never one above the current', async () => {
    const project = data(await call('POST', '/api/projects', { name: 'Old lists' }))
    const current = data(
      await call('POST', `/api/projects/${project.id}/systems`, { name: 'AHU-2', items: [item] }),
    ).catalogueVersion
    expect(current).toBeGreaterThan(1)

    // A browser that fetched its lists before the last import creates and saves with the old version.
    const created = await call('POST', `/api/projects/${project.id}/systems`, {
      name: 'AHU-3',
      items: [item],
      catalogueVersion: 1,
    })
    expect(created.statusCode).toBe(201)
    expect(data(created).catalogueVersion).toBe(1)
    const changed = await call('PUT', `/api/projects/${project.id}/systems/${data(created).id}`, {
      name: 'AHU-3',
      items: [{ ...item, quantity: 3 }],
      catalogueVersion: 1,
      version: data(created).version,
    })
    expect(changed.statusCode).toBe(200)
    expect(data(changed).catalogueVersion).toBe(1)
    // Unchanged items keep the stored version whatever the client says.
    const renamed = await call('PUT', `/api/projects/${project.id}/systems/${data(created).id}`, {
      name: 'AHU-3b',
      items: data(changed).items,
      catalogueVersion: current ?? 0,
      version: data(changed).version,
    })
    expect(data(renamed).catalogueVersion).toBe(1)

    // A version that does not exist yet, or is not a positive whole number, is refused.
    for (const catalogueVersion of [(current ?? 0) + 1, 0, -1, 1.5, '1']) {
      const refused = await call('POST', `/api/projects/${project.id}/systems`, {
        name: 'AHU-4',
        items: [item],
        catalogueVersion,
      })
      expect(refused.statusCode, String(catalogueVersion)).toBe(422)
      expect(JSON.stringify(refused.json())).toContain('catalogueVersion')
    }
    const refusedUpdate = await call('PUT', `/api/projects/${project.id}/systems/${data(created).id}`, {
      name: 'AHU-3',
      items: [item],
      catalogueVersion: (current ?? 0) + 1,
      version: data(renamed).version,
    })
    expect(refusedUpdate.statusCode).toBe(422)
    const stored = await call('GET', `/api/systems/${data(created).id}`)
    expect(data(stored)).toMatchObject({ name: 'AHU-3b', catalogueVersion: 1 })
  })
})
