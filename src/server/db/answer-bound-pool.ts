// The PostgreSQL pool's own bound on waiting for an answer (DATABASE_ANSWER_TIMEOUT; docs/operations.md,
// "Database faults"), for a host that stops answering while its connections stay open: the database's own
// timeouts cannot fire there, and the operating system gives a silent connection up only after many minutes.
import type { EventEmitter } from 'node:events'
import pg from 'pg'

/** node-postgres's message when an answer took longer than query_timeout. */
export const ANSWER_TIMEOUT_MESSAGE = 'Query read timeout'

/** The client's own event: an answer was overdue and the connection is being closed. */
const OVERDUE = 'overdue'

const isAnswerTimeout = (error: unknown): boolean =>
  error instanceof Error && error.message === ANSWER_TIMEOUT_MESSAGE

/**
 * node-postgres's query_timeout rejects the overdue statement but keeps its connection, the statement still
 * in flight: the transaction's rollback would queue behind it unsent, the pool would lend the connection to the
 * next request, and once the host answered again that request's statements would run inside the first one's
 * open transaction (and its commit would commit the half-written one). This client closes the connection
 * instead, which ends its transaction unacknowledged on the database, and fails whatever is sent on it after
 * with the same timeout at once, so the request answers "did not answer in time" without a second wait.
 */
class AnswerBoundClient extends pg.Client {
  /** An answer was overdue: the connection is closed and never serves another statement. */
  overdue = false

  // Every overload of query: text or a config, values, and either a callback or a returned promise.
  override query(...args: unknown[]): never {
    const last = args.at(-1)
    const callback =
      typeof last === 'function' ? (last as (error: unknown, ...rest: unknown[]) => void) : undefined
    if (this.overdue) {
      const error = new Error(ANSWER_TIMEOUT_MESSAGE)
      if (callback) return process.nextTick(callback, error) as never
      return Promise.reject(error) as never
    }
    if (callback) {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (isAnswerTimeout(error)) this.giveUp()
        callback(error, ...rest)
      }
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args)
    // Heard before the caller's own handler, which is attached later: its rollback already finds the client
    // given up.
    if (result instanceof Promise) result.catch((error: unknown) => isAnswerTimeout(error) && this.giveUp())
    return result as never
  }

  private giveUp(): void {
    if (this.overdue) return
    this.overdue = true
    // Before end(), whose 'end' would otherwise be the first word the pool hears of it.
    this.emit(OVERDUE)
    // end() destroys the socket when a statement is in flight, rather than waiting for its answer.
    this.end().catch(() => undefined)
  }
}

/** What happened to a connection the pool gave up. */
type Loss =
  { cause: 'no answer'; boundSeconds: number } | { cause: 'error'; error: Error } | { cause: 'ended' }

/**
 * Why the pool gave a connection up, told once per connection: no answer within the bound, an error of the
 * connection (the database ended it, the network cut it), or an end without an error while a request held it
 * (only our own code ends a connection so). Never the statement or its values: they can hold users' data.
 */
export type ConnectionLoss = Loss & {
  /** A request held it: that request fails; an idle one is replaced unnoticed. */
  inUse: boolean
  /** The session's process id on the database, as pg_stat_activity and the database's log name it. */
  backendPid: number | undefined
}

/**
 * Lifts the bound for one checked-out connection, for work that may rightly wait long (migrations wait for
 * another instance's under a lock and may rewrite a large table). Release it destroyed, so no request gets it.
 */
export function withoutAnswerBound(client: pg.PoolClient): void {
  // node-postgres reads the bound per statement from here; a statement's own setting cannot lift it.
  ;(
    client as unknown as { connectionParameters: { query_timeout: number | false } }
  ).connectionParameters.query_timeout = false
}

/**
 * A pool of answer-bound clients whose checked-out connections go back to it when they end. drizzle's
 * transaction releases its connection only once `begin` has answered: a `begin` that failed because its
 * connection was given up (or ended) would keep the connection counted in the pool for ever, and ten of them
 * would leave the server unable to serve after the host came back. The holder's own release after that does
 * nothing.
 */
export class AnswerBoundPool extends pg.Pool {
  private readonly told = new WeakSet<pg.PoolClient>()
  private readonly held = new WeakSet<pg.PoolClient>()

  /** `onLoss` hears of each connection given up, once (a dying connection may report two errors). */
  constructor(
    config: pg.PoolConfig,
    private readonly onLoss: (loss: ConnectionLoss) => void = () => undefined,
  ) {
    super({ ...config, Client: AnswerBoundClient })
    this.on('acquire', (client) => this.held.add(client))
    this.on('release', (_error, client) => this.held.delete(client))
    // Every client's failure, idle or checked out, is heard here. Unheard, it would crash the process: a
    // client checked out for a transaction has no pool listener while it waits between statements. The
    // transaction's next statement fails instead, the request answers 503, and the released client, no longer
    // queryable, is dropped by the pool.
    this.on('connect', (client) => {
      client.on('error', (error) => this.tell(client, { cause: 'error', error }))
      ;(client as EventEmitter).on(OVERDUE, () => {
        const bound = (client as unknown as { connectionParameters: { query_timeout: number } })
          .connectionParameters.query_timeout
        this.tell(client, { cause: 'no answer', boundSeconds: bound / 1000 })
      })
    })
    // The pool repeats an idle client's failure (heard above) after dropping the client.
    this.on('error', () => undefined)
  }

  private tell(client: pg.PoolClient, loss: Loss): void {
    if (this.told.has(client)) return
    this.told.add(client)
    const backendPid = (client as unknown as { processID?: number }).processID
    this.onLoss({ ...loss, inUse: this.held.has(client), backendPid })
  }

  override connect(): Promise<pg.PoolClient>
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    // The pool's own query() checks out with a callback and releases on every outcome itself.
    if (callback) return super.connect(callback)
    return super.connect().then((client) => this.releasedWhenEnded(client))
  }

  private releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
    const release = client.release.bind(client)
    let released = false
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return
      released = true
      client.removeListener('end', ended)
      release(error)
    }
    const ended = () => {
      this.tell(client, { cause: 'ended' })
      releaseOnce(new Error('The connection to the database ended while in use'))
    }
    client.once('end', ended)
    client.release = releaseOnce
    return client
  }
}
