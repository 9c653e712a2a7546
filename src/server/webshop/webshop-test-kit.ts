// The webshop tests' world: a small real shop on loopback, the app on a real PGlite talking to it, and the
// fixtures (signed resource creation, catalogue payloads, a project with systems, the shop's hand-off).
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import { webshopResources } from '../db/schema/index.ts'
import type { Database } from '../db/client.ts'
import { createTestPglite } from '../test/databases.ts'
import { buildTestApp } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import type { SignedIn } from '#contract/api/auth.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { webshopApi } from '#contract/api/webshop.ts'
import { injectData, injectEndpoint } from '../test/inject.ts'
import { startTestShop, type TestShop } from './test-shop.ts'

export const SECRET = 'webshop-test-secret'
export const DEFAULT_RETURN = 'https://configurator.example.com/'
/** Short delivery timing, so the retries of a shop that is down can be watched in a test. */
export const DELIVERY = { baseDelayMs: 150, maxDelayMs: 600, pollMs: 50 }

// Live bindings: the hooks of useWebshopApp (and restartApp) assign them, the tests read them when they run.
export let database: Database
export let shop: TestShop
export let app: FastifyInstance
export let base: string

async function startApp(): Promise<void> {
  app = await buildTestApp({
    database,
    config: {
      webshop: {
        secret: SECRET,
        webhookUrl: shop.webhookUrl,
        returnOrigins: [shop.origin, 'https://shop.example.com'],
        defaultReturnUrl: DEFAULT_RETURN,
      },
      // The export limit has a test of its own (export-verification.bulk.test.ts); here it must not get in the way.
      webshopExportsPerMinute: 0,
    },
    webshopDelivery: DELIVERY,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** Closes the app and starts a new one on the same database and shop, as a restart of the server would. */
export async function restartApp(): Promise<void> {
  await app.close()
  await startApp()
}

/** Registers the hooks that start the shop and the app before the file's tests and close them after. */
export function useWebshopApp(): void {
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
}

export const createResource = (body: Record<string, unknown>, opts?: Parameters<TestShop['post']>[3]) =>
  shop.post(base, '/api/webshop/resources', body, opts)
export interface Envelope {
  data: {
    productData: ({ inputSoundPower?: unknown } & Record<string, unknown>) | null
    returnUrl: string | null
    exportId: string
    exportedSystemIds: string[]
    id: string
    projectId: string | null
  }
}
export const fetchJson = async (url: string, init?: RequestInit) =>
  (await (await fetch(url, init)).json()) as Envelope
export const resourceId = (res: { json: unknown }) =>
  (res.json as { data: { resourceId: string } }).data.resourceId
export const countResources = async () =>
  (await database.db.select({ id: webshopResources.id }).from(webshopResources)).length

export interface ListedSilencer {
  id: string
  name: string
  code: string
  class: string
  nominalSizeDiameter: number
  length: number
  attenuationMaterial: string
}
/** A round silencer of the catalogue list, as the browser has it. */
export async function catalogueSilencer(): Promise<ListedSilencer> {
  const list = (await (await fetch(`${base}/api/silencers`)).json()) as { data: ListedSilencer[] }
  const silencer = list.data.find((s) => s.class === 'NRF50')
  if (!silencer) throw new Error('no NRF50 silencer in the catalogue')
  return silencer
}
/** The regular silencer payload of the web client (the chain entry's fields). */
export const silencerPayload = (silencer: ListedSilencer, inputAirflow: number) => ({
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
export const rectPayload = (width: number) => ({
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

/** The shop creates (or refreshes) its project and sends `who` there: the hand-off is redeemed. */
export async function sentToShopProject(externalProjectId: string, who: SignedIn, returnUrl?: string) {
  const created = await shop.post(base, '/api/webshop/projects', {
    externalProjectId,
    ...(returnUrl === undefined ? {} : { returnUrl }),
  })
  expect(created.status).toBe(201)
  const { handoff } = (created.json as { data: { handoff: string } }).data
  const arrived = await injectEndpoint(app, webshopApi.arriveAtProject, {
    as: who,
    params: { id: externalProjectId },
    body: { handoff },
  })
  expect(arrived.statusCode).toBe(200)
  return arrived.data
}

export async function projectWithSystems() {
  const user = await signUp(app)
  const headers = { ...tokenHeaders(user), 'content-type': 'application/json' }
  const { id: projectId } = await injectData(app, projectsApi.create, { as: user, body: { name: 'Office' } })
  const item = {
    productId: 's1',
    productType: 'silencer' as const,
    productClass: 'ASA',
    productName: 'ASA 125-600',
    productCode: 'ASA-125-600',
    quantity: 2,
  }
  const systemIds: string[] = []
  for (const name of ['Supply 1', 'Extract 1']) {
    const sys = await injectData(app, systemsApi.create, {
      as: user,
      params: { projectId },
      body: { name, number: '1', items: [item] },
    })
    systemIds.push(sys.id)
  }
  return { user, headers, projectId, systemIds }
}
