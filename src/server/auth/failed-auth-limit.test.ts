// The per-address limit on failed authentication of the routes that need a signed-in user: past it 429
// with Retry-After, never for a valid token, never for this machine, by the address TRUST_PROXY resolves,
// and shared by the instances on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { buildTestApp, createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, sleep, tokenHeaders } from '../test/auth.ts'

const LIMIT = 3
const BALANCER = '10.0.8.1'
/** Longer than the store's sync (500 ms), so an instance's counts have reached the shared row. */
const SYNCED_MS = 900

describe.each(testDatabaseTargets())('failed authentication per address on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  let user: SignedIn
  const config = { failedAuthPerMinute: LIMIT, trustProxy: BALANCER }
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open(), config })
    app = testApp.app
    user = await signUp(app)
  })
  afterAll(() => testApp.close())

  /** GET /api/projects from `client` through the balancer, which names it (TRUST_PROXY). */
  const projectsFrom = (client: string, headers: Record<string, string> = {}, on = app) =>
    on.inject({
      method: 'GET',
      url: '/api/projects',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': client, ...headers },
    })
  const bogus = { 'x-refresh-token': 'not-a-refresh-token' }
  const statuses = async (n: number, send: () => Promise<{ statusCode: number }>) => {
    const seen = []
    for (let i = 0; i < n; i++) seen.push((await send()).statusCode)
    return seen
  }

  it('answers 429 with Retry-After to an address past the limit, with or without tokens', async () => {
    const client = '198.51.100.1'
    expect(await statuses(LIMIT, () => projectsFrom(client, bogus))).toEqual([401, 401, 401])
    const refused = await projectsFrom(client, bogus)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /^Too many attempts\. Wait \d+ seconds and try again\.$/,
    )
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await projectsFrom(client)).statusCode).toBe(429)
  })

  it('never limits a valid token from that address, access or refresh token alike', async () => {
    const client = '198.51.100.2'
    await statuses(LIMIT + 2, () => projectsFrom(client, bogus))
    expect((await projectsFrom(client, bogus)).statusCode).toBe(429)
    const signedIn = await projectsFrom(client, tokenHeaders({ accessToken: user.accessToken }))
    expect(signedIn.statusCode).toBe(200)
    // A valid refresh token with an expired (here: missing) access token is served and rotated.
    const { refreshToken } = await signUp(app)
    const refreshed = await projectsFrom(client, tokenHeaders({ refreshToken }))
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.headers['x-refresh-token']).toBeTruthy()
  })

  it('leaves another address, and the routes anyone may call, unaffected', async () => {
    const client = '198.51.100.3'
    await statuses(LIMIT + 1, () => projectsFrom(client, bogus))
    expect((await projectsFrom(client, bogus)).statusCode).toBe(429)
    expect((await projectsFrom('198.51.100.4', bogus)).statusCode).toBe(401)
    const publicRoute = await app.inject({
      method: 'GET',
      url: '/api/silencers',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': client, ...bogus },
    })
    expect(publicRoute.statusCode).toBe(200)
  })

  it('counts the address TRUST_PROXY resolves: a spoofed X-Forwarded-For from an untrusted peer counts as the peer', async () => {
    const peer = '203.0.113.9'
    const spoofed = (i: number) =>
      app.inject({
        method: 'GET',
        url: '/api/projects',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': `192.0.2.${i}`, ...bogus },
      })
    let i = 0
    expect(await statuses(LIMIT + 1, () => spoofed(++i))).toEqual([401, 401, 401, 429])
  })

  it('leaves this machine itself out (its tools, tests, health checks)', async () => {
    for (const local of ['127.0.0.1', '::1']) {
      const seen = await statuses(LIMIT + 3, () =>
        app.inject({ method: 'GET', url: '/api/projects', remoteAddress: local, headers: bogus }),
      )
      expect(seen).toEqual(Array.from({ length: LIMIT + 3 }, () => 401))
    }
  })

  it('is shared by two instances on one database: failures on A count on B', async () => {
    const other = await buildTestApp({ database: testApp.database, config })
    await other.ready()
    try {
      const client = '198.51.100.5'
      expect(await statuses(LIMIT, () => projectsFrom(client, bogus))).toEqual([401, 401, 401])
      await sleep(SYNCED_MS)
      // B learns the shared count with its first addition: its own first failure is answered as it counts.
      expect((await projectsFrom(client, bogus, other)).statusCode).toBe(401)
      await sleep(SYNCED_MS)
      // Its second failure is over the limit only because A's three count.
      expect((await projectsFrom(client, bogus, other)).statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })
})
