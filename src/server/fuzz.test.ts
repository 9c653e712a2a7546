// Hostile input against every API route: random bodies, queries and ids, prototype-pollution keys, deep
// JSON, traversal in ids, script in texts. Never a 5xx, always the envelope.
//
// So that the input reaches each route's own code rather than stopping at 404 or 422 on the way in, the
// fuzzer works on real data made in beforeAll (a project with a system of products, another user's project
// and system, a member, catalogue silencers, a webshop resource and shop project) and lets fast-check pick,
// per path parameter, a real id of the caller, another user's id or hostile text; and it sends, besides
// random bodies, valid sample bodies of each route with one field made hostile.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { CHAIN_LIMIT } from '#contract/api/calculations.ts'
import { projectBody, systemBody } from '../../bench/samples.ts'
import { seedCatalogue } from './catalogue/catalogue.seed.ts'
import { createTestApp } from './test/app.ts'
import { signUp, tokenHeaders } from './test/auth.ts'
import { signatureHeader } from './webshop/signature.ts'
import { startTestShop, type TestShop } from './webshop/test-shop.ts'

const SHOP_SECRET = 'fuzz-shop-secret'

type Method = NonNullable<InjectOptions['method']>
interface Route {
  method: Method
  path: string
}
/** Who calls: nobody, the owner of the fixtures, or a signed-in user who may see none of them. */
type Caller = 'anonymous' | 'owner' | 'outsider'
/** What a path parameter gets: the caller's own real id, the other user's real id, or hostile text. */
type ParamChoice = { kind: 'own' } | { kind: 'foreign' } | { kind: 'text'; text: string }

interface Fixtures {
  owner: SignedIn
  outsider: SignedIn
  member: SignedIn
  /** The owner's project and its system with products; the outsider's own. */
  project: string
  system: string
  foreignProject: string
  foreignSystem: string
  silencer: { id: string; class: string; diameter: number; length: number }
  catalogueVersion: number
  resource: string
  shopProject: string
  handoff: string
}

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
let shop: TestShop
let fx: Fixtures
let routes: Route[]

async function call(method: Method, url: string, who: SignedIn, payload?: unknown) {
  const res = await app.inject({ method, url, headers: tokenHeaders(who), ...(payload ? { payload } : {}) })
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`)
  return res.json<{ data: Record<string, unknown> & { id: string; version: number } }>().data
}

async function signed(url: string, body: unknown) {
  const raw = JSON.stringify(body)
  const res = await app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signatureHeader(SHOP_SECRET, raw) },
  })
  if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`)
  return res.json<{ data: Record<string, string> }>().data
}

beforeAll(async () => {
  shop = await startTestShop(SHOP_SECRET)
  testApp = await createTestApp({
    config: {
      rateLimits: { calculationsPerMinute: 0, productsPerMinute: 0 },
      webshopExportsPerMinute: 0,
      webshop: {
        secret: SHOP_SECRET,
        webhookUrl: shop.webhookUrl,
        returnOrigins: [shop.origin],
        defaultReturnUrl: undefined,
      },
    },
  })
  app = testApp.app
  await seedCatalogue(testApp.database.db)
  const [owner, outsider, member] = await Promise.all([
    signUp(app, { fullName: 'Fuzz Owner' }),
    signUp(app, { fullName: 'Fuzz Outsider' }),
    signUp(app, { fullName: 'Fuzz Member' }),
  ])
  const silencers = (await app.inject({ method: 'GET', url: '/api/silencers' })).json<{
    data: {
      id: string
      class: string
      nominalSizeDiameter: number
      length: number
      catalogueVersion: number
    }[]
  }>().data
  const first = silencers[0]
  if (!first) throw new Error('the test catalogue has no silencers')
  const project = await call('POST', '/api/projects', owner, projectBody('Fuzz project'))
  const system = await call('POST', `/api/projects/${project.id}/systems`, owner, withSilencer(first.id))
  await call('POST', `/api/projects/${project.id}/users`, owner, { invitedUserId: member.user.id })
  const foreignProject = await call('POST', '/api/projects', outsider, projectBody('Not yours'))
  const foreignSystem = await call(
    'POST',
    `/api/projects/${foreignProject.id}/systems`,
    outsider,
    systemBody('S'),
  )
  const resource = await signed('/api/webshop/resources', {
    type: 'silencer',
    name: 'Fuzz silencer',
    inputAirflow: 250,
  })
  const shopProject = await signed('/api/webshop/projects', { externalProjectId: 'fuzz-shop-project' })
  // The shop sends the owner there, so the owner's bulk exports get past the gate.
  await call('POST', `/api/webshop/projects/${shopProject.externalProjectId}/arrivals`, owner, {
    handoff: shopProject.handoff,
  })
  fx = {
    owner,
    outsider,
    member,
    project: project.id,
    system: system.id,
    foreignProject: foreignProject.id,
    foreignSystem: foreignSystem.id,
    silencer: { id: first.id, class: first.class, diameter: first.nominalSizeDiameter, length: first.length },
    catalogueVersion: first.catalogueVersion,
    resource: resource.resourceId ?? '',
    shopProject: shopProject.externalProjectId ?? '',
    handoff: shopProject.handoff ?? '',
  }

  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>
  }>()
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
      // Signing out or flushing would end the fuzzer's own session half-way.
      .filter(() => !/\/auth\/(logout|flush)$/.test(path))
      .map((m): Route => ({ method: m.toUpperCase(), path })),
  )
}, 60_000)
afterAll(async () => {
  await testApp.close()
  await shop.close()
})

