// Issue 19 point 7: nothing unchecked is signed. Through a real HTTP server on a real database: the product
// the shop receives is built from the catalogue and the configurator's rules, anything else is 422 with the
// field named and never recorded or delivered; exports are limited (429 with Retry-After); bulk exports go
// only to a shop project that sent this session there (403 otherwise).
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { buildApp } from '../app.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import type { Database } from '../db/client.ts'
import { webshopExports, webshopProjectHandoffs } from '../db/schema/index.ts'
import { testConfig } from '../test/app.ts'
import { PASSWORD, tokenHeaders, uniqueEmail } from '../test/auth.ts'
import { createTestPglite } from '../test/databases.ts'
import { startTestShop, type TestShop } from './test-shop.ts'

const SECRET = 'export-verification-secret'

interface Running {
  app: FastifyInstance
  database: Database
  base: string
}

async function start(shop: TestShop, webshopExportsPerMinute: number): Promise<Running> {
  const database = await createTestPglite()
  await seedCatalogue(database.db)
  const app = await buildApp({
    database,
    config: testConfig({
      webshop: {
        secret: SECRET,
        webhookUrl: shop.webhookUrl,
        returnOrigins: [shop.origin],
        defaultReturnUrl: `${shop.origin}/configurator`,
      },
      webshopExportsPerMinute,
    }),
    webshopDelivery: { baseDelayMs: 100, maxDelayMs: 300, pollMs: 50 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
}

let shop: TestShop
let s: Running

beforeAll(async () => {
  shop = await startTestShop(SECRET)
  s = await start(shop, 0)
})
afterAll(async () => {
  await s.app.close()
  await s.database.close()
  await shop.close()
})

interface Answer {
  status: number
  headers: Headers
  body: {
    success: boolean
    data?: Record<string, unknown> & { exportId?: string }
    error?: { code: string | number; message: string; details?: { field: string; message: string }[] }
  }
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] }
}

const fieldsOf = (answer: Answer) => (answer.body.error?.details ?? []).map((d) => d.field)

async function newResource(type = 'silencer'): Promise<string> {
  const created = await shop.post(s.base, '/api/webshop/resources', {
    type,
    name: 'from the shop',
    returnUrl: `${shop.origin}/basket`,
  })
  expect(created.status).toBe(201)
  return (created.json as { data: { resourceId: string } }).data.resourceId
}

const exportsOf = async (resourceId: string) =>
  s.database.db.select().from(webshopExports).where(eq(webshopExports.resourceId, resourceId))

/** Exports and waits for the webhook the shop received for it. */
async function exportDelivered(resourceId: string, productData: unknown): Promise<Record<string, unknown>> {
  const answer = await call(s.base, 'POST', `/api/webshop/silencers/${resourceId}`, {
    productData,
    locale: 'eng',
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const exportId = answer.body.data?.exportId ?? ''
  const started = Date.now()
  while (!shop.processed.has(exportId)) {
    if (Date.now() - started > 8000) throw new Error('not delivered')
    await new Promise((r) => setTimeout(r, 25))
  }
  const received = shop.received.find((w) => w.idempotencyKey === exportId)
  expect(received?.signatureValid).toBe(true)
  return (received?.body as { product: Record<string, unknown> }).product
}

interface ListedSilencer {
  id: string
  name: string
  code: string
  class: string
  nominalSizeDiameter: number
  length: number
  attenuationMaterial: string
  soundAttenuation: Record<string, number>
}

async function aSilencer(className = 'NRF50'): Promise<ListedSilencer> {
  const list = await call(s.base, 'GET', '/api/silencers')
  const silencer = (list.body.data as unknown as ListedSilencer[]).find((p) => p.class === className)
  if (!silencer) throw new Error(`no ${className} silencer`)
  return silencer
}

const BANDS = [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => `octaveBand${hz}Hz`)
const flat = (value: number) => Object.fromEntries(BANDS.map((k) => [k, value]))

/** What the web client sends for a regular silencer (the chain entry's fields; export-product.ts). */
const clientSilencer = (silencer: ListedSilencer, inputAirflow: number) => ({
  productId: silencer.id,
  productType: 'silencer',
  productClass: silencer.class,
  productName: silencer.name,
  productCode: silencer.code,
  productImageURL: '',
  quantity: 1,
  soundPowerLevel: flat(30),
  soundAttenuation: silencer.soundAttenuation,
  inputAirflow,
  pressureDrop: 12.5,
  nominalSizeDiameter: silencer.nominalSizeDiameter,
  length: silencer.length,
  attenuationMaterial: silencer.attenuationMaterial,
  type: 'silencer',
})

/** What the configurator sends for a rectangular silencer (rectSilencerPayload of export-product.ts). */
const clientRect = (resourceId: string, configuration: Record<string, unknown>, option: unknown) => {
  const rectSilencerData = {
    width: 800,
    height: 400,
    length: 1200,
    shape: 'straight',
    orientation: 'horizontal',
    dimensionX: 150,
    dimensionY: 150,
    position: 'supply',
    inputAirflow: 650,
    shellInsulation: '0mm',
    cassetteMaterial: 'mineralWool',
    outerCover: 'none',
    innerMaterial: 'galvanizedSteel',
    openable: false,
    connectionProfile: 'Z-slat',
    selectedOptionIndex: 2,
    optionData: option,
    ...configuration,
  }
  return {
    productId: `rect-${resourceId}-MSK-800x400-1200`,
    productType: 'rectSilencer',
    productClass: 'MSK',
    productName: 'MSK-800x400-1200',
    productCode: 'MSK-800x400-1200',
    quantity: 1,
    rectConfiguration: rectSilencerData,
    type: 'rectSilencer',
    name: 'MSK-800x400-1200',
    rectSilencerData,
  }
}

interface RectOption {
  pressureDrop: number
  soundAttenuation: Record<string, number>
  soundPowerLevel: Record<string, number>
  recommended: boolean
}
async function serverOptions(body: Record<string, unknown>): Promise<RectOption[]> {
  const answer = await call(s.base, 'POST', '/api/calculations/rect-silencer-options', body)
  expect(answer.status).toBe(200)
  return answer.body.data as unknown as RectOption[]
}

describe('a regular silencer export', () => {
  it('delivers the catalogue silencer with the numbers the server computed, not the ones sent', async () => {
    const silencer = await aSilencer()
    const resourceId = await newResource()
    const tampered = { ...clientSilencer(silencer, 300), soundAttenuation: flat(99), pressureDrop: 0.1 }
    const product = await exportDelivered(resourceId, tampered)
    const pressure = await call(s.base, 'POST', '/api/calculations/round-silencers/pressure-drop', {
      silencerClass: silencer.class,
      diameter: silencer.nominalSizeDiameter,
      length: silencer.length,
      inputAirflow: 300,
    })
    expect(product).toMatchObject({
      type: 'silencer',
      productId: silencer.id,
      productCode: silencer.code,
      productName: silencer.name,
      productClass: silencer.class,
      nominalSizeDiameter: silencer.nominalSizeDiameter,
      length: silencer.length,
      quantity: 1,
      inputAirflow: 300,
      soundAttenuation: silencer.soundAttenuation,
    })
    expect(product.pressureDrop).toBeCloseTo((pressure.body.data as { pressureDrop: number }).pressureDrop, 9)
    expect(product.soundAttenuation).not.toEqual(flat(99))
    // The flow noise at 300 l/s is the engine's, not the 30 dB the client claimed.
    expect(product.soundPowerLevel).not.toEqual(flat(30))
  })

  it('exports without an airflow (0, as the client sends it when none is known) with no pressure drop', async () => {
    const silencer = await aSilencer()
    const product = await exportDelivered(await newResource(), clientSilencer(silencer, 0))
    expect(product).toMatchObject({ inputAirflow: 0, pressureDrop: 0, soundPowerLevel: flat(0) })
  })

  it.each([
    ['code FREE-STUFF', () => ({ productCode: 'FREE-STUFF' }), 'body.productData.productCode'],
    [
      'only the name FREE-STUFF',
      () => ({ productId: undefined, productName: 'FREE-STUFF', productCode: 'FREE-STUFF' }),
      'body.productData.productName',
    ],
    ['an unknown product id', () => ({ productId: 'free-stuff' }), 'body.productData.productId'],
    ['quantity 1000', () => ({ quantity: 1000 }), 'body.productData.quantity'],
    ['quantity 1.5', () => ({ quantity: 1.5 }), 'body.productData.quantity'],
    ['airflow −100', () => ({ inputAirflow: -100 }), 'body.productData.inputAirflow'],
    ['airflow 10⁹ l/s', () => ({ inputAirflow: 1e9 }), 'body.productData.inputAirflow'],
    ['another class', () => ({ productClass: 'NKU' }), 'body.productData.productClass'],
    [
      'another size',
      (p: ListedSilencer) => ({ nominalSizeDiameter: p.nominalSizeDiameter + 1 }),
      'body.productData.nominalSizeDiameter',
    ],
    ['another length', (p: ListedSilencer) => ({ length: p.length * 2 }), 'body.productData.length'],
    ['an unknown type', () => ({ type: 'voucher' }), 'body.productData.type'],
  ])('refuses %s with 422 naming the field, and records and delivers nothing', async (_, change, field) => {
    const silencer = await aSilencer()
    const resourceId = await newResource()
    const answer = await call(s.base, 'POST', `/api/webshop/silencers/${resourceId}`, {
      productData: { ...clientSilencer(silencer, 300), ...change(silencer) },
      locale: 'eng',
    })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
    expect(fieldsOf(answer)).toContain(field)
    expect(await exportsOf(resourceId)).toEqual([])
  })
})

describe('a rectangular silencer export', () => {
  it('delivers the configuration with the option recomputed on the server and the code derived', async () => {
    const resourceId = await newResource('rectSilencer')
    const options = await serverOptions({ width: 800, height: 400, length: 1200, inputAirflow: 650 })
    const tamperedOption = { ...options[2], pressureDrop: 0, soundAttenuation: flat(80) }
    const product = await exportDelivered(resourceId, clientRect(resourceId, {}, tamperedOption))
    expect(product).toMatchObject({
      type: 'rectSilencer',
      productType: 'rectSilencer',
      productClass: 'MSK',
      productCode: 'MSK-800x400-1200',
      name: 'MSK-800x400-1200',
      productId: `rect-${resourceId}-MSK-800x400-1200`,
      quantity: 1,
      inputAirflow: 650,
      soundAttenuation: options[2]?.soundAttenuation,
      soundPowerLevel: options[2]?.soundPowerLevel,
      rectSilencerData: { width: 800, height: 400, length: 1200, inputAirflow: 650, selectedOptionIndex: 2 },
    })
    expect(product.pressureDrop).toBeCloseTo(options[2]?.pressureDrop ?? NaN, 9)
    const data = product.rectSilencerData as { optionData: RectOption }
    expect(data.optionData.pressureDrop).toBeCloseTo(options[2]?.pressureDrop ?? NaN, 9)
    expect(data.optionData.soundAttenuation).toEqual(options[2]?.soundAttenuation)
  })

  it('leaves out the figures that rest on an input sound power when there is none, and keeps them with one', async () => {
    const options = await serverOptions({ width: 800, height: 400, length: 1200, inputAirflow: 650 })
    const figures = [
      'resultSoundPowerAfterLw',
      'soundAttenuationWithAirflow',
      'totalAttenuationWithAirflow',
      'resultAfterLw',
      'resultAfterAFilter',
    ]
    const without = await newResource('rectSilencer')
    const bare = await exportDelivered(without, clientRect(without, {}, options[2]))
    const bareOption = (bare.rectSilencerData as { optionData: Record<string, unknown> }).optionData
    for (const key of figures) expect(bareOption, key).not.toHaveProperty(key)
    expect(bareOption.soundAttenuation).toEqual(options[2]?.soundAttenuation)

    const withPower = await newResource('rectSilencer')
    const powered = await exportDelivered(
      withPower,
      clientRect(withPower, { inputSoundPower: flat(80) }, options[2]),
    )
    const poweredOption = (powered.rectSilencerData as { optionData: Record<string, unknown> }).optionData
    for (const key of figures) expect(poweredOption, key).toHaveProperty(key)
  })

  it.each([
    ['a width off the 50 mm step', { width: 810 }, {}, 'body.productData.rectSilencerData.width'],
    ['a height below 200 mm', { height: 150 }, {}, 'body.productData.rectSilencerData.height'],
    ['a straight length above 2500 mm', { length: 2600 }, {}, 'body.productData.rectSilencerData.length'],
    ['an openable bend', { shape: 'bend', openable: true }, {}, 'body.productData.rectSilencerData'],
    ['insulation without a cover', { shellInsulation: '50mm' }, {}, 'body.productData.rectSilencerData'],
    ['no airflow', { inputAirflow: 0 }, {}, 'body.productData.rectSilencerData.inputAirflow'],
    ['airflow −100', { inputAirflow: -100 }, {}, 'body.productData.rectSilencerData.inputAirflow'],
    [
      'no option chosen',
      { selectedOptionIndex: -1 },
      {},
      'body.productData.rectSilencerData.selectedOptionIndex',
    ],
    [
      'an option that does not exist',
      { selectedOptionIndex: 9 },
      {},
      'body.productData.rectSilencerData.selectedOptionIndex',
    ],
    ['code FREE-STUFF', {}, { productCode: 'FREE-STUFF' }, 'body.productData.productCode'],
    ['another class', {}, { productClass: 'MSKI' }, 'body.productData.productClass'],
    ['quantity 1000', {}, { quantity: 1000 }, 'body.productData.quantity'],
    ['no configuration', {}, { rectSilencerData: undefined }, 'body.productData.rectSilencerData'],
  ])('refuses %s with 422 naming the field', async (_, configuration, change, field) => {
    const resourceId = await newResource('rectSilencer')
    const answer = await call(s.base, 'POST', `/api/webshop/silencers/${resourceId}`, {
      productData: { ...clientRect(resourceId, configuration, {}), ...change },
      locale: 'eng',
    })
    expect(answer.status).toBe(422)
    expect(answer.body.error?.code).toBe('VALIDATION_ERROR')
    expect(fieldsOf(answer)).toContain(field)
    expect(await exportsOf(resourceId)).toEqual([])
  })
})

describe('export limits', () => {
  it('answers 429 with Retry-After past the product exports of an address, and past the bulk exports of a user', async () => {
    const limited = await start(shop, 2)
    try {
      const created = await shop.post(limited.base, '/api/webshop/resources', { type: 'silencer', name: 'x' })
      const resourceId = (created.json as { data: { resourceId: string } }).data.resourceId
      const send = () =>
        call(limited.base, 'POST', `/api/webshop/silencers/${resourceId}`, {
          productData: { type: 'silencer', productName: 'FREE-STUFF' },
          locale: 'eng',
        })
      expect((await send()).status).toBe(422)
      expect((await send()).status).toBe(422)
      const refused = await send()
      expect(refused.status).toBe(429)
      expect(refused.body.error?.code).toBe('RATE_LIMITED')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

      // Bulk exports count per user: another user is not held up by the first.
      const first = await signedUp(limited.base)
      const other = await signedUp(limited.base)
      const bulk = (who: SignedIn) =>
        call(
          limited.base,
          'POST',
          '/api/webshop/export-systems',
          {
            externalProjectId: 'nope',
            projectId: '00000000-0000-4000-8000-000000000000',
            systemIds: ['00000000-0000-4000-8000-000000000001'],
            locale: 'eng',
          },
          tokenHeaders(who),
        )
      expect((await bulk(first)).status).toBe(404)
      expect((await bulk(first)).status).toBe(404)
      const tooMany = await bulk(first)
      expect(tooMany.status).toBe(429)
      expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await bulk(other)).status).toBe(404)
    } finally {
      await limited.app.close()
      await limited.database.close()
    }
  })
})

async function signedUp(base: string, email = uniqueEmail('shop')): Promise<SignedIn> {
  const res = await call(base, 'POST', '/api/auth/sign-up', {
    fullName: 'Shop Buyer',
    email,
    password: PASSWORD,
  })
  expect(res.status).toBe(201)
  return res.body.data as unknown as SignedIn
}

async function signedIn(email: string): Promise<SignedIn> {
  const res = await call(s.base, 'POST', '/api/auth/sign-in', { email, password: PASSWORD })
  expect(res.status).toBe(200)
  return res.body.data as unknown as SignedIn
}

describe('bulk export to a shop project', () => {
  async function shopProject(id: string): Promise<string> {
    const created = await shop.post(s.base, '/api/webshop/projects', { externalProjectId: id })
    expect(created.status).toBe(201)
    return (created.json as { data: { handoff: string } }).data.handoff
  }
  const arrive = (who: SignedIn, externalProjectId: string, handoff: string) =>
    call(
      s.base,
      'POST',
      `/api/webshop/projects/${externalProjectId}/arrivals`,
      { handoff },
      tokenHeaders(who),
    )

  async function userWithSystem(email = uniqueEmail('bulk')) {
    const user = await signedUp(s.base, email)
    const headers = tokenHeaders(user)
    const project = await call(s.base, 'POST', '/api/projects', { name: 'Library' }, headers)
    const projectId = String(project.body.data?.id)
    const system = await call(
      s.base,
      'POST',
      `/api/projects/${projectId}/systems`,
      {
        name: 'AHU-7',
        items: [
          { productId: 'x1', productType: 'silencer', productClass: 'NRF50', productCode: 'NRF50-315-900' },
        ],
      },
      headers,
    )
    return { user, email, projectId, systemId: String(system.body.data?.id) }
  }
  const exportTo = (who: SignedIn, externalProjectId: string, projectId: string, systemId: string) =>
    call(
      s.base,
      'POST',
      '/api/webshop/export-systems',
      { externalProjectId, projectId, systemIds: [systemId], locale: 'eng' },
      tokenHeaders(who),
    )

  it('exports only for the session the shop sent to that project', async () => {
    const a = `shop-a-${Date.now()}`
    const b = `shop-b-${Date.now()}`
    const handoffA = await shopProject(a)
    await shopProject(b)
    const { user, email, projectId, systemId } = await userWithSystem()

    // Knowing the shop project's id is not enough.
    const before = await call(s.base, 'GET', `/api/webshop/projects/${a}`, undefined, tokenHeaders(user))
    expect(before.body.data).toMatchObject({ id: a, sentByShop: false })
    const guessed = await exportTo(user, a, projectId, systemId)
    expect(guessed.status).toBe(403)
    expect(guessed.body.error?.code).toBe('FORBIDDEN')

    // Sent to A: A exports; B, the wrong shop project, still does not; A's hand-off does not open B.
    const arrived = await arrive(user, a, handoffA)
    expect(arrived.status).toBe(200)
    expect(arrived.body.data).toMatchObject({ id: a, sentByShop: true })
    expect((await exportTo(user, a, projectId, systemId)).status).toBe(200)
    expect((await exportTo(user, b, projectId, systemId)).status).toBe(403)
    expect((await arrive(user, b, handoffA)).status).toBe(403)

    // Reloading the page redeems the same hand-off again: fine for the same session.
    expect((await arrive(user, a, handoffA)).status).toBe(200)
    // The same user signed in elsewhere is another session: the shop did not send that one.
    const elsewhere = await signedIn(email)
    expect((await exportTo(elsewhere, a, projectId, systemId)).status).toBe(403)
    // A forwarded link gives another session nothing: the hand-off was redeemed.
    const stranger = await signedUp(s.base)
    const forwarded = await arrive(stranger, a, handoffA)
    expect(forwarded.status).toBe(403)
    expect(forwarded.body.error?.code).toBe('FORBIDDEN')
    expect((await arrive(elsewhere, a, handoffA)).status).toBe(403)
  })

  it('refuses an expired or made-up hand-off', async () => {
    const id = `shop-c-${Date.now()}`
    const handoff = await shopProject(id)
    const { user, projectId, systemId } = await userWithSystem()
    expect((await arrive(user, id, 'x'.repeat(43))).status).toBe(403)
    await s.database.db
      .update(webshopProjectHandoffs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webshopProjectHandoffs.externalProjectId, id))
    expect((await arrive(user, id, handoff)).status).toBe(403)
    expect((await exportTo(user, id, projectId, systemId)).status).toBe(403)
    // The shop sends the user again: a fresh hand-off works.
    expect((await arrive(user, id, await shopProject(id))).status).toBe(200)
    expect((await exportTo(user, id, projectId, systemId)).status).toBe(200)
  })

  it('keeps the hand-off secret at rest: only its hash is stored', async () => {
    const id = `shop-d-${Date.now()}`
    const handoff = await shopProject(id)
    const rows = await s.database.db
      .select()
      .from(webshopProjectHandoffs)
      .where(eq(webshopProjectHandoffs.externalProjectId, id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(handoff)
  })
})
