// The PostgreSQL sessions' timeouts (docs/operations.md, "Database faults"): set on every session the server
// opens, left off the migrations (which wait for another instance under a lock), a statement past its bound
// cut with 503, and a connection whose answer is overdue given up without committing what it carried.
// PostgreSQL only: PGlite runs inside the process and has no session to time out.
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from './config/env.ts'
import { APPLICATION_NAME, openPostgres, type Database } from './db/client.ts'
import { databaseFault } from './db/faults.ts'
import { migrateDatabase } from './db/migrate.ts'
import { createTestApp } from './test/app.ts'
import { signUp, tokenHeaders } from './test/auth.ts'
import { lockSystem, systemBody, tooSlow, within } from './test/database-faults.ts'
import { migrationsFolder } from './test/databases.ts'
import { settlesWithin } from './test/held-database.ts'
import { createIsolatedPostgres } from './test/isolated-postgres.ts'
import { proxyToDatabase } from './test/tcp-proxy.ts'

const pgUrl = testDatabaseUrl()

describe.skipIf(!pgUrl)('the timeouts of the PostgreSQL sessions', () => {
  let database: Database & { url: string }
  beforeAll(async () => {
    database = await createIsolatedPostgres(pgUrl ?? '')
  }, 60_000)
  afterAll(async () => {
    await database?.close()
  })

  it('are set on every session the server opens, with its application_name', async () => {
    const opened = await openPostgres(database.url, {
      timeouts: { statement: 7, lock: 3, idleInTransaction: 60 },
    })
    try {
      if (opened.raw.kind !== 'postgres') throw new Error('not PostgreSQL')
      const { rows } = await opened.raw.pool.query<Record<string, string>>(
        `select current_setting('statement_timeout') as statement,
                current_setting('lock_timeout') as lock,
                current_setting('idle_in_transaction_session_timeout') as idle,
                current_setting('application_name') as name`,
      )
      expect(rows[0]).toEqual({ statement: '7s', lock: '3s', idle: '1min', name: APPLICATION_NAME })
    } finally {
      await opened.close()
    }
  })

  it('leave migrations unbounded: they wait under a lock for another instance, longer than any request', async () => {
    const opened = await openPostgres(database.url, {
      timeouts: { statement: 1, lock: 1, idleInTransaction: 60, answer: 2 },
    })
    const other = new pg.Client({ connectionString: database.url })
    await other.connect()
    try {
      // Another instance migrating: it holds the migrations' advisory lock past every bound above.
      await other.query('select pg_advisory_lock(73614021)')
      const migrated = migrateDatabase(opened, migrationsFolder)
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await other.query('select pg_advisory_unlock(73614021)')
      await migrated
    } finally {
      await other.end()
      await opened.close()
    }
  }, 30_000)

  it('cut a statement that runs past statement_timeout: 503, not an endless wait', async () => {
    // No lock timeout here, so the statement timeout is what ends the wait.
    const opened = await openPostgres(database.url, {
      timeouts: { statement: 1, lock: 0, idleInTransaction: 60 },
    })
    const test = await createTestApp({ database: opened })
    const app = test.app
    try {
      const user = await signUp(app)
      const headers = tokenHeaders(user)
      const project = await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name: 'P' },
      })
      const projectId = project.json<{ data: { id: string } }>().data.id
      const created = await app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/systems`,
        headers,
        payload: systemBody('slow'),
      })
      const system = created.json<{ data: { id: string; version: number } }>().data
      const lock = await lockSystem(database.url, system.id)
      try {
        const res = await within(
          10_000,
          app.inject({
            method: 'PUT',
            url: `/api/projects/${projectId}/systems/${system.id}`,
            headers,
            payload: { ...systemBody('slow'), version: system.version },
          }),
        )
        tooSlow({
          status: res.statusCode,
          retryAfter: res.headers['retry-after'],
          body: res.json(),
          requestId: res.headers['x-request-id'],
        })
      } finally {
        await lock.release()
      }
    } finally {
      await test.close()
    }
  }, 30_000)

  it('give up a connection whose answer is overdue: its transaction is never committed and its late answer reaches no one', async () => {
    const { proxy, url: proxied } = await proxyToDatabase(database.url)
    const opened = await openPostgres(proxied, {
      timeouts: { statement: 1, lock: 1, idleInTransaction: 60, answer: 2 },
    })
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      if (opened.raw.kind !== 'postgres') throw new Error('not PostgreSQL')
      const pool = opened.raw.pool
      await admin.query('create table frozen_probe (note text not null)')
      // A database that is alive answers first, with its own cancel.
      await expect(pool.query('select pg_sleep(1.5)')).rejects.toMatchObject({ code: '57014' })
      const pidOf = sql`select pg_backend_pid() as pid`
      // drizzle types a raw statement's result per driver only where the database is declared as such.
      const pidIn = (result: unknown) => (result as { rows: { pid: number }[] }).rows[0]?.pid
      const failure = (work: Promise<unknown>) =>
        within(
          10_000,
          work.then(
            () => undefined,
            (error: unknown) => error,
          ),
        )
      // A connection open and idle, as a running server has them when its database host freezes.
      const frozenPid = pidIn(await opened.db.execute(pidOf))
      expect(frozenPid).toEqual(expect.any(Number))
      try {
        // A transaction that wrote a row, then waits for an answer that does not come. It fails with the
        // timeout, its rollback too, at once: the connection is closed, there is nothing to wait for twice.
        const halfWritten = await failure(
          opened.db.transaction(async (tx) => {
            await tx.execute(sql`insert into frozen_probe (note) values ('half written')`)
            proxy.freeze()
            return tx.execute(sql`select 'in flight' as answer`)
          }),
        )
        expect(databaseFault(halfWritten)).toBe('timeout')
      } finally {
        proxy.thaw()
      }
      // The next transaction has a connection of its own. Were it lent the frozen one, its statements would
      // run inside the open transaction there, after that one's late answer, and its commit would commit the
      // half-written row too.
      const after = await within(
        10_000,
        opened.db.transaction(async (tx) => {
          await tx.execute(sql`insert into frozen_probe (note) values ('after the thaw')`)
          return tx.execute(pidOf)
        }),
      )
      const notes = await admin.query<{ note: string }>('select note from frozen_probe')
      expect(notes.rows.map((row) => row.note)).toEqual(['after the thaw'])
      const afterPid = pidIn(after)
      expect(afterPid).not.toBe(frozenPid)

      // A transaction whose begin is overdue: drizzle releases a connection only once its begin has answered,
      // so the given-up connection would stay counted in the pool for good.
      proxy.freeze()
      try {
        const notBegun = await failure(opened.db.transaction(async (tx) => tx.execute(sql`select 1`)))
        expect(databaseFault(notBegun)).toBe('timeout')
      } finally {
        proxy.thaw()
      }
      const lastPid = pidIn(await within(10_000, opened.db.execute(pidOf)))
      expect([frozenPid, afterPid]).not.toContain(lastPid)
      // Both given-up connections have left the pool: it holds only the new one.
      expect(pool.totalCount).toBe(1)
      // And the database has seen both given-up sessions close (the test's own timeout bounds this wait).
      for (;;) {
        const open = await admin.query('select 1 from pg_stat_activity where pid = any($1)', [
          [frozenPid, afterPid],
        ])
        if (open.rowCount === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      await admin.end()
      // Not awaited without end: a pool that lost count of a connection would never close, and hide why.
      await settlesWithin(5000, opened.close())
      await proxy.close()
    }
  }, 30_000)
})