/** The sample system of the benchmarks with a real catalogue silencer first. */
function withSilencer(silencerId: string) {
  const body = systemBody('Fuzz system')
  const [first, ...rest] = body.items
  return { ...body, items: first ? [{ ...first, productId: silencerId }, ...rest] : rest }
}

// ---- Path parameters ------------------------------------------------------------------------------------

/** The real value of a path parameter: the owner's data, or the outsider's; undefined where there is none. */
function realParam(route: Route, name: string, ownersData: boolean): string | undefined {
  const { path } = route
  if (path.startsWith('/api/webshop/silencers/')) return fx.resource
  if (path.startsWith('/api/webshop/projects/')) return fx.shopProject
  if (path.startsWith('/api/catalogue/versions/')) return String(fx.catalogueVersion)
  if (name === 'userId') return ownersData ? fx.member.user.id : fx.outsider.user.id
  const isSystem = name === 'id' && (path.includes('/systems/') || path.startsWith('/api/systems'))
  if (isSystem) return ownersData ? fx.system : fx.foreignSystem
  if (name === 'id' || name === 'projectId') return ownersData ? fx.project : fx.foreignProject
  return undefined
}

/**
 * Deleting the fixtures would leave the remaining runs nothing real to reach: a DELETE of the owner's
 * project or system gets a fresh one made for it, and the member is invited again before being removed.
 */
async function disposable(route: Route, values: Map<string, string>): Promise<void> {
  if (route.method !== 'DELETE') return
  if (route.path === '/api/projects/{id}' && values.get('id') === fx.project) {
    values.set('id', (await call('POST', '/api/projects', fx.owner, projectBody('Spare'))).id)
  } else if (route.path === '/api/projects/{projectId}/systems/{id}' && values.get('id') === fx.system) {
    values.set(
      'id',
      (await call('POST', `/api/projects/${fx.project}/systems`, fx.owner, systemBody('Spare'))).id,
    )
  } else if (route.path.endsWith('/users/{userId}') && values.get('userId') === fx.member.user.id) {
    await app.inject({
      method: 'POST',
      url: `/api/projects/${fx.project}/users`,
      headers: tokenHeaders(fx.owner),
      payload: { invitedUserId: fx.member.user.id },
    })
  }
}

// ---- Sample bodies, made hostile in one place -------------------------------------------------------------

