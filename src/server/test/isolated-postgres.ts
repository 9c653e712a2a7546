// A PostgreSQL database of its own for suites that replace global data (the catalogue is one per
// installation), so they cannot disturb or be disturbed by suites running at the same time on the shared
// TEST_DATABASE_URL database. Created from that server, migrated, dropped on close.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { testDatabaseUrl } from '../config/env.ts'
import { openPostgres, type Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createTestPglite, migrationsFolder, type TestDatabaseTarget } from './databases.ts'

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * `url` is the new database's own, for server processes of a test; `migrate: false` leaves it empty for
 * them to migrate.
 */
export async function createIsolatedPostgres(
  url: string,
  opts: { migrate?: boolean } = {},
): Promise<Database & { url: string }> {
  const name = `ventnoise_test_${randomUUID().replaceAll('-', '')}`
  await onServer(url, (client) => client.query(`create database "${name}"`))
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openPostgres(target.toString())
  if (opts.migrate ?? true) await migrateDatabase(database, migrationsFolder)
  return {
    ...database,
    url: target.toString(),
    close: async () => {
      await database.close()
      await onServer(url, (client) => client.query(`drop database if exists "${name}" with (force)`))
    },
  }
}

/** Like testDatabaseTargets, with a fresh PostgreSQL database per suite instead of the shared one. */
export function isolatedDatabaseTargets(): TestDatabaseTarget[] {
  const url = testDatabaseUrl()
  const targets: TestDatabaseTarget[] = [{ kind: 'pglite', open: createTestPglite }]
  if (url) targets.push({ kind: 'postgres', open: () => createIsolatedPostgres(url) })
  return targets
}
