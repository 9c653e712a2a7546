// Backup and restore of every table as JSON, the same on PGlite and PostgreSQL, so a backup also moves
// an installation from the embedded database to a server (docs/operations.md).
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'

export const BACKUP_FORMAT = 'ventnoise-backup'
export const BACKUP_FORMAT_VERSION = 1

export interface Backup {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  createdAt: string
  /** How many migrations the database had; a restore needs the same schema. */
  migrations: number
  tables: Record<string, unknown[]>
}

export class BackupError extends Error {}

const rows = async <T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> => {
  // Both drivers answer raw queries with { rows }; drizzle's type for it differs per driver.
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/** Our tables, parents before children, from the foreign keys themselves (no list to forget to update). */
export async function tablesInDependencyOrder(db: Db | Tx): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((t) => t.name)
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  )
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return
    visiting.add(table)
    for (const e of edges) if (e.child === table) visit(e.parent)
    ordered.push(table)
  }
  tables.forEach(visit)
  return ordered
}

async function migrationCount(db: Db | Tx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return row?.n ?? 0
}

/** A consistent snapshot: every table read in one repeatable-read transaction. */
export function createBackup(db: Db): Promise<Backup> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`)
    const tables: Record<string, unknown[]> = {}
    for (const table of await tablesInDependencyOrder(tx)) {
      tables[table] = (
        await rows<{ row: unknown }>(tx, sql`select row_to_json(t) as row from ${sql.identifier(table)} t`)
      ).map((r) => r.row)
    }
    return {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await migrationCount(tx),
      tables,
    }
  })
}

export function parseBackup(text: string): Backup {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new BackupError('The file is not a VentNoise backup (not JSON)')
  }
  const b = value as Partial<Backup> | null
  if (!b || b.format !== BACKUP_FORMAT || typeof b.tables !== 'object' || b.tables === null) {
    throw new BackupError('The file is not a VentNoise backup')
  }
  if (b.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(`Backup format ${String(b.formatVersion)} is not supported`)
  }
  if (typeof b.migrations !== 'number') throw new BackupError('The backup does not say its schema version')
  return b as Backup
}

/**
 * Replaces everything in the database with the backup, in one transaction: either all of it is restored
 * or nothing changes. The database must be migrated to the backup's schema version.
 */
export function restoreBackup(db: Db, backup: Backup): Promise<{ tables: number; rows: number }> {
  return inTransaction(db, async (tx) => {
    const have = await migrationCount(tx)
    if (have !== backup.migrations) {
      throw new BackupError(
        `The backup was made at schema version ${backup.migrations}, this database is at ${have}; ` +
          'restore it with the VentNoise version that made it, then upgrade',
      )
    }
    const order = await tablesInDependencyOrder(tx)
    const unknown = Object.keys(backup.tables).filter((t) => !order.includes(t))
    if (unknown.length > 0) throw new BackupError(`The backup holds unknown tables: ${unknown.join(', ')}`)
    for (const table of [...order].reverse()) await tx.execute(sql`delete from ${sql.identifier(table)}`)
    let count = 0
    for (const table of order) {
      const data = backup.tables[table] ?? []
      // json_populate_recordset lets PostgreSQL itself convert every column back to its type.
      for (let i = 0; i < data.length; i += 500) {
        const batch = JSON.stringify(data.slice(i, i + 500))
        await tx.execute(
          sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`,
        )
      }
      count += data.length
    }
    return { tables: order.length, rows: count }
  })
}
