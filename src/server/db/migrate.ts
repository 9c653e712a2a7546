// Applies the committed migrations in drizzle/ at start; idempotent.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { withoutAnswerBound } from './answer-bound-pool.ts'

/** Arbitrary but fixed: serialises migrations of several instances starting on one PostgreSQL. */
const MIGRATION_LOCK = 73_614_021

export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  if (database.raw.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.raw.client), { migrationsFolder })
    return
  }
  const client = await database.raw.pool.connect()
  try {
    const locked = drizzlePg(client)
    // The request timeouts do not fit here: another instance may hold the lock for as long as its migrations
    // take, and a migration may rewrite a large table. Left off for this session only, which is closed after;
    // the server's own bound on an answer too.
    withoutAnswerBound(client)
    await locked.execute(sql`set statement_timeout = 0`)
    await locked.execute(sql`set lock_timeout = 0`)
    await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`)
    try {
      await migratePg(locked, { migrationsFolder })
    } finally {
      await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`)
    }
  } finally {
    // Destroyed rather than returned to the pool, so no request runs without the timeouts.
    client.release(true)
  }
}
