// Test databases: a real PGlite in memory always, and the PostgreSQL of TEST_DATABASE_URL when set.
import { PGlite } from '@electric-sql/pglite'
import { testDatabaseUrl, readConfig } from '../config/env.ts'
import { fromPglite, openPostgres, type Database, type DatabaseKind } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'

const migrationsFolder = readConfig({}).migrationsFolder
let migratedImage: Promise<Blob> | undefined

/** Migrates once per test process and copies the result, so each database starts in about 0.3 s. */
async function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const db = fromPglite(new PGlite())
    await migrateDatabase(db, migrationsFolder)
    const image = await (db.raw as { client: PGlite }).client.dumpDataDir('none')
    await db.close()
    return image
  })()
  return migratedImage
}

export async function createTestPglite(): Promise<Database> {
  const client = new PGlite({ loadDataDir: await migratedPgliteImage() })
  await client.waitReady
  return fromPglite(client)
}

export async function createTestPostgres(url: string): Promise<Database> {
  const db = await openPostgres(url)
  await migrateDatabase(db, migrationsFolder)
  return db
}

export interface TestDatabaseTarget {
  kind: DatabaseKind
  open(): Promise<Database>
}

/** The databases a data-layer suite runs on: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const url = testDatabaseUrl()
  const targets: TestDatabaseTarget[] = [{ kind: 'pglite', open: createTestPglite }]
  if (url) targets.push({ kind: 'postgres', open: () => createTestPostgres(url) })
  return targets
}

export { migrationsFolder }
