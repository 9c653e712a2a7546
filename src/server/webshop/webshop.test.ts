// The webshop round trip against a small real shop on loopback: signed creation, browser calls, webhooks.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { buildApp } from '../app.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import { webshopExports, webshopResources } from '../db/schema/index.ts'
import type { Database } from '../db/client.ts'
import { createTestPglite } from '../test/databases.ts'
import { testConfig } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import type { SignedIn } from '#contract/api/auth.ts'
import { backoffDelay } from './delivery.ts'
import { signatureHeader, verifySignature } from './signature.ts'
import { isAllowedReturnUrl, resolveReturnUrl } from './return-url.ts'
import { startTestShop, type TestShop } from './test-shop.ts'
import { SYSTEMS_WITHOUT_PRODUCTS } from './webshop.service.ts'

const SECRET = 'webshop-test-secret'
const DEFAULT_RETURN = 'https://configurator.example.com/'
/** Short delivery timing, so the retries of a shop that is down can be watched in a test. */
const DELIVERY = { baseDelayMs: 150, maxDelayMs: 600, pollMs: 50 }

let database: Database
let shop: TestShop
let app: FastifyInstance
let base: string

async function startApp(): Promise<void> {
  app = await buildApp({
    database,
    config: testConfig({
      webshop: {
        secret: SECRET,
        webhookUrl: shop.webhookUrl,
        returnOrigins: [shop.origin, 'https://shop.example.com'],
        defaultReturnUrl: DEFAULT_RETURN,
      },
      // The export limit has a test of its own (export-verification.test.ts); here it must not get in the way.
      webshopExportsPerMinute: 0,
    }),
    webshopDelivery: DELIVERY,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  database = await createTestPglite()
  await seedCatalogue(database.db)
  shop = await startTestShop(SECRET)
  await startApp()
})
afterAll(async () => {
  await app.close()
  await shop.close()
  await database.close()
})

const createResource = (body: Record<string, unknown>, opts?: Parameters<TestShop['post']>[3]) =>
  shop.post(base, '/api/webshop/resources', body, opts)
interface Envelope {
  data: {
    productData: ({ inputSoundPower?: unknown } & Record<string, unknown>) | null
    returnUrl: string | null
    exportId: string
    exportedSystemIds: string[]
    id: string
    projectId: string | null
  }
}
const fetchJson = async (url: string, init?: RequestInit) =>
  (await (await fetch(url, init)).json()) as Envelope
const resourceId = (res: { json: unknown }) => (res.json as { data: { resourceId: string } }).data.resourceId
const countResources = async () =>
  (await database.db.select({ id: webshopResources.id }).from(webshopResources)).length

interface ListedSilencer {
  id: string
  name: string
  code: string
  class: string
  nominalSizeDiameter: number
  length: number
  attenuationMaterial: string
}
/** A round silencer of the catalogue list, as the browser has it. */
async function catalogueSilencer(): Promise<ListedSilencer> {
  const list = (await (await fetch(`${base}/api/silencers`)).json()) as { data: ListedSilencer[] }
  const silencer = list.data.find((s) => s.class === 'NRF50')
  if (!silencer) throw new Error('no NRF50 silencer in the catalogue')
  return silencer
}
/** The regular silencer payload of the web client (the chain entry's fields). */
const silencerPayload = (silencer: ListedSilencer, inputAirflow: number) => ({
  type: 'silencer',
  productId: silencer.id,
  productType: 'silencer',
  productClass: silencer.class,
  productName: silencer.name,
  productCode: silencer.code,
  quantity: 1,
  inputAirflow,
  pressureDrop: 0,
  nominalSizeDiameter: silencer.nominalSizeDiameter,
  length: silencer.length,
  attenuationMaterial: silencer.attenuationMaterial,
})
/** A straight rectangular silencer as the configurator exports it (the server derives code and option). */
const rectPayload = (width: number) => ({
  type: 'rectSilencer',
  quantity: 1,
  rectSilencerData: {
    width,
    height: 300,
    length: 1200,
    shape: 'straight',
    inputAirflow: 400,
    selectedOptionIndex: 0,
  },
})

describe('signatures', () => {
  it('verifies its own header and refuses tampering', () => {
    const header = signatureHeader('s', '{"a":1}')
    expect(verifySignature('s', header, '{"a":1}')).toBe(true)
    expect(verifySignature('s', header, '{"a":2}')).toBe(false)
    expect(verifySignature('other', header, '{"a":1}')).toBe(false)
    expect(verifySignature('s', undefined, '{"a":1}')).toBe(false)
    expect(verifySignature('s', 'garbage', '{"a":1}')).toBe(false)
  })

  it('creates a resource from a signed request', async () => {
    const res = await createResource({ type: 'silencer', name: 'ASA 125-600', inputAirflow: 40 })
    expect(res.status).toBe(201)
    expect(resourceId(res)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses unsigned, badly signed, wrong-secret and stale requests with 401 and stores nothing', async () => {
    const before = await countResources()
    const body = { type: 'silencer', name: 'X', inputAirflow: 1 }
    const cases = [
      await createResource(body, { signature: null }),
      await createResource(body, { signature: 't=1,v1=00' }),
      await createResource(body, { secret: 'wrong-secret' }),
      await createResource(body, { now: Date.now() - 301_000 }),
      await createResource(body, { now: Date.now() + 301_000 }),
      await shop.post(base, '/api/webshop/projects', { externalProjectId: 'p-x' }, { signature: null }),
    ]
    for (const res of cases) expect(res.status).toBe(401)
    // A header signed for another body (a replayed signature) is refused too.
    const replayed = await fetch(base + '/api/webshop/resources', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signatureHeader(SECRET, '{"name":"A"}') },
      body: '{"name":"B","type":"silencer"}',
    })
    expect(replayed.status).toBe(401)
    expect(await countResources()).toBe(before)
  })

  it('checks the signature before reading the body: unsigned anything is 401, signed non-JSON 415 or 422', async () => {
    const before = await countResources()
    const send = (body: string, headers: Record<string, string>) =>
      fetch(base + '/api/webshop/resources', { method: 'POST', headers, body })
    const unsigned = [
      await send('{"name": broken', { 'content-type': 'application/json' }),
      await send('name=A&type=silencer', { 'content-type': 'application/x-www-form-urlencoded' }),
      await send('<resource/>', { 'content-type': 'text/xml' }),
      await send('{"name":"A"}', {}),
      await send('{"name": broken', { 'content-type': 'application/json', 'x-signature': 't=1,v1=00' }),
    ]
    for (const res of unsigned) {
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } })
    }
    const unsignedEmpty = await fetch(base + '/api/webshop/projects', { method: 'POST' })
    expect(unsignedEmpty.status).toBe(401)

    // Signed by the shop, the body's own faults come next, and are still never stored.
    const broken = '{"name": broken'
    const signedBroken = await send(broken, {
      'content-type': 'application/json',
      'x-signature': signatureHeader(SECRET, broken),
    })
    expect(signedBroken.status).toBe(422)
    const poisoned = '{"type":"silencer","name":"P","__proto__":{"polluted":true}}'
    const signedPoisoned = await send(poisoned, {
      'content-type': 'application/json',
      'x-signature': signatureHeader(SECRET, poisoned),
    })
    expect(signedPoisoned.status).toBe(422)
    const hugeAirflow = '{"type":"silencer","name":"Q","inputAirflow":1e308}'
    const signedHuge = await send(hugeAirflow, {
      'content-type': 'application/json',
      'x-signature': signatureHeader(SECRET, hugeAirflow),
    })
    expect(signedHuge.status).toBe(422)
    expect(await signedHuge.json()).toMatchObject({
      error: { details: [expect.objectContaining({ field: 'body.inputAirflow' })] },
    })
    const text = 'type=silencer'
    const signedText = await send(text, {
      'content-type': 'text/plain',
      'x-signature': signatureHeader(SECRET, text),
    })
    expect(signedText.status).toBe(415)
    const json = '{"type":"silencer","name":"Charset"}'
    const withCharset = await send(json, {
      'content-type': 'application/json; charset=utf-8',
      'x-signature': signatureHeader(SECRET, json),
    })
    expect(withCharset.status).toBe(201)
    expect(await countResources()).toBe(before + 1)
  })

  it('accepts a timestamp inside the window', async () => {
    const res = await createResource({ type: 'silencer', name: 'Y' }, { now: Date.now() - 250_000 })
    expect(res.status).toBe(201)
  })
})

