// One user's workspace reads at once, through the real app on PostgreSQL: another session holds the projects
// table of a database of this suite's own, so every read that reaches the database waits there, and
// pg_stat_activity counts how many did. PostgreSQL only: PGlite runs one statement at a time, so reads never
// wait side by side in it.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { testDatabaseUrl } from '../config/env.ts'
import { createTestApp } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { createIsolatedPostgres } from '../test/isolated-postgres.ts'
import { READS_WAITING } from './read-concurrency.ts'

const AT_ONCE = 2
const url = testDatabaseUrl()

describe.skipIf(!url)('workspace reads of one user at once, on PostgreSQL', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let ownUrl: string
  let hold: pg.Client | undefined
  beforeAll(async () => {
    const database = await createIsolatedPostgres(url ?? '')
    ownUrl = database.url
    testApp = await createTestApp({ database, config: { readsAtOnce: AT_ONCE } })
  })
  // A test that failed half-way may still hold the table: its end lets the reads waiting at it finish.
  afterAll(async () => {
    await hold?.end().catch(() => undefined)
    await testApp.close()
  })

  const read = (who: SignedIn, id: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: tokenHeaders(who) })
  const newProject = async (who: SignedIn) =>
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: tokenHeaders(who),
        payload: { name: 'Held' },
      })
    ).json<{ data: { id: string } }>().data.id

  it(`lets ${AT_ONCE} of one user's reads work at once, the rest waiting their turn, another user's beside them, and refuses past ${READS_WAITING} waiting`, async () => {
    const [busy, colleague] = [await signUp(testApp.app), await signUp(testApp.app)]
    const [mine, theirs] = [await newProject(busy), await newProject(colleague)]
    hold = new pg.Client({ connectionString: ownUrl })
    const watcher = new pg.Client({ connectionString: ownUrl })
    await Promise.all([hold.connect(), watcher.connect()])
    await hold.query('begin')
    await hold.query('lock table projects in access exclusive mode')
    const holder = (await hold.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid
    const waitingAtTheLock = async () => {
      const { rows } = await watcher.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [holder],
      )
      return rows[0]?.n ?? 0
    }
    try {
      const busyReads = Array.from({ length: AT_ONCE + READS_WAITING }, () => read(busy, mine))
      const colleagues = read(colleague, theirs)
      await expect.poll(waitingAtTheLock, { timeout: 5000 }).toBe(AT_ONCE + 1)
      // The busy user's next read finds every place in the line taken.
      const refused = await read(busy, mine)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      // Still only the first ones reached the database.
      expect(await waitingAtTheLock()).toBe(AT_ONCE + 1)
      await hold.query('commit')
      const answers = await Promise.all(busyReads)
      expect(answers.map((res) => res.statusCode)).toEqual(busyReads.map(() => 200))
      expect((await colleagues).statusCode).toBe(200)
      // All turns were handed back: the next reads go straight through.
      expect((await Promise.all([read(busy, mine), read(busy, mine)])).map((r) => r.statusCode)).toEqual([
        200, 200,
      ])
    } finally {
      await hold.end()
      await watcher.end()
    }
  }, 60_000)
})
