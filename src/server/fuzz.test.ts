// Hostile input against every API route: random bodies, queries and ids, prototype-pollution keys, deep
// JSON, traversal in ids, script in texts. Never a 5xx, always the envelope.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { createTestApp } from './test/app.ts'
import { signUp, tokenHeaders } from './test/auth.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
let user: SignedIn
let routes: { method: InjectOptions['method']; path: string }[]

beforeAll(async () => {
  testApp = await createTestApp({ config: { rateLimits: { calculationsPerMinute: 0 } } })
  app = testApp.app
  user = await signUp(app, { fullName: 'Fuzz Tester' })
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>
  }>()
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
      // Signing out or flushing would end the fuzzer's own session half-way.
      .filter(() => !/\/auth\/(logout|flush)$/.test(path))
      .map((m) => ({ method: m.toUpperCase(), path })),
  )
})
afterAll(() => testApp.close())

const hostileText = fc.constantFrom(
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '\u0000',
  'x'.repeat(5000),
  '😀',
  '00000000-0000-0000-0000-000000000000',
)
const anyText = fc.oneof(fc.string(), hostileText)
const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"inputSoundPowerLevel":{"__proto__":{"octaveBand63Hz":1}}}',
)
const deepJson = fc.integer({ min: 100, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth))
const body = fc.oneof(
  fc.json(),
  pollution,
  deepJson,
  fc
    .dictionary(anyText, fc.oneof(anyText, fc.double(), fc.integer(), fc.constant(null)))
    .map((o) => JSON.stringify(o)),
  fc.constant('{"inputSoundPowerLevel":'),
)

function fill(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(id))
}

describe('every API route under hostile input', () => {
  it('never answers 5xx and always answers the envelope', async () => {
    expect(routes.length).toBeGreaterThan(20)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        anyText,
        body,
        fc.dictionary(fc.constantFrom('withSystems', 'email', 'group', 'lang', 'return', 'q'), anyText),
        fc.boolean(),
        async (route, id, payload, query, signedIn) => {
          const res = await app.inject({
            method: route.method,
            url: fill(route.path, id),
            query,
            headers: { 'content-type': 'application/json', ...(signedIn ? tokenHeaders(user) : {}) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
          })
          expect(res.statusCode, `${route.method} ${route.path}`).toBeLessThan(500)
          if (String(res.headers['content-type']).includes('application/json')) {
            const answer = res.json<{ success?: unknown; error?: { code?: unknown; message?: unknown } }>()
            expect(typeof answer.success).toBe('boolean')
            if (answer.success === false) expect(typeof answer.error?.message).toBe('string')
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        },
      ),
      { numRuns: 400 },
    )
  }, 300_000)

  it('never reads outside its folders through an id', async () => {
    for (const id of ['..%2F..%2Fpackage.json', '../../package.json', '%2e%2e%2f%2e%2e%2fpackage.json']) {
      const res = await app.inject({ method: 'GET', url: `/images/catalogue/${id}` })
      expect(res.statusCode).not.toBe(200)
      expect(res.body).not.toContain('"name": "ventnoise"')
    }
  })
})
