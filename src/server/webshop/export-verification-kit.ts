// The export verification tests' world (docs/security.md, "Nothing unchecked is signed"): a small real shop
// on loopback, the app on a real PGlite over real HTTP, and what the web client and the configurator send for
// a product.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import type { Database } from '../db/client.ts'
import { webshopExports } from '../db/schema/index.ts'
import { buildTestApp } from '../test/app.ts'
import { PASSWORD, uniqueEmail } from '../test/auth.ts'
import { createTestPglite } from '../test/databases.ts'
import { startTestShop, type TestShop } from './test-shop.ts'

export const SECRET = 'export-verification-secret'

export interface Running {
  app: FastifyInstance
  database: Database
  base: string
}

export async function start(shop: TestShop, webshopExportsPerMinute: number): Promise<Running> {
  const database = await createTestPglite()
  await seedCatalogue(database.db)
  const app = await buildTestApp({
    database,
    config: {
      webshop: {
        secret: SECRET,
        webhookUrl: shop.webhookUrl,
        returnOrigins: [shop.origin],
        defaultReturnUrl: `${shop.origin}/configurator`,
      },
      webshopExportsPerMinute,
      // The shop's customers reach us through a proxy on this machine that names them (X-Forwarded-For);
      // limits per address leave this machine itself alone.
      trustProxy: '127.0.0.1',
    },
    webshopDelivery: { baseDelayMs: 100, maxDelayMs: 300, pollMs: 50 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
}

// Live bindings: the hooks of useVerificationApp assign them, the tests read them when they run.
export let shop: TestShop
export let s: Running

/** Registers the hooks that start the shop and an unlimited app before the file's tests and close them after. */
export function useVerificationApp(): void {
  beforeAll(async () => {
    shop = await startTestShop(SECRET)
    s = await start(shop, 0)
  })
  afterAll(async () => {
    await s.app.close()
    await s.database.close()
    await shop.close()
  })
}

export interface Answer {
  status: number
  headers: Headers
  body: {
    success: boolean
    data?: Record<string, unknown> & { exportId?: string }
    error?: { code: string | number; message: string; details?: { field: string; message: string }[] }
  }
}

export async function call(
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

export const fieldsOf = (answer: Answer) => (answer.body.error?.details ?? []).map((d) => d.field)

export async function newResource(type = 'silencer'): Promise<string> {
  const created = await shop.post(s.base, '/api/webshop/resources', {
    type,
    name: 'from the shop',
    returnUrl: `${shop.origin}/basket`,
  })
  expect(created.status).toBe(201)
  return (created.json as { data: { resourceId: string } }).data.resourceId
}

export const exportsOf = async (resourceId: string) =>
  s.database.db.select().from(webshopExports).where(eq(webshopExports.resourceId, resourceId))

/** Exports and waits for the webhook the shop received for it. */
export async function exportDelivered(
  resourceId: string,
  productData: unknown,
): Promise<Record<string, unknown>> {
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

export interface ListedSilencer {
  id: string
  name: string
  code: string
  class: string
  nominalSizeDiameter: number
  length: number
  attenuationMaterial: string
  soundAttenuation: Record<string, number>
}

export async function aSilencer(className = 'NRF50'): Promise<ListedSilencer> {
  const list = await call(s.base, 'GET', '/api/silencers')
  const silencer = (list.body.data as unknown as ListedSilencer[]).find((p) => p.class === className)
  if (!silencer) throw new Error(`no ${className} silencer`)
  return silencer
}

export const BANDS = [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => `octaveBand${hz}Hz`)
export const flat = (value: number) => Object.fromEntries(BANDS.map((k) => [k, value]))

/** What the web client sends for a regular silencer (the chain entry's fields; export-product.ts). */
export const clientSilencer = (silencer: ListedSilencer, inputAirflow: number) => ({
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
export const clientRect = (resourceId: string, configuration: Record<string, unknown>, option: unknown) => {
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

export interface RectOption {
  pressureDrop: number
  soundAttenuation: Record<string, number>
  soundPowerLevel: Record<string, number>
  recommended: boolean
}
export async function serverOptions(body: Record<string, unknown>): Promise<RectOption[]> {
  const answer = await call(s.base, 'POST', '/api/calculations/rect-silencer-options', body)
  expect(answer.status).toBe(200)
  return answer.body.data as unknown as RectOption[]
}

export async function signedUp(base: string, email = uniqueEmail('shop')): Promise<SignedIn> {
  const res = await call(base, 'POST', '/api/auth/sign-up', {
    fullName: 'Shop Buyer',
    email,
    password: PASSWORD,
  })
  expect(res.status).toBe(201)
  return res.body.data as unknown as SignedIn
}

export async function signedIn(email: string): Promise<SignedIn> {
  const res = await call(s.base, 'POST', '/api/auth/sign-in', { email, password: PASSWORD })
  expect(res.status).toBe(200)
  return res.body.data as unknown as SignedIn
}