let signUps = 0
/** A valid body of each route that takes one, with the fixtures' real ids. */
function sampleBody(route: Route): Record<string, unknown> | undefined {
  const bands = systemBody('').inputSoundPowerLevel
  const chain = systemBody('').items.map((item) => ({
    id: item.productId,
    type: item.productType,
    class: item.productClass,
    name: item.productName ?? item.productClass,
    soundAttenuation: item.soundAttenuation,
    soundPowerLevel: 'soundPowerLevel' in item ? item.soundPowerLevel : undefined,
    quantity: 'quantity' in item ? item.quantity : undefined,
  }))
  const silencer = {
    silencerClass: fx.silencer.class,
    diameter: fx.silencer.diameter,
    length: fx.silencer.length,
  }
  const rect = { width: 1200, height: 600, length: 1500 }
  const key = `${route.method} ${route.path}`
  switch (key) {
    case 'POST /api/auth/sign-up':
      return {
        fullName: 'Ada',
        email: `fuzz-${++signUps}@example.com`,
        password: 'correct horse battery',
      }
    case 'POST /api/auth/sign-in':
      return { email: fx.member.user.email, password: 'wrong password', rememberMe: true }
    case 'POST /api/auth/password-reset':
      return { email: fx.member.user.email, lang: 'en' }
    case 'POST /api/auth/password-reset/confirm':
      return { token: 'not-a-token', password: 'correct horse battery' }
    case 'POST /api/projects':
      return projectBody('Fuzzed')
    case 'PUT /api/projects/{id}':
      return { ...projectBody('Fuzzed'), version: 1 }
    case 'POST /api/projects/{projectId}/users':
      return { invitedUserId: fx.member.user.id }
    case 'POST /api/projects/{projectId}/systems':
      return { ...withSilencer(fx.silencer.id), catalogueVersion: fx.catalogueVersion }
    case 'PUT /api/projects/{projectId}/systems/{id}':
      return { ...withSilencer(fx.silencer.id), version: 1 }
    case 'POST /api/calculations/sound-power':
      return {
        inputSoundPowerLevel: bands,
        attenuationConstant: 'T1',
        filterCorrectionType: 'AFilter',
        products: chain,
      }
    case 'POST /api/calculations/sound-power/bulk':
      return {
        inputSoundPowerLevel: bands,
        inputAirflow: 250,
        products: [
          {
            id: fx.silencer.id,
            class: fx.silencer.class,
            diameter: fx.silencer.diameter,
            length: fx.silencer.length,
          },
        ],
      }
    case 'POST /api/calculations/input-sound-power':
      return {
        inputSoundPowerLevel: bands,
        inputAirflow: 250,
        products: [{ id: fx.silencer.id, ...silencer }],
      }
    case 'POST /api/calculations/round-silencers/pressure-drop':
      return { ...silencer, inputAirflow: 250 }
    case 'POST /api/calculations/round-silencers/input-airflow':
      return { ...silencer, minPressureDrop: 10, maxPressureDrop: 100 }
    case 'POST /api/calculations/rect-silencer-options':
      return { ...rect, inputAirflow: 1000, inputSoundPower: bands, cassetteMaterial: 'mineralWool' }
    case 'POST /api/calculations/rect-silencers/input-airflow':
      return {
        ...rect,
        cassetteThickness: 100,
        amountOfCassettes: 4,
        minPressureDrop: 10,
        maxPressureDrop: 100,
      }
    case 'POST /api/webshop/resources':
      return { type: 'silencer', name: 'Fuzzed', inputAirflow: 250, productData: { inputSoundPower: bands } }
    case 'POST /api/webshop/projects':
      return { externalProjectId: 'fuzz-shop-project' }
    case 'POST /api/webshop/silencers/{id}':
      return {
        productData: { type: 'silencer', productId: fx.silencer.id, inputAirflow: 250, quantity: 1 },
        locale: 'eng',
      }
    case 'POST /api/webshop/projects/{id}/arrivals':
      return { handoff: fx.handoff }
    case 'POST /api/webshop/export-systems':
      return {
        externalProjectId: fx.shopProject,
        projectId: fx.project,
        systemIds: [fx.system],
        locale: 'eng',
      }
    default:
      return undefined
  }
}

/** Numbers that JSON.stringify cannot write (±1e309 parses as ±Infinity): markers replaced in the sent text. */
const RAW_NUMBERS: Record<string, string> = { '"__RAW_INF__"': '1e309', '"__RAW_-INF__"': '-1e309' }

const hostileText = fc.constantFrom(
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  "' or 1=1 --",
  '\u0000',
  'x'.repeat(5000),
  '😀',
  '00000000-0000-0000-0000-000000000000',
)
const anyText = fc.oneof(fc.string(), hostileText)

/** Integers past what the database stores (int32 versions), and the edges just inside. */
const outOfRangeInteger = fc.oneof(
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e20),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
)

/**
 * Dates that once gave a 500 (year 0000) or wrong data (years 0001–0099 read back as 2001–2099), dates far
 * outside any project's life, two-digit years, expanded years, impossible days, and any date JS can write.
 */
const hostileDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00.000Z',
    '0099-12-31T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '2201-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '24-01-01T00:00:00Z',
    '2024-1-1T00:00:00Z',
    '2024-02-30T00:00:00Z',
    '2024-01-01',
    '2024-01-01 00:00:00',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: 0, max: 99 }).map((y) => `${String(y).padStart(2, '0')}-06-15T00:00:00Z`),
  fc.integer({ min: 0, max: 99 }).map((y) => `00${String(y).padStart(2, '0')}-06-15T00:00:00Z`),
)

