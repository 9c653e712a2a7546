// What an operator reads when the pool gives a connection up: one line per connection with its cause, never
// the statement or its values, whether the database stopped answering (a proxy that stops passing bytes), the
// database ended the session (pg_terminate_backend), or our own code closed a connection it held.
// PostgreSQL only: PGlite has no connections to give up.
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '../config/env.ts'
import { loggerOptions } from '../logger.ts'
import { createIsolatedPostgres } from '../test/isolated-postgres.ts'
import { proxyToDatabase, type TcpProxy } from '../test/tcp-proxy.ts'
import { openPostgres, type Database } from './client.ts'
import { CONNECTION_LOSS_MESSAGE, logConnectionLoss } from './connection-log.ts'

const pgUrl = testDatabaseUrl()

/** A value a user might have typed: it must not reach the log, nor the statement that carried it. */
const PRIVATE = 'Ada Lovelace, 12 Private Road'
const STATEMENT = 'insert into loss_probe (note) values ($1)'

describe.skipIf(!pgUrl)('the log line of a connection the pool gives up', () => {
  let database: Database & { url: string }
  let proxy: TcpProxy
  let admin: pg.Client
  let opened: Database
  let pool: pg.Pool
  const lines: Record<string, unknown>[] = []
  const written: (() => void)[] = []

  /** Resolves at the next line written to the log. */
  const nextLine = () => new Promise<void>((resolve) => written.push(resolve))
  const losses = () => lines.filter((line) => line.msg === CONNECTION_LOSS_MESSAGE)

  /**
   * Resolves once `client` has closed and every event its close brings (a second error, the end, the release)
   * has been handled: the moment a second line would have been written.
   */
  const closed = (client: pg.PoolClient) =>
    new Promise<void>((resolve) => client.once('end', () => setImmediate(resolve)))

  beforeAll(async () => {
    database = await createIsolatedPostgres(pgUrl ?? '')
    const proxied = await proxyToDatabase(database.url)
    proxy = proxied.proxy
    const logger = pino(loggerOptions('info'), {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Record<string, unknown>)
        written.splice(0).forEach((resolve) => resolve())
      },
    })
    opened = await openPostgres(proxied.url, {
      timeouts: { statement: 1, lock: 1, idleInTransaction: 60, answer: 2 },
      onConnectionLoss: logConnectionLoss(logger),
    })
    if (opened.raw.kind !== 'postgres') throw new Error('not PostgreSQL')
    pool = opened.raw.pool
    admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    await admin.query('create table loss_probe (note text not null)')
  }, 60_000)

  afterAll(async () => {
    proxy?.thaw()
    await admin?.end()
    await opened?.close()
    await proxy?.close()
    await database?.close()
  })

  const pidOf = async (client: pg.PoolClient) =>
    (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid
  const terminate = (pid: number | undefined) => admin.query('select pg_terminate_backend($1)', [pid])

  it('says the database did not answer, once, when an answer is overdue: not the statement, not its values', async () => {
    lines.length = 0
    const client = await pool.connect()
    const pid = await pidOf(client)
    const end = closed(client)
    await client.query('begin')
    proxy.freeze()
    try {
      await expect(client.query(STATEMENT, [PRIVATE])).rejects.toThrow('Query read timeout')
      await end
    } finally {
      proxy.thaw()
    }
    client.release()
    expect(losses()).toEqual([
      expect.objectContaining({
        level: 40,
        cause: 'no answer',
        reason: 'the database did not answer within 2 s (DATABASE_ANSWER_TIMEOUT); the connection was closed',
        inUse: true,
        backendPid: pid,
      }),
    ])
    const whole = JSON.stringify(lines)
    expect(whole).not.toContain(PRIVATE)
    expect(whole).not.toContain('loss_probe')
  })

  it('says the database ended a connection a transaction held, once, with its reason and code', async () => {
    lines.length = 0
    const client = await pool.connect()
    const pid = await pidOf(client)
    const end = closed(client)
    await client.query('begin')
    await client.query(STATEMENT, [PRIVATE])
    // Between two statements of the transaction, as a request waits on its own work.
    await terminate(pid)
    await end
    await expect(client.query('commit')).rejects.toThrow()
    client.release()
    expect(losses()).toEqual([
      expect.objectContaining({
        level: 40,
        cause: 'error',
        reason: 'terminating connection due to administrator command',
        code: '57P01',
        inUse: true,
        backendPid: pid,
      }),
    ])
    const notes = await admin.query('select note from loss_probe')
    expect(notes.rows).toEqual([])
    expect(JSON.stringify(lines)).not.toContain(PRIVATE)
  })

  it('says so once of an idle connection too, marked as not in use', async () => {
    lines.length = 0
    const client = await pool.connect()
    const pid = await pidOf(client)
    const end = closed(client)
    client.release()
    await terminate(pid)
    await end
    expect(losses()).toEqual([
      expect.objectContaining({ cause: 'error', code: '57P01', inUse: false, backendPid: pid }),
    ])
  })

  it('blames the server itself, as an error, for a connection closed while a request held it', async () => {
    lines.length = 0
    const client = await pool.connect()
    const pid = await pidOf(client)
    const logged = nextLine()
    // Nothing of ours does this: it stands for the bug the line is there to reveal.
    await client.end()
    await logged
    client.release()
    expect(losses()).toEqual([
      expect.objectContaining({
        level: 50,
        cause: 'ended',
        reason: 'the connection was closed while a request held it, by neither the database nor the network',
        inUse: true,
        backendPid: pid,
      }),
    ])
    // And the pool has it back: a connection for the next statement.
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
  })
})
