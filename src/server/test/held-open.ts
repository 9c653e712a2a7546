// A write of another session of the same PostgreSQL (another instance, or the same one's pool), held open so
// that a test can interleave a request with it the same way every time.
import pg from 'pg'
import { testDatabaseUrl } from '../config/env.ts'

/**
 * A write of another session, done and not yet committed: its locks are held until `commit`. `blocking`
 * resolves once a statement of another session waits for them (found by this session's pid, so the other
 * suites on the shared database do not count).
 */
export async function heldOpen(statement: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() })
  await client.connect()
  await client.query('begin')
  await client.query(statement, params)
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
  const pid = rows[0]?.pid
  const watcher = new pg.Client({ connectionString: testDatabaseUrl() })
  await watcher.connect()
  return {
    pid,
    async blocking(): Promise<void> {
      for (let tries = 0; tries < 500; tries++) {
        const waiting = await watcher.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
          [pid],
        )
        if ((waiting.rows[0]?.n ?? 0) > 0) return
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      throw new Error('no statement came to wait for the held write')
    },
    async commit(): Promise<void> {
      await client.query('commit')
      await client.end()
      await watcher.end()
    },
  }
}
