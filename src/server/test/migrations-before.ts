// What a migration's own test needs: the committed migrations up to the one before it, and an empty database
// of each kind to run them on, so that rows can be written as the version before wrote them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { testDatabaseUrl } from '../config/env.ts'
import { fromPglite, type Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { signUp, tokenHeaders } from './auth.ts'
import { migrationsFolder } from './databases.ts'
import { createIsolatedPostgres } from './isolated-postgres.ts'

/** The committed migrations up to the one before `tag`, as a folder of their own. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'ventnoise-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at < 0) throw new Error(`${tag} is not in the journal`)
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/** Applies the committed migrations up to the one before `tag` to `database`. */
export async function migrateBefore(database: Database, tag: string): Promise<void> {
  const before = migrationsBefore(tag)
  try {
    await migrateDatabase(database, before.folder)
  } finally {
    before.remove()
  }
}

/** The author and the project every migration test writes first, as the version before wrote them. */
export async function writeOldProject(
  database: Database,
  ids: { user: string; project: string },
): Promise<void> {
  await database.db.execute(
    sql`insert into users (id, full_name, email) values (${ids.user}, 'Old Author', 'old@example.com')`,
  )
  await database.db.execute(
    sql`insert into projects (id, author_id, name) values (${ids.project}, ${ids.user}, 'Before')`,
  )
}

/** An empty database of each kind: the shared PostgreSQL's is migrated already, so it gets one of its own. */
export function emptyDatabaseTargets(): { kind: string; open: () => Promise<Database> }[] {
  const targets = [{ kind: 'pglite', open: () => Promise.resolve(fromPglite(new PGlite())) }]
  const url = testDatabaseUrl()
  if (url) targets.push({ kind: 'postgres', open: () => createIsolatedPostgres(url, { migrate: false }) })
  return targets
}

/**
 * A user signed up after the upgrade, invited to the project written before it and one of those who may
 * restore its deletions in `deletions`; answers their request headers.
 */
export async function readerOfOldProject(
  database: Database,
  app: FastifyInstance,
  projectId: string,
  deletions: 'deleted_rooms' | 'deleted_systems',
): Promise<Record<string, string>> {
  const reader = await signUp(app, { fullName: 'New Reader' })
  await database.db.execute(
    sql`insert into project_members (project_id, user_id) values (${projectId}, ${reader.user.id})`,
  )
  await database.db.execute(
    sql`update ${sql.identifier(deletions)} set access_user_ids = access_user_ids || ${reader.user.id}::uuid`,
  )
  return tokenHeaders(reader)
}