/**
 * Data nested thousands of levels deep (a shop's productData once gave a 500 at 5,000). JSON.stringify itself
 * overflows the stack near that depth, so the value is a marker that serialize() replaces with the nested text.
 */
const deepValue = fc.integer({ min: 100, max: 5000 }).map((depth) => `__RAW_DEEP_${depth}__`)
const DEEP_MARKER = /"__RAW_DEEP_(\d+)__"/g
const deepText = (depth: number): string => {
  let text = '1'
  for (let i = 0; i < depth; i++) text = i % 2 === 0 ? `{"a":${text}}` : `[${text}]`
  return text
}

/** One hostile value for a field of a valid body. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    0,
    -1,
    1.5,
    1e6,
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '__RAW_INF__',
    '__RAW_-INF__',
    null,
    true,
    '',
    [],
    {},
    { nested: { deeper: [{ deepest: 1 }] } },
    [[[]]],
  ),
  hostileText,
  fc.double(),
  fc.integer(),
  outOfRangeInteger,
  hostileDate,
  deepValue,
)

/** The fields whose bounds were missing: each of them given a value of its class. */
const namedFields = {
  version: outOfRangeInteger,
  catalogueVersion: outOfRangeInteger,
  date: hostileDate,
  productData: fc.oneof(deepValue, fc.record({ nested: deepValue })),
  quantity: outOfRangeInteger,
  inputAirflow: fc.oneof(outOfRangeInteger, fc.constant(-100)),
} as const

type Json = unknown
/** The paths of every field of a body (objects and arrays included, the root left out). */
function fieldPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => [[...prefix, i], ...fieldPaths(v, [...prefix, i])])
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k])])
  }
  return []
}

function setAt(target: Json, path: readonly (string | number)[], next: unknown): Json {
  const [head, ...rest] = path
  if (head === undefined) return next
  if (Array.isArray(target))
    return (target as unknown[]).map((v, i) => (i === head ? setAt(v, rest, next) : v))
  const source = target as Record<string, unknown>
  return { ...source, [head]: setAt(source[head], rest, next) }
}

/** What to do to a valid body: one field made hostile, or a chain made hostile as a whole. */
type Mutation =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'extraKey'; key: string; value: unknown }
  | { kind: 'prototypeIds'; id: string }
  | { kind: 'chainLength'; products: number; quantity: number; band: number | null }
  | { kind: 'named'; key: string; value: unknown }
  | { kind: 'none' }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('extraKey' as const), key: anyText, value: hostileValue }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('prototypeIds' as const),
      id: fc.constantFrom(
        '__proto__',
        'constructor',
        'toString',
        'valueOf',
        'hasOwnProperty',
        '__defineGetter__',
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('chainLength' as const),
      // Products counted with quantities; 20,000 as 200 entries of 100 once passed the schemas.
      products: fc.constantFrom(0, 1, CHAIN_LIMIT / 2, CHAIN_LIMIT, CHAIN_LIMIT + 1, 20_000),
      quantity: fc.constantFrom(1, 2, 100, 101),
      // Every band of the input and of each entry at a bound of the schema: 100 gains of 100 dB take the
      // levels beyond what 10^(L/10) holds in a double.
      band: fc.constantFrom(null, -100, 250),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.oneof(
      ...Object.entries(namedFields).map(([key, value]) =>
        fc.record({ kind: fc.constant('named' as const), key: fc.constant(key), value }),
      ),
    ),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
)

/** The product lists of a body (a system's items, a calculation's products). */
const CHAIN_KEYS = ['items', 'products'] as const

