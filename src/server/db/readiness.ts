// What "the database works" means for this app: not that it answers `select 1`, but that the tables every
// sign-in and every workspace page read are there and readable. The health route and the start-up check ask
// the same question.
import { getTableName, sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { authSessions, projects, refreshTokens, systems, users } from './schema/index.ts'

/** Read at sign-in (users, sessions, refresh tokens) and on every workspace page (projects, systems). */
export const NEEDED_TABLES = [users, authSessions, refreshTokens, projects, systems].map((t) =>
  getTableName(t),
)

/**
 * One round trip that reads one row of each needed table (an index-free `limit 1`, microseconds). Throws the
 * driver's error, whose message names the table: `relation "users" does not exist`, `permission denied for
 * table users`.
 */
export async function checkTablesReadable(db: Db): Promise<void> {
  const reads = NEEDED_TABLES.map((name) => sql`(select 1 from ${sql.identifier(name)} limit 1)`)
  await db.execute(sql`select ${sql.join(reads, sql`, `)}`)
}

/** The database's own words for a failure, first line only, without the statement or its parameters. */
export function databaseReason(error: unknown): string {
  let innermost: unknown = error
  for (let depth = 0; depth < 4; depth++) {
    const cause = (innermost as { cause?: unknown } | null)?.cause
    if (!cause) break
    innermost = cause
  }
  const message = innermost instanceof Error ? innermost.message : String(innermost)
  return message.split('\n')[0] ?? message
}
