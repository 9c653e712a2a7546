// The database rate-limit store on real databases: counting, windows, parallel increments, the sweep, and
// what a failing store does to a request.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import { buildApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { testConfig } from '../test/app.ts'
import { PASSWORD, sleep, uniqueEmail } from '../test/auth.ts'
import { createTestPglite, testDatabaseTargets } from '../test/databases.ts'
import { databaseRateLimitStore, storedKey } from './store.ts'

const silent = pino({ level: 'silent' })

type Store = FastifyRateLimitStore
type Child = Parameters<Store['child']>[0]

/** A route's store as the plugin makes it: the route arrives as `routeInfo` in the merged options. */
function routeStore(root: Store, method: string, url: string): Store {
  return root.child({ routeInfo: { method, url } } as unknown as Child)
}

/** The store of a createRateLimit limiter: no route. */
const limiterStore = (root: Store): Store => root.child({ routeInfo: {} } as unknown as Child)

function incr(store: Store, key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)),
      timeWindow,
      1000,
    )
  })
}

describe.each(testDatabaseTargets())('the rate-limit store on $kind', (target) => {
  let database: Database
  beforeAll(async () => {
    database = await target.open()
  })
  afterAll(() => database.close())

  const newStore = (opts: { sweepEveryMs?: number } = {}) => {
    const limits = databaseRateLimitStore(database.db, silent, opts)
    return { ...limits, root: new limits.Store({}) }
  }

  const row = async (key: string) => {
    const [found] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key))
    return found
  }

  it('counts requests in a window and says how long the window still runs', async () => {
    const store = limiterStore(newStore().root)
    const key = randomUUID()
    const counts = []
    for (let i = 0; i < 3; i++) counts.push(await incr(store, key, 60_000))
    expect(counts.map((c) => c.current)).toEqual([1, 2, 3])
    for (const { ttl } of counts) {
      expect(ttl).toBeGreaterThan(55_000)
      expect(ttl).toBeLessThanOrEqual(60_000)
    }
    // The window keeps its end: later requests see less time left, never a fresh minute.
    expect(counts[2]?.ttl).toBeLessThanOrEqual(counts[0]?.ttl ?? 0)
  })

  it('starts a new window at 1 once the old one has ended', async () => {
    const store = limiterStore(newStore().root)
    const key = randomUUID()
    expect((await incr(store, key, 1000)).current).toBe(1)
    expect((await incr(store, key, 1000)).current).toBe(2)
    await sleep(1100)
    const fresh = await incr(store, key, 1000)
    expect(fresh.current).toBe(1)
    expect(fresh.ttl).toBeGreaterThan(500)
    expect((await incr(store, key, 1000)).current).toBe(2)
  })

  it('gives 50 parallel increments exactly the counts 1 to 50, whichever store makes them', async () => {
    const a = routeStore(newStore().root, 'POST', '/api/calculations/sound-power')
    const b = routeStore(newStore().root, 'POST', '/api/calculations/sound-power')
    const key = randomUUID()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => incr(i % 2 === 0 ? a : b, key, 60_000)),
    )
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
  })

  it('counts the routes named in-process here at once and adds the counts to the shared row', async () => {
    const inProcess = ['/api/calculations/']
    const first = databaseRateLimitStore(database.db, silent, { inProcess, syncEveryMs: 20 })
    const second = databaseRateLimitStore(database.db, silent, { inProcess, syncEveryMs: 20 })
    const a = routeStore(new first.Store({}), 'POST', '/api/calculations/sound-power')
    const b = routeStore(new second.Store({}), 'POST', '/api/calculations/sound-power')
    const key = randomUUID()
    const stored = storedKey('POST /api/calculations/sound-power', key)
    expect((await incr(a, key, 60_000)).current).toBe(1)
    expect((await incr(a, key, 60_000)).current).toBe(2)
    // Answered before any database round trip: nothing is stored yet.
    expect(await row(stored)).toBeUndefined()
    await first.settled()
    expect(await row(stored)).toMatchObject({ count: 2 })

    // B has not learned A's count yet; once it adds its own, it has.
    expect((await incr(b, key, 60_000)).current).toBe(1)
    await second.settled()
    expect(await row(stored)).toMatchObject({ count: 3 })
    expect((await incr(b, key, 60_000)).current).toBe(4)
    await second.settled()
    // A learns B's at its next addition.
    expect((await incr(a, key, 60_000)).current).toBe(3)
    await first.settled()
    expect((await incr(a, key, 60_000)).current).toBe(6)
    await first.close()
    await second.close()
  })

  it('ends an in-process window like a shared one, and adds nothing once closed', async () => {
    // No addition before the window ends: the database's window, once adopted, could end later.
    const limits = databaseRateLimitStore(database.db, silent, {
      inProcess: ['/api/x/'],
      syncEveryMs: 60_000,
    })
    const c = routeStore(new limits.Store({}), 'POST', '/api/x/input-sound-power')
    const key = randomUUID()
    expect((await incr(c, key, 40)).current).toBe(1)
    expect((await incr(c, key, 40)).current).toBe(2)
    await sleep(60)
    expect((await incr(c, key, 40)).current).toBe(1)
    await limits.close()
    const other = randomUUID()
    await incr(c, other, 60_000)
    await limits.settled()
    expect(await row(storedKey('POST /api/x/input-sound-power', other))).toBeUndefined()
  })

  it('keeps the counts in process while the database cannot take them, and adds them later', async () => {
    const lines: string[] = []
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) })
    const key = randomUUID()
    const stored = storedKey('POST /api/calculations/sound-power', key)
    let failing = true
    const db = new Proxy(database.db, {
      get: (target, prop, receiver) =>
        prop === 'insert' && failing
          ? () => {
              throw new Error('database unreachable')
            }
          : (Reflect.get(target, prop, receiver) as unknown),
    })
    const limits = databaseRateLimitStore(db, log, { inProcess: ['/api/calculations/'], syncEveryMs: 10 })
    const a = routeStore(new limits.Store({}), 'POST', '/api/calculations/sound-power')
    expect((await incr(a, key, 60_000)).current).toBe(1)
    await limits.settled()
    expect(lines.join('')).toContain('rate limit sync failed')
    expect((await incr(a, key, 60_000)).current).toBe(2)
    failing = false
    await limits.settled()
    expect(await row(stored)).toMatchObject({ count: 2 })
    await limits.close()
  })

  it('holds the calculation limit across two instances on one database, within one addition', async () => {
    const config = testConfig({
      rateLimits: { calculationsPerMinute: 4, productsPerMinute: 100_000 },
      validateResponses: false,
    })
    const [a, b] = await Promise.all([buildApp({ database, config }), buildApp({ database, config })])
    try {
      const calculate = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/calculations/sound-power',
          remoteAddress: '203.0.113.77',
          payload: { inputSoundPowerLevel: {}, products: [] },
        })
      const statuses = []
      for (const app of [a, b, a, b]) statuses.push((await calculate(app)).statusCode)
      expect(statuses).toEqual([200, 200, 200, 200])
      // Each has seen two of the four. Once both have added theirs, the one that added last knows all four.
      await sleep(1200)
      const next = [(await calculate(a)).statusCode, (await calculate(b)).statusCode]
      expect(next).toContain(429)
      // One addition later both know every count: the limit holds on each.
      await sleep(1200)
      expect((await calculate(a)).statusCode).toBe(429)
      expect((await calculate(b)).statusCode).toBe(429)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('counts each route apart, and the same route on another instance together', async () => {
    const first = newStore().root
    const second = newStore().root
    const url = `/api/${randomUUID()}`
    const key = randomUUID()
    expect((await incr(routeStore(first, 'POST', `${url}/a`), key, 60_000)).current).toBe(1)
    expect((await incr(routeStore(first, 'POST', `${url}/b`), key, 60_000)).current).toBe(1)
    expect((await incr(routeStore(second, 'POST', `${url}/a`), key, 60_000)).current).toBe(2)
    expect(await row(storedKey(`POST ${url}/a`, key))).toMatchObject({ count: 2 })
  })

  it('keeps client addresses and e-mail addresses out of the table', async () => {
    const email = uniqueEmail('hidden')
    const key = `/api/auth/sign-in per-account account:${email}`
    await incr(limiterStore(newStore().root), key, 60_000)
    expect(await row(storedKey('', key))).toMatchObject({ count: 1 })
    const leaked = await database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like ${`%${email}%`}`)
    expect(leaked).toEqual([])
  })

  it('sweeps ended windows and keeps running ones', async () => {
    const { root, settled } = newStore({ sweepEveryMs: 0 })
    const store = limiterStore(root)
    const ended = randomUUID()
    const running = randomUUID()
    await incr(store, ended, 500)
    await settled()
    expect(await row(storedKey('', ended))).toBeDefined()
    await sleep(600)
    await incr(store, running, 60_000)
    await settled()
    expect(await row(storedKey('', ended))).toBeUndefined()
    expect(await row(storedKey('', running))).toMatchObject({ count: 1 })
  })

  it('sweeps at most once per interval', async () => {
    const { root, settled } = newStore({ sweepEveryMs: 60_000 })
    const store = limiterStore(root)
    const ended = randomUUID()
    await incr(store, ended, 50)
    await sleep(100)
    await incr(store, randomUUID(), 60_000)
    await settled()
    expect(await row(storedKey('', ended))).toBeDefined()
  })
})

describe('a failing store', () => {
  it('passes its error to the plugin and logs it', async () => {
    const lines: string[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    const database = await createTestPglite()
    const { Store } = databaseRateLimitStore(database.db, log)
    await database.close()
    await expect(incr(limiterStore(new Store({})), 'key', 60_000)).rejects.toThrow()
    expect(lines.join('')).toContain('rate limit store failed')
  })

  it('lets the request through rather than answering 5xx: availability over limiting', async () => {
    const lines: string[] = []
    const database = await createTestPglite()
    const app = await buildApp({
      database,
      config: testConfig({ authRateLimits: { perAddress: 1, perAccount: 1 } }),
      logger: pino({ level: 'error' }, { write: (line: string) => void lines.push(line) }),
    })
    await app.ready()
    try {
      await database.db.execute(sql`drop table rate_limits`)
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'nobody@example.com', password: PASSWORD },
          remoteAddress: '203.0.113.9',
        })
        statuses.push(res.statusCode)
      }
      expect(statuses).toEqual([401, 401, 401])
      expect(lines.join('')).toContain('rate limit store failed')
    } finally {
      await app.close()
      await database.close()
    }
  })
})
