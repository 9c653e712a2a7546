// Picks the database: PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
import { mkdir, access, constants } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import * as schema from './schema/index.ts'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock.ts'
import { PRIVATE_DIR_MODE, privateDataDir, tightenModes } from './data-dir-modes.ts'
import { AnswerBoundPool, type ConnectionLoss } from './answer-bound-pool.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  /** The driver's own client, for the few jobs drizzle does not cover (migration locks, dumps). */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool }
  close(): Promise<void>
}

/** A start-up failure with one clear line for the operator. */
export class DatabaseStartError extends Error {}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir === undefined) {
    const client = new PGlite()
    await client.waitReady
    return fromPglite(client)
  }
  const target = path.join(dataDir, 'pglite')
  try {
    await privateDataDir(dataDir)
    await mkdir(target, { recursive: true, mode: PRIVATE_DIR_MODE })
    await access(target, constants.W_OK)
  } catch (error) {
    throw new DatabaseStartError(`DATA_DIR ${dataDir} is not writable (${describe(error)})`)
  }
  let lock: DataDirLock
  try {
    lock = lockDataDir(dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new DatabaseStartError(error.message)
    throw new DatabaseStartError(`DATA_DIR ${dataDir} cannot be locked (${describe(error)})`)
  }
  const client = new PGlite(target)
  try {
    await client.waitReady
  } catch (error) {
    // The aborted instance is not closed: it may never answer again; the process that asked is ending.
    lock.release()
    throw new DatabaseStartError(unopenable(target, error))
  }
  const database = fromPglite(client)
  return {
    ...database,
    close: async () => {
      try {
        await client.close()
        // PGlite gives the files it creates its own modes (0666), whatever the umask.
        await tightenModes(target).catch(() => undefined)
      } finally {
        lock.release()
      }
    },
  }
}

/**
 * PGlite reports damaged files (a missing WAL segment, a truncated pg_control) as a bare "Aborted()": say
 * where, and what the operator can do.
 */
function unopenable(target: string, error: unknown): string {
  const reason = describe(error).replace(/\.?\s*Build with -sASSERTIONS.*$/, '')
  return (
    `The embedded database in ${target} could not be opened (${reason}): its files are damaged or ` +
    'incomplete (a pg_wal segment or another file lost). Restore the folder from a copy taken while the ' +
    'server was stopped, or move it aside, start on an empty one and load your last backup with ' +
    'npm run db:restore'
  )
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case' }),
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    close: () => client.close(),
  }
}

/** The application_name of the server's connections, unless DATABASE_URL names another (it wins). */
export const APPLICATION_NAME = 'ventnoise'

export interface PostgresOptions {
  /**
   * Told once of each connection the pool gives up: its answer overdue, its failure (the database restarted,
   * the backend was terminated, the network cut it), or its end while in use.
   */
  onConnectionLoss?: (loss: ConnectionLoss) => void
  /**
   * The sessions' statement, lock and idle-in-transaction timeouts, seconds (0: the database's own), and how
   * long the server itself waits for any answer before it gives the connection up (0 or absent: for ever).
   */
  timeouts?: { statement: number; lock: number; idleInTransaction: number; answer?: number }
}

const ms = (seconds: number | undefined) => (seconds ? seconds * 1000 : undefined)

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const pool = new AnswerBoundPool(
    {
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5000,
      // Lets operators and tests find this server's sessions in pg_stat_activity (and end them).
      application_name: APPLICATION_NAME,
      // Sent with each connection, so they hold for every statement of every session, transactions included.
      statement_timeout: ms(opts.timeouts?.statement),
      lock_timeout: ms(opts.timeouts?.lock),
      idle_in_transaction_session_timeout: ms(opts.timeouts?.idleInTransaction),
      // The server's own bound on each statement's answer, for a host that holds its connections without
      // answering, where the timeouts above cannot fire; a connection past it is closed (answer-bound-pool.ts).
      query_timeout: ms(opts.timeouts?.answer),
    },
    opts.onConnectionLoss,
  )
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new DatabaseStartError(`Cannot connect to DATABASE_URL ${redactUrl(url)} (${describe(error)})`)
  }
  return {
    db: drizzlePg(pool, { schema, casing: 'snake_case' }),
    kind: 'postgres',
    raw: { kind: 'postgres', pool },
    close: () => pool.end(),
  }
}

export const openDatabase = (
  opts: { databaseUrl: string | undefined; dataDir: string },
  postgres: PostgresOptions = {},
): Promise<Database> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl, postgres) : openPglite(opts.dataDir)

/** Hides the password of a connection URL in messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(not a valid URL)'
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0])
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