describe('return addresses', () => {
  const origins = ['https://shop.example.com']
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)//https://shop.example.com',
    '//shop.example.com/cart',
    '/cart',
    'cart',
    'https://shop.example.com.evil.com/cart',
    'https://evilshop.example.com/cart',
    'https://shop.example.co/cart',
    'http://shop.example.com/cart',
    'https://shop.example.com:444/cart',
    'https://user:pass@shop.example.com/cart',
    'https://shop.example.com@evil.com/cart',
    'https:\\\\shop.example.com\\cart',
    ' https://shop.example.com/cart',
    'data:text/html,hi',
  ])('refuses %s', (candidate) => {
    expect(isAllowedReturnUrl(candidate, origins)).toBe(false)
    expect(resolveReturnUrl(candidate, origins, DEFAULT_RETURN)).toBe(DEFAULT_RETURN)
  })

  it('accepts an address of an allowed origin', () => {
    expect(isAllowedReturnUrl('https://shop.example.com/cart?x=1', origins)).toBe(true)
    expect(isAllowedReturnUrl('https://SHOP.example.com/cart', origins)).toBe(true)
  })

  it('stores the default for a hostile address and keeps a good one', async () => {
    const bad = await createResource({
      type: 'silencer',
      name: 'Z',
      returnUrl: 'https://shop.example.com.evil.com/',
    })
    const good = await createResource({ type: 'silencer', name: 'Z', returnUrl: `${shop.origin}/cart` })
    const getBad = await fetchJson(`${base}/api/webshop/silencers/${resourceId(bad)}`)
    const getGood = await fetchJson(`${base}/api/webshop/silencers/${resourceId(good)}`)
    expect(getBad.data.returnUrl).toBe(DEFAULT_RETURN)
    expect(getGood.data.returnUrl).toBe(`${shop.origin}/cart`)
  })
})

