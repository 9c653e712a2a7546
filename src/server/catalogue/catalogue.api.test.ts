import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  abstractClass,
  abstractProduct,
  catalogueInfo,
  diffuser,
  diffuserClass,
  roundSilencer,
  silencerClass,
} from '#contract/api/catalogue.ts'
import { successEnvelope } from '#contract/http.ts'
import { createTestApp } from '../test/app.ts'
import { isolatedDatabaseTargets } from '../test/isolated-postgres.ts'
import { exportCatalogue, importCatalogue } from './catalogue-write.ts'
import { seedCatalogue } from './catalogue.seed.ts'

const LISTS = [
  ['/api/silencers', roundSilencer],
  ['/api/diffusers', diffuser],
  ['/api/abstract-products', abstractProduct],
  ['/api/silencer-classes?group=all', silencerClass],
  ['/api/diffuser-classes?group=all', diffuserClass],
  ['/api/abstract-classes?group=all', abstractClass],
] as const

describe.each(isolatedDatabaseTargets())('catalogue API on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })
  const data = async <T>(url: string) => (await get(url)).json<{ data: T }>().data

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    app = testApp.app
  })
  afterAll(() => testApp.close())

  it('answers empty lists and version 0 before the first seed', async () => {
    expect(await data('/api/silencers')).toEqual([])
    expect(await data('/api/catalogue/info')).toMatchObject({ version: 0, source: 'empty' })
    await seedCatalogue(testApp.database.db)
  })

  it.each(LISTS)(
    '%s answers the envelope, the contract fields, _id = id, an ETag and cache headers',
    async (url, item) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      // Weak: the same tag for the br, gzip and plain forms of the answer (catalogue/cached-list.ts).
      expect(res.headers.etag).toMatch(/^W\/"1-[0-9a-f]{8}-\w+"$/)
      expect(res.headers.vary).toBe('accept-encoding')
      const body = successEnvelope(z.array(item)).parse(res.json())
      expect(body.data.length).toBeGreaterThan(0)
      for (const entry of body.data) {
        expect(entry._id).toBe(entry.id)
        expect(z.uuid().safeParse(entry.id).success).toBe(true)
      }
    },
  )

  it.each(LISTS)('%s answers 304 without a body when If-None-Match holds its ETag', async (url) => {
    const etag = (await get(url)).headers.etag as string
    const opaque = etag.replace(/^W\//, '')
    for (const header of [etag, opaque, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'if-none-match': header })
      expect(res.statusCode).toBe(304)
      expect(res.body).toBe('')
      expect(res.headers.etag).toBe(etag)
      expect(res.headers.vary).toBe('accept-encoding')
    }
    expect((await get(url, { 'if-none-match': '"0-00000000-old"' })).statusCode).toBe(200)
  })

  it('gives the products their class, data source and catalogue version', async () => {
    const silencers = await data<z.infer<typeof roundSilencer>[]>('/api/silencers')
    const nrf = silencers.find((s) => s.name === 'NRF100-250-900')
    expect(nrf).toMatchObject({
      type: 'silencer',
      class: 'NRF100',
      shape: 'circular',
      attenuationMaterial: 'mineralwool',
      nominalSizeDiameter: 250,
      length: 900,
      dataSource: 'modelled',
      catalogueVersion: 1,
    })
    expect(nrf?.dimData?.maxInputAirflow).toBeGreaterThan(nrf?.dimData?.minInputAirflow ?? Infinity)
    const flexible = silencers.find((s) => s.class === 'NRFV')
    expect(flexible).toMatchObject({ pressureDropCoefficient: null, dimData: null })
    const others = await data<z.infer<typeof abstractProduct>[]>('/api/abstract-products')
    expect(others.find((p) => p.class === 'DUCT')).toMatchObject({
      editableAttributes: ['lengthM'],
      element: { kind: 'ductRun', lengthM: 1 },
    })
  })

  it('lists only the classes a user picks from without group=all, and refuses another group', async () => {
    const top = await data<z.infer<typeof silencerClass>[]>('/api/silencer-classes')
    const all = await data<z.infer<typeof silencerClass>[]>('/api/silencer-classes?group=all')
    expect(top.map((c) => c.name)).toContain('NRF100/NRP100')
    expect(top.map((c) => c.name)).not.toContain('NRF100')
    expect(top).toHaveLength(3 + 6 + 15)
    expect(all).toHaveLength(36)
    expect((await get('/api/silencer-classes?group=some')).statusCode).toBe(422)
  })

  it('tells the interface the catalogue is modelled, with its model and version', async () => {
    const info = catalogueInfo.parse(await data('/api/catalogue/info'))
    expect(info).toMatchObject({ version: 1, source: 'demo', dataSources: { measured: 0 } })
    expect(info.dataSources.modelled).toBe(
      info.products.roundSilencers.total +
        info.products.diffusers.total +
        info.products.abstractProducts.total,
    )
    expect(info.classes.silencerClasses).toBe(36)
    expect(info.description).toMatch(/modelled/)
  })

  it('changes the ETag and the answer when a new catalogue is imported', async () => {
    const before = await get('/api/silencers')
    const { data: current } = await exportCatalogue(testApp.database.db)
    await importCatalogue(
      testApp.database.db,
      { ...current, roundSilencers: current.roundSilencers.slice(0, 3) },
      'Smaller',
    )
    const after = await get('/api/silencers', { 'if-none-match': before.headers.etag as string })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.json<{ data: { catalogueVersion: number }[] }>().data).toHaveLength(3)
    expect(after.json<{ data: { catalogueVersion: number }[] }>().data[0]?.catalogueVersion).toBe(2)
  })

  it('serves every drawing the lists name as image/svg+xml, with its own ETag', async () => {
    const urls = new Set<string>()
    for (const [url] of LISTS)
      for (const entry of await data<{ imageURL: string }[]>(url)) urls.add(entry.imageURL)
    for (const url of urls) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml')
      expect(res.body).toMatch(/^<svg [^>]*viewBox=/)
      expect(res.body).not.toMatch(/href=|<script/)
      expect((await get(url, { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304)
    }
  })

  it('answers 404 for a drawing that does not exist, never a redirect', async () => {
    for (const url of ['/images/catalogue/nothing.svg', '/images/catalogue/..%2Fpackage.json']) {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
    }
  })
})
