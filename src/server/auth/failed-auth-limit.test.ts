// The per-address limit on failed authentication of the routes that need a signed-in user: past it 429
// with Retry-After, never for a valid token, never for this machine, by the address TRUST_PROXY resolves,
// and shared by the instances on one database. Past it a bogus refresh token is refused before any database
// work, which the tests show by holding the database while the refusal comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { eq } from 'drizzle-orm'
import { authSessions } from '../db/schema/index.ts'
import { buildTestApp, createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, sleep, tokenHeaders } from '../test/auth.ts'
import { insertRefreshToken } from './auth.repo.ts'
import { hashSecret, randomSecret } from './tokens.ts'
import { holdableDatabaseTargets, whileHeld, type HoldableDatabase } from '../test/held-database.ts'

const LIMIT = 3
const BALANCER = '10.0.8.1'
/** Longer than the store's sync (500 ms), so an instance's counts have reached the shared row. */
const SYNCED_MS = 900
const config = { failedAuthPerMinute: LIMIT, trustProxy: BALANCER }

/** GET /api/projects from `client` through the balancer, which names it (TRUST_PROXY). */
const projectsFrom = (app: FastifyInstance, client: string, headers: Record<string, string> = {}) =>
  app.inject({
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

describe.each(testDatabaseTargets())('failed authentication per address on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  let user: SignedIn
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open(), config })
    app = testApp.app
    user = await signUp(app)
  })
  afterAll(() => testApp.close())

  it('answers 429 with Retry-After to an address past the limit, with or without tokens', async () => {
    const client = '198.51.100.1'
    expect(await statuses(LIMIT, () => projectsFrom(app, client, bogus))).toEqual([401, 401, 401])
    const refused = await projectsFrom(app, client, bogus)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /^Too many attempts\. Wait \d+ seconds and try again\.$/,
    )
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await projectsFrom(app, client)).statusCode).toBe(429)
  })

  it('never limits a valid token from that address, access or refresh token alike', async () => {
    const client = '198.51.100.2'
    await statuses(LIMIT + 2, () => projectsFrom(app, client, bogus))
    expect((await projectsFrom(app, client, bogus)).statusCode).toBe(429)
    const signedIn = await projectsFrom(app, client, tokenHeaders({ accessToken: user.accessToken }))
    expect(signedIn.statusCode).toBe(200)
    // A valid refresh token with an expired (here: missing) access token is served and rotated.
    const { refreshToken } = await signUp(app)
    const refreshed = await projectsFrom(app, client, tokenHeaders({ refreshToken }))
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.headers['x-refresh-token']).toBeTruthy()
  })

  it('leaves another address, and the routes anyone may call, unaffected', async () => {
    const client = '198.51.100.3'
    await statuses(LIMIT + 1, () => projectsFrom(app, client, bogus))
    expect((await projectsFrom(app, client, bogus)).statusCode).toBe(429)
    expect((await projectsFrom(app, '198.51.100.4', bogus)).statusCode).toBe(401)
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
      expect(await statuses(LIMIT, () => projectsFrom(app, client, bogus))).toEqual([401, 401, 401])
      await sleep(SYNCED_MS)
      // B learns the shared count with its first addition: its own first failure is answered as it counts.
      expect((await projectsFrom(other, client, bogus)).statusCode).toBe(401)
      await sleep(SYNCED_MS)
      // Its second failure is over the limit only because A's three count.
      expect((await projectsFrom(other, client, bogus)).statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })
})

describe.each(holdableDatabaseTargets())('failed authentication past the limit on $kind', (target) => {
  let holdable: HoldableDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    holdable = await target.open()
    app = await buildTestApp({ database: holdable.database, config })
    await app.ready()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await holdable?.close()
  })

  it('refuses a bogus refresh token before any database work: answered while the database answers nothing', async () => {
    const client = '198.51.100.7'
    expect(await statuses(LIMIT, () => projectsFrom(app, client, bogus))).toEqual([401, 401, 401])
    // A guess, and a forgery in the shape of ours: a secret and a signature not made with our key.
    const forged = { 'x-refresh-token': `${randomSecret()}.${randomSecret()}` }
    for (const headers of [bogus, forged]) {
      const { answeredWhileHeld, answer } = await whileHeld(holdable, () =>
        projectsFrom(app, client, headers),
      )
      expect(answeredWhileHeld).toBe(true)
      expect(answer.statusCode).toBe(429)
    }
  })

  it('serves a refresh token without our signature (issued before they were signed) under the limit, not past it', async () => {
    const { db } = holdable.database
    const { user } = await signUp(app)
    const [session] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id))
    /** A refresh token as they were issued before: a bare random secret, stored as its hash. */
    const unsigned = async () => {
      const token = randomSecret()
      await insertRefreshToken(db, {
        sessionId: session?.id ?? '',
        tokenHash: hashSecret(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      return token
    }
    const served = await projectsFrom(app, '198.51.100.8', tokenHeaders({ refreshToken: await unsigned() }))
    expect(served.statusCode).toBe(200)
    const successor = served.headers['x-refresh-token']
    expect(successor).toEqual(expect.any(String))

    const client = '198.51.100.9'
    await statuses(LIMIT, () => projectsFrom(app, client, bogus))
    const older = await unsigned()
    const { answeredWhileHeld, answer } = await whileHeld(holdable, () =>
      projectsFrom(app, client, tokenHeaders({ refreshToken: older })),
    )
    expect(answeredWhileHeld).toBe(true)
    expect(answer.statusCode).toBe(429)
    // Its successor carries our signature: served from that address all the same.
    const refreshed = await projectsFrom(app, client, tokenHeaders({ refreshToken: String(successor) }))
    expect(refreshed.statusCode).toBe(200)
  })
})