describe('product export', () => {
  it('answers the product data, exports once and delivers a signed webhook with an Idempotency-Key', async () => {
    const created = await createResource({
      type: 'silencer',
      name: 'ASA 125-600',
      inputAirflow: 42,
      returnUrl: `${shop.origin}/basket`,
      productData: { inputSoundPower: { octaveBand63Hz: 60 } },
    })
    const id = resourceId(created)
    const got = await fetchJson(`${base}/api/webshop/silencers/${id}`)
    expect(got.data.productData).toMatchObject({ type: 'silencer', name: 'ASA 125-600', inputAirflow: 42 })
    expect(got.data.productData?.inputSoundPower).toEqual({ octaveBand63Hz: 60 })

    const silencer = await catalogueSilencer()
    const before = shop.processed.size
    const exportOnce = () =>
      fetchJson(`${base}/api/webshop/silencers/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productData: silencerPayload(silencer, 42), locale: 'eng' }),
      })
    const first = await exportOnce()
    const second = await exportOnce()
    expect(first.data.exportId).toBe(second.data.exportId)
    expect(first.data.returnUrl).toBe(`${shop.origin}/basket`)
    await shop.waitFor(before + 1)
    await new Promise((r) => setTimeout(r, 200))
    const mine = shop.received.filter((w) => (w.body as { resourceId?: string }).resourceId === id)
    expect(mine).toHaveLength(1)
    expect(mine[0]?.signatureValid).toBe(true)
    expect(mine[0]?.idempotencyKey).toBe(first.data.exportId)
    expect(mine[0]?.body).toMatchObject({
      event: 'product.exported',
      locale: 'eng',
      product: { type: 'silencer', productId: silencer.id, productCode: silencer.code, inputAirflow: 42 },
    })
  })

  it('answers 404 for an unknown resource and 422 for a bad locale', async () => {
    const unknown = await fetch(`${base}/api/webshop/silencers/00000000-0000-4000-8000-000000000000`)
    expect(unknown.status).toBe(404)
    const created = await createResource({ type: 'silencer', name: 'L' })
    const bad = await fetch(`${base}/api/webshop/silencers/${resourceId(created)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productData: {}, locale: 'xx' }),
    })
    expect(bad.status).toBe(422)
  })

  it('answers null product data for a resource without a type', async () => {
    const created = await createResource({ name: '' })
    const got = await fetchJson(`${base}/api/webshop/silencers/${resourceId(created)}`)
    expect(got.data.productData).toBeNull()
  })
})

/** The shop creates (or refreshes) its project and sends `who` there: the hand-off is redeemed. */
async function sentToShopProject(externalProjectId: string, who: SignedIn, returnUrl?: string) {
  const created = await shop.post(base, '/api/webshop/projects', {
    externalProjectId,
    ...(returnUrl === undefined ? {} : { returnUrl }),
  })
  expect(created.status).toBe(201)
  const { handoff } = (created.json as { data: { handoff: string } }).data
  const arrived = await app.inject({
    method: 'POST',
    url: `/api/webshop/projects/${externalProjectId}/arrivals`,
    headers: tokenHeaders(who),
    payload: { handoff },
  })
  expect(arrived.statusCode).toBe(200)
  return arrived.json<Envelope>().data
}

