// A saved system records the catalogue its items were copied from: a new catalogue never moves it unless
// its items change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { exportCatalogue, importCatalogue } from '../catalogue/catalogue-write.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import { createTestApp } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'

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

describe('the catalogue version of a saved system', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  let author: SignedIn

  beforeAll(async () => {
    testApp = await createTestApp()
    app = testApp.app
    await seedCatalogue(testApp.database.db)
    author = await signUp(app, { fullName: 'Cata Log' })
  })
  afterAll(() => testApp.close())

  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({ method, url, headers: tokenHeaders(author), ...(payload ? { payload } : {}) })
  const data = (res: { json: <U>() => U }) => res.json<{ data: Doc }>().data

  it('keeps its version through a rename after a new catalogue, and takes the new one when items change', async () => {
    const project = data(await call('POST', '/api/projects', { name: 'Versions' }))
    const created = data(
      await call('POST', `/api/projects/${project.id}/systems`, { name: 'AHU-1', items: [item] }),
    )
    expect(created.catalogueVersion).toBe(1)

    const { data: catalogue } = await exportCatalogue(testApp.database.db)
    await importCatalogue(testApp.database.db, catalogue, 'Measured data')

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
})