function mutate(body: Record<string, unknown>, m: Mutation): Json {
  switch (m.kind) {
    case 'none':
      return body
    case 'field': {
      const paths = fieldPaths(body)
      const path = paths[m.pick % paths.length]
      return path ? setAt(body, path, m.value) : body
    }
    case 'extraKey':
      return { ...body, [m.key]: m.value }
    case 'named':
      // The field where the body has it (top level or in its products), else added at the top.
      return {
        ...body,
        [m.key]: m.value,
        ...Object.fromEntries(
          CHAIN_KEYS.filter((key) => Array.isArray(body[key])).map((key) => [
            key,
            (body[key] as Record<string, unknown>[]).map((entry) =>
              m.key in entry ? { ...entry, [m.key]: m.value } : entry,
            ),
          ]),
        ),
      }
    case 'prototypeIds': {
      const next: Record<string, unknown> = { ...body }
      for (const key of CHAIN_KEYS) {
        const list = body[key]
        if (!Array.isArray(list)) continue
        // Every entry under the hostile id, so the per-id maps see it several times.
        next[key] = (list as Record<string, unknown>[]).map((entry) =>
          'productId' in entry ? { ...entry, productId: m.id } : { ...entry, id: m.id },
        )
      }
      return next
    }
    case 'chainLength': {
      const flat = (v: number) =>
        Object.fromEntries(Object.keys(systemBody('').inputSoundPowerLevel).map((k) => [k, v]))
      const next: Record<string, unknown> =
        m.band === null ? { ...body } : { ...body, inputSoundPowerLevel: flat(m.band) }
      for (const key of CHAIN_KEYS) {
        if (!Array.isArray(body[key])) continue
        // Small entries, so that even 10,000 of them stay under the body limit and reach the schema.
        const entries = Math.min(10_000, Math.ceil(m.products / m.quantity))
        next[key] = Array.from({ length: entries }, (_, i) => ({
          ...(key === 'items'
            ? { productId: `p-${i}`, productType: 'custom', productClass: 'Damper' }
            : { id: `p-${i}` }),
          quantity: m.quantity,
          ...(m.band === null ? {} : { soundAttenuation: flat(m.band), soundPowerLevel: flat(m.band) }),
        }))
      }
      return next
    }
  }
}

function serialize(value: Json): string {
  let text = JSON.stringify(value)
  for (const [marker, raw] of Object.entries(RAW_NUMBERS)) text = text.split(marker).join(raw)
  return text.replace(DEEP_MARKER, (_, depth: string) => deepText(Number(depth)))
}

// ---- Random bodies (the route's sample left aside) --------------------------------------------------------

const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"inputSoundPowerLevel":{"__proto__":{"octaveBand63Hz":1}}}',
  '{"items":[{"productId":"x","productType":"custom","productClass":"X","attributes":{"__proto__":{"polluted":true}}}]}',
)
const deepJson = fc.integer({ min: 100, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth))
const randomBody = fc.oneof(
  fc.json(),
  pollution,
  deepJson,
  fc
    .dictionary(anyText, fc.oneof(anyText, fc.double(), fc.integer(), fc.constant(null)))
    .map((o) => JSON.stringify(o)),
  fc.constant('{"inputSoundPowerLevel":'),
)

type BodyChoice = { kind: 'sample'; mutation: Mutation } | { kind: 'random'; text: string }
const bodyChoice: fc.Arbitrary<BodyChoice> = fc.oneof(
  { weight: 3, arbitrary: mutation.map((m) => ({ kind: 'sample' as const, mutation: m })) },
  { weight: 1, arbitrary: randomBody.map((text) => ({ kind: 'random' as const, text })) },
)

const paramChoice: fc.Arbitrary<ParamChoice> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'own' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreign' as const }) },
  { weight: 2, arbitrary: anyText.map((text) => ({ kind: 'text' as const, text })) },
)

// ---- The property ------------------------------------------------------------------------------------------

function tokensOf(caller: Caller): Record<string, string> {
  if (caller === 'owner') return tokenHeaders(fx.owner)
  if (caller === 'outsider') return tokenHeaders(fx.outsider)
  return {}
}

/** The current version of the owner's project or system, so that a save reaches the write, not 409. */
async function currentVersion(route: Route, values: Map<string, string>): Promise<number | undefined> {
  const url =
    route.path === '/api/projects/{id}'
      ? `/api/projects/${values.get('id')}`
      : route.path === '/api/projects/{projectId}/systems/{id}'
        ? `/api/systems/${values.get('id')}`
        : undefined
  if (!url) return undefined
  const res = await app.inject({ method: 'GET', url, headers: tokenHeaders(fx.owner) })
  return res.statusCode === 200 ? res.json<{ data: { version: number } }>().data.version : undefined
}

interface Case {
  route: Route
  params: ParamChoice[]
  body: BodyChoice
  query: Record<string, string>
  caller: Caller
  signBody: boolean
}

