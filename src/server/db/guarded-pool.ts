// The PostgreSQL pool of the server, kept whole through a database that fails under it (docs/operations.md,
// "Database faults"): a connection whose answer is overdue is given up, and a connection that dies while a
// request holds it goes back to the pool, which drops it. Without both, a frozen host would leave the pool
// full of connections nobody can use, and the server would stay unavailable after the database came back.
import pg from 'pg'

/** node-postgres's message when an answer took longer than query_timeout (DATABASE_ANSWER_TIMEOUT). */
export const ANSWER_TIMEOUT_MESSAGE = 'Query read timeout'

const isAnswerTimeout = (error: unknown): boolean =>
  error instanceof Error && error.message === ANSWER_TIMEOUT_MESSAGE

/**
 * node-postgres gives up on an overdue statement but keeps its connection with the statement in flight: the
 * transaction's rollback and every later statement would queue behind it, each waiting out the bound again,
 * and the pool would hand the connection to the next request. This client closes it instead, and whatever is
 * sent on it after fails at once with the same timeout, so the request answers "did not answer in time".
 * Closing the connection also ends its open transaction on the database side, unacknowledged.
 */
class AnswerBoundClient extends pg.Client {
  /** An answer was overdue: the connection is closed and must not go back to the pool. */
  overdue = false

  // Every overload of query: a config or text, values, and either a callback or a returned promise.
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
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isAnswerTimeout(error)) this.giveUp()
      })
    }
    return result as never
  }

  private giveUp(): void {
    this.overdue = true
    ;(this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
  }
}

/**
 * A pool whose checked-out connections go back when they die. drizzle's transaction checks a connection out
 * and only releases it once `begin` has answered: a `begin` that fails (the connection ended, or its answer
 * overdue) would keep the dead connection counted in the pool for ever. Here a connection that ends while held
 * is released with its error, so the pool drops it and opens another; the holder's own release afterwards
 * does nothing.
 */
export class GuardedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, Client: AnswerBoundClient })
  }

  override connect(): Promise<pg.PoolClient>
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    // The pool's own query() checks out with a callback and releases with the statement's error itself.
    if (callback) return super.connect(callback)
    return super.connect().then(returnWhenDead)
  }
}

function returnWhenDead(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client)
  let released = false
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return
    released = true
    client.removeListener('end', died)
    // Its socket closes a moment after it was given up: it is dropped now, not lent to the next request.
    const givenUp = client instanceof AnswerBoundClient && client.overdue
    release(error ?? (givenUp ? new Error(ANSWER_TIMEOUT_MESSAGE) : undefined))
  }
  const died = () => releaseOnce(new Error('The connection to the database ended while in use'))
  client.once('end', died)
  client.release = releaseOnce
  return client
}