async function projectWithSystems() {
  const user = await signUp(app)
  const headers = { ...tokenHeaders(user), 'content-type': 'application/json' }
  const project = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: 'Office' },
  })
  const projectId = project.json<{ data: { id: string } }>().data.id
  const item = {
    productId: 's1',
    productType: 'silencer',
    productClass: 'ASA',
    productName: 'ASA 125-600',
    productCode: 'ASA-125-600',
    quantity: 2,
  }
  const systemIds: string[] = []
  for (const name of ['Supply 1', 'Extract 1']) {
    const sys = await app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/systems`,
      headers,
      payload: { name, number: '1', items: [item] },
    })
    systemIds.push(sys.json<{ data: { id: string } }>().data.id)
  }
  return { user, headers, projectId, systemIds }
}

describe('bulk export', () => {
  it('exports the bill of materials once, shows the systems as exported, and checks access', async () => {
    const { user, headers, projectId, systemIds } = await projectWithSystems()
    const ext = `ext-${Date.now()}`
    const arrived = await sentToShopProject(ext, user, '//evil.com')
    expect(arrived).toEqual({
      id: ext,
      returnUrl: DEFAULT_RETURN,
      exportedSystemIds: [],
      sentByShop: true,
      projectId: null,
    })

    const before = shop.processed.size
    const payload = { externalProjectId: ext, projectId, systemIds, locale: 'fin' }
    const first = await app.inject({ method: 'POST', url: '/api/webshop/export-systems', headers, payload })
    const again = await app.inject({ method: 'POST', url: '/api/webshop/export-systems', headers, payload })
    expect(first.statusCode).toBe(200)
    expect(again.json<Envelope>().data.exportId).toBe(first.json<Envelope>().data.exportId)
    await shop.waitFor(before + 1)
    const body = shop.processed.get(first.json<Envelope>().data.exportId) as Record<string, unknown>
    expect(body).toMatchObject({ event: 'systems.exported', externalProjectId: ext, locale: 'fin' })
    expect(body.billOfMaterials).toEqual([
      expect.objectContaining({ productCode: 'ASA-125-600', quantity: 4 }),
    ])
    const after = await app.inject({
      method: 'GET',
      url: `/api/webshop/projects/${ext}`,
      headers: tokenHeaders(user),
    })
    expect([...after.json<Envelope>().data.exportedSystemIds].sort()).toEqual([...systemIds].sort())
    // The project exported from is the one the bulk export page preselects next time (issue 20).
    expect(after.json<Envelope>().data.projectId).toBe(projectId)

    // Someone else may not export this project's systems; a system of another project is refused too.
    const stranger = await signUp(app)
    const refused = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers: tokenHeaders(stranger),
      payload,
    })
    expect(refused.statusCode).toBe(404)
    const other = await projectWithSystems()
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { ...payload, systemIds: [systemIds[0], other.systemIds[0]] },
    })
    expect(mixed.statusCode).toBe(404)
    const empty = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { ...payload, systemIds: [] },
    })
    expect(empty.statusCode).toBe(422)
    const strangerView = await app.inject({
      method: 'GET',
      url: `/api/webshop/projects/${ext}`,
      headers: tokenHeaders(stranger),
    })
    expect(strangerView.json<Envelope>().data.projectId).toBeNull()
    const anonymous = await app.inject({ method: 'GET', url: `/api/webshop/projects/${ext}` })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('an empty system', () => {
  it('is not exported: there is nothing to order (issue 20)', async () => {
    const { user, headers, projectId, systemIds } = await projectWithSystems()
    const bare = await app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/systems`,
      headers,
      payload: { name: 'Empty', number: '2', items: [] },
    })
    const emptyId = bare.json<{ data: { id: string } }>().data.id
    const ext = `ext-empty-${Date.now()}`
    await sentToShopProject(ext, user)
    const before = shop.processed.size
    const refused = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { externalProjectId: ext, projectId, systemIds: [emptyId], locale: 'eng' },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(SYSTEMS_WITHOUT_PRODUCTS)
    // With a system that has products it goes, and the empty one adds nothing to the bill of materials.
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { externalProjectId: ext, projectId, systemIds: [emptyId, systemIds[0]], locale: 'eng' },
    })
    expect(mixed.statusCode).toBe(200)
    await shop.waitFor(before + 1)
    expect(shop.processed.size).toBe(before + 1)
  })
})