async function runCase(c: Case): Promise<{ res: LightMyRequestResponse; foreignIds: boolean }> {
  const { route } = c
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
  const values = new Map<string, string>()
  let foreignIds = false
  names.forEach((name, i) => {
    const choice = c.params[i] ?? { kind: 'own' }
    if (choice.kind === 'text') return values.set(name, choice.text)
    // "Own" is the owner's data, "foreign" the outsider's; either is foreign to a caller who is not its user.
    const ownersData = choice.kind === 'own'
    const real = realParam(route, name, ownersData)
    // No real value exists (a single sign-on login identifier): plain text, as good as any.
    if (real === undefined) return values.set(name, choice.kind)
    // A user id names no data of its own: removing someone who is no member may answer either way.
    if (name !== 'userId' && c.caller !== (ownersData ? 'owner' : 'outsider')) foreignIds = true
    return values.set(name, real)
  })
  await disposable(route, values)
  const url = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(values.get(name) ?? ''),
  )

  let payload: string | undefined
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const sample = sampleBody(route)
    if (c.body.kind === 'sample' && sample) {
      const version = await currentVersion(route, values)
      payload = serialize(mutate(version === undefined ? sample : { ...sample, version }, c.body.mutation))
    } else {
      payload = c.body.kind === 'random' ? c.body.text : JSON.stringify(sample ?? {})
    }
  }
  const headers: Record<string, string> = {
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...tokensOf(c.caller),
  }
  if (c.signBody) headers['x-signature'] = signatureHeader(SHOP_SECRET, payload ?? '')
  const res = await app.inject({ method: route.method, url, query: c.query, headers, payload })
  return { res, foreignIds }
}

function checkAnswer(route: Route, res: LightMyRequestResponse): void {
  const where = `${route.method} ${route.path}`
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500)
  if (String(res.headers['content-type']).includes('application/json')) {
    const answer = res.json<{ success?: unknown; error?: { code?: unknown; message?: unknown } }>()
    expect(typeof answer.success, where).toBe('boolean')
    if (answer.success === false) expect(typeof answer.error?.message, where).toBe('string')
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
}

const PRIVATE_PATH = /^\/api\/(projects|systems)\//

describe('every API route under hostile input', () => {
  it('never answers 5xx, always answers the envelope, and never lets a caller into data not theirs', async () => {
    expect(routes.length).toBeGreaterThan(20)
    const reached = new Map<string, Set<number>>()
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // A third of the runs on any route, a third on those that take a body, a third on those that take a
          // chain of products (the most work per request), so that each sample's mutations get their turn.
          route: fc.oneof(
            fc.constantFrom(...routes),
            fc.constantFrom(...routes.filter((r) => sampleBody(r))),
            fc.constantFrom(...routes.filter((r) => CHAIN_KEYS.some((k) => k in (sampleBody(r) ?? {})))),
          ),
          params: fc.array(paramChoice, { minLength: 2, maxLength: 2 }),
          body: bodyChoice,
          query: fc.dictionary(
            fc.constantFrom('withSystems', 'email', 'group', 'lang', 'return', 'q'),
            fc.oneof(anyText, fc.constantFrom('true', 'false', 'all', 'en', fx.member.user.email)),
          ),
          caller: fc.constantFrom<Caller>('anonymous', 'owner', 'owner', 'outsider'),
          signBody: fc.boolean(),
        }),
        async (c) => {
          const { res, foreignIds } = await runCase(c)
          checkAnswer(c.route, res)
          if (foreignIds && PRIVATE_PATH.test(c.route.path)) {
            expect(res.statusCode, `${c.caller} ${c.route.method} ${c.route.path}`).toBeGreaterThanOrEqual(
              400,
            )
          }
          const key = `${c.route.method} ${c.route.path}`
          reached.set(key, (reached.get(key) ?? new Set()).add(res.statusCode))
        },
      ),
      { numRuns: 400 },
    )
    // The fixtures and sample bodies take the input past the gates: most routes answer success at least once.
    const succeeded = [...reached.values()].filter((codes) => [...codes].some((s) => s < 300)).length
    expect(succeeded).toBeGreaterThan(routes.length / 2)
  }, 300_000)

  it('never reads outside its folders through an id', async () => {
    for (const id of ['..%2F..%2Fpackage.json', '../../package.json', '%2e%2e%2f%2e%2e%2fpackage.json']) {
      const res = await app.inject({ method: 'GET', url: `/images/catalogue/${id}` })
      expect(res.statusCode).not.toBe(200)
      expect(res.body).not.toContain('"name": "ventnoise"')
    }
  })
})
