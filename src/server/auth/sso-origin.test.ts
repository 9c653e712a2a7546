// With PUBLIC_ORIGIN unset, single sign-on's redirects go to the origin the server listens on, never to the
// request's Host header: a client that sends `Host: evil.example` gets our own addresses back.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'
import { uniqueEmail } from '../test/auth.ts'
import { startTestProvider, walkProvider, type TestProvider } from '../test/oidc.ts'

const HOSTILE = 'evil.example'

describe('single sign-on without PUBLIC_ORIGIN, on every address (HOST 0.0.0.0, PORT 3000)', () => {
  const LISTENING = 'http://localhost:3000'
  const CALLBACK = `${LISTENING}/api/auth/sso/callback`
  let provider: TestProvider
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    provider = await startTestProvider(CALLBACK)
    testApp = await createTestApp({
      config: {
        publicOrigin: undefined,
        host: '0.0.0.0',
        port: 3000,
        oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    })
  }, 240_000)
  afterAll(async () => {
    await testApp?.close()
    await provider?.close()
  })

  it('sends the provider our listening callback and brings the user back there, whatever Host says', async () => {
    provider.logInAs({ sub: 'host-header', email: uniqueEmail('host'), email_verified: true, name: 'H' })
    const start = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/sso/start?lang=en',
      headers: { host: HOSTILE, 'x-forwarded-host': HOSTILE },
    })
    expect(start.statusCode).toBe(302)
    const location = String(start.headers.location)
    expect(new URL(location).searchParams.get('redirect_uri')).toBe(CALLBACK)
    expect(location).not.toContain(HOSTILE)

    const back = await walkProvider(location, CALLBACK)
    const done = await testApp.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { host: HOSTILE, cookie: String(start.headers['set-cookie']).split(';')[0] ?? '' },
    })
    expect(done.statusCode).toBe(302)
    expect(String(done.headers.location)).toMatch(/^http:\/\/localhost:3000\/authorize\/[A-Za-z0-9_-]{43}$/)
  })

  it('sends a failed sign-on to our own sign-in page, whatever Host says', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/sso/callback?code=x&state=forged',
      headers: { host: HOSTILE },
    })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(`${LISTENING}/app/sign-in?sso=failed`)
  })
})

describe('single sign-on without PUBLIC_ORIGIN, listening on 127.0.0.1 and a port the system chose', () => {
  let provider: TestProvider
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let port: number
  beforeAll(async () => {
    provider = await startTestProvider('http://127.0.0.1/unused')
    testApp = await createTestApp({
      config: {
        publicOrigin: undefined,
        host: '127.0.0.1',
        port: 0,
        oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    })
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    port = (testApp.app.server.address() as AddressInfo).port
  }, 240_000)
  afterAll(async () => {
    await testApp?.close()
    await provider?.close()
  })

  it('redirects to http://127.0.0.1:PORT over a real connection with a hostile Host header', async () => {
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/sso/callback?code=x&state=forged',
          headers: { host: HOSTILE },
        },
        (res) => {
          res.resume()
          resolve(res.headers.location)
        },
      )
      req.on('error', reject)
    })
    expect(location).toBe(`http://127.0.0.1:${port}/app/sign-in?sso=failed`)
  })
})