describe('systems shown as exported', () => {
  it('are only those the caller may see, whoever exported to the shop project', async () => {
    const author = await projectWithSystems()
    const externalProjectId = `ext-shared-${Date.now()}`
    const exportTo = async (who: Awaited<ReturnType<typeof projectWithSystems>>, systemId: string) => {
      await sentToShopProject(externalProjectId, who.user)
      const res = await app.inject({
        method: 'POST',
        url: '/api/webshop/export-systems',
        headers: who.headers,
        payload: { externalProjectId, projectId: who.projectId, systemIds: [systemId], locale: 'eng' },
      })
      expect(res.statusCode).toBe(200)
    }
    const seenBy = async (tokens: Parameters<typeof tokenHeaders>[0]) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/webshop/projects/${externalProjectId}`,
        headers: tokenHeaders(tokens),
      })
      expect(res.statusCode).toBe(200)
      return res.json<Envelope>().data.exportedSystemIds
    }
    const [authorSystem] = author.systemIds as [string]
    await exportTo(author, authorSystem)
    // Someone else exports a system of their own project to the same shop project.
    const other = await projectWithSystems()
    const [, otherSystem] = other.systemIds as [string, string]
    await exportTo(other, otherSystem)

    expect(await seenBy(author.user)).toEqual([authorSystem])
    expect(await seenBy(other.user)).toEqual([otherSystem])
    const stranger = await signUp(app)
    expect(await seenBy(stranger)).toEqual([])
    // Invited to the author's project, the stranger sees its exported system, still not the other's.
    const invited = await app.inject({
      method: 'POST',
      url: `/api/projects/${author.projectId}/users`,
      headers: author.headers,
      payload: { invitedUserId: stranger.user.id },
    })
    expect(invited.statusCode).toBe(201)
    expect(await seenBy(stranger)).toEqual([authorSystem])
  })
})

describe('delivery', () => {
  it('waits longer after each failed attempt, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ])
    // Before any attempt (a claim not yet counted) the first delay applies; a huge count stays at the cap.
    expect(backoffDelay(0, 1000, 5000)).toBe(1000)
    expect(backoffDelay(60, 1000, 300_000)).toBe(300_000)
  })

  it('retries with growing delays while the shop is down and delivers exactly once when it is back, also across a restart', async () => {
    shop.down = true
    const created = await createResource({ type: 'rectSilencer', name: 'RS 600x300' })
    const id = resourceId(created)
    const res = await fetchJson(`${base}/api/webshop/silencers/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productData: rectPayload(600), locale: 'swe' }),
    })
    const exportId = res.data.exportId
    const refused = () => shop.attempts.filter((a) => a.idempotencyKey === exportId && a.status === 503)
    const waiting = Date.now()
    while (refused().length < 4) {
      if (Date.now() - waiting > 10_000) throw new Error(`only ${refused().length} attempts while down`)
      await new Promise((r) => setTimeout(r, 25))
    }
    expect(shop.processed.has(exportId)).toBe(false)
    const [pending] = await database.db.select().from(webshopExports).where(eq(webshopExports.id, exportId))
    expect(pending?.state).toBe('pending')
    expect(pending?.attempts).toBeGreaterThanOrEqual(2)
    expect(pending?.lastError).toBe('HTTP 503')
    // Attempt n + 1 comes no sooner than backoffDelay(n) after attempt n (the next attempt time is set only
    // after the shop has answered), so the gaps grow: 150, 300, then the 600 ms cap. 2 ms covers the clocks'
    // rounding (the database keeps microseconds, Date.now() milliseconds).
    const times = refused().map((a) => a.at)
    const gaps = times.slice(1, 4).map((at, n) => at - (times[n] ?? 0))
    ;[150, 300, 600].forEach((least, n) => expect(gaps[n]).toBeGreaterThanOrEqual(least - 2))

    // Restart: the new instance resumes the pending delivery once the shop is back.
    await app.close()
    await startApp()
    shop.down = false
    const started = Date.now()
    while (!shop.processed.has(exportId)) {
      if (Date.now() - started > 8000) throw new Error('not delivered')
      await new Promise((r) => setTimeout(r, 25))
    }
    await new Promise((r) => setTimeout(r, 1500))
    const deliveries = shop.received.filter((w) => w.idempotencyKey === exportId)
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]?.signatureValid).toBe(true)
    const [row] = await database.db.select().from(webshopExports).where(eq(webshopExports.id, exportId))
    expect(row?.state).toBe('delivered')
    expect(row?.deliveredAt).not.toBeNull()
    expect(row?.lastError).toBeNull()
  })
})
