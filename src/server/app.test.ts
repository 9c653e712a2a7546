import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from './test/app.ts'
import { BODY_LIMIT } from './app.ts'

let app: FastifyInstance
let testApp: Awaited<ReturnType<typeof createTestApp>>
let webRoot: string
const SECRET = 'JWT_SECRET=do-not-serve-me'

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-web-'))
  await mkdir(path.join(webRoot, 'assets'))
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>VentNoise</title><div id="root"></div>',
  )
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)')
  // Files whose names start with a dot must never be served, wherever they sit under the web root.
  await mkdir(path.join(webRoot, '.git'))
  await writeFile(path.join(webRoot, '.env'), SECRET)
  await writeFile(path.join(webRoot, '.git', 'config'), SECRET)
  await writeFile(path.join(webRoot, 'assets', '.hidden.js'), SECRET)
  testApp = await createTestApp({ config: { webRoot } })
  app = testApp.app
})
afterAll(async () => {
  await testApp.close()
  await rm(webRoot, { recursive: true, force: true })
})

describe('API conventions', () => {
  it('answers health with the envelope and the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } })
  })

  it('answers unknown API routes with the 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no-such-thing?x=1' })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
    }
  })

  it('gives every failure the whole envelope, details always an array', async () => {
    // docs/product-rules.md, "Answer envelope": {success: false, error: {code, message, details}}, also where
    // no field is to blame.
    const answers = [
      await app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await app.inject({ method: 'GET', url: '/api/auth/user' }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'nobody@example.com', password: 'long enough' },
      }),
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([404, 401, 401])
    for (const res of answers) {
      const { error } = res.json<{ error: Record<string, unknown> }>()
      expect(Object.keys(error).sort()).toEqual(['code', 'details', 'message'])
      expect(error.details).toEqual([])
    }
  })

  it('refuses a body over 1 MB with 413 and the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT + 10) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } })
  })

  it('gives every answer a request id and the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('serves OpenAPI generated from the contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths).toHaveProperty('/api/health')
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toContain('text/html')
  })
})

describe('web app serving', () => {
  it('redirects / to /app', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/app')
  })

  it.each([
    '/app',
    '/app/projects',
    '/app/systems/export?externalProjectId=7',
    '/authorize/abc',
    '/modelling',
    '/modelling/rect-silencer',
    '/product-export/r1/regular-silencers',
    '/printing/system?systemId=1',
    '/printing/materials',
  ])('serves the single-page app for the client route %s', async (url) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('<div id="root">')
  })

  it.each(['/nowhere', '/apps', '/printing', '/authorize', '/index.html'])(
    'redirects the unknown path %s to /app',
    async (url) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/app')
    },
  )

  it.each([
    '/app/.env',
    '/app/.git/config',
    '/app/assets/.hidden.js',
    '/app/%2eenv',
    '/app/assets/..%2f.env',
    '/.env',
    '/.git/config',
    '/images/.hidden',
    '/images/catalogue/.hidden.svg',
    '/api/.env',
  ])('never serves a file whose name starts with a dot: %s', async (url) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.body).not.toContain(SECRET)
    // Treated as a file that is not there: the app's page (a client route), a redirect, or 404.
    expect([200, 302, 404]).toContain(res.statusCode)
    if (res.statusCode === 200) expect(res.body).toContain('<div id="root">')
  })

  it('serves hashed assets as immutable with their content type', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/assets/main-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers['cache-control']).toContain('immutable')
  })
})

describe('without a built web app', () => {
  it('says how to build it instead of failing silently', async () => {
    const bare = await createTestApp({ config: { webRoot: path.join(os.tmpdir(), 'ventnoise-no-such-dir') } })
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/app/projects' })
      expect(res.statusCode).toBe(503)
      expect(res.body).toContain('npm run build')
    } finally {
      await bare.close()
    }
  })
})
