// The @fastify/rate-limit store that keeps its counters in the database (the `store` option of its README
// and types), so instances on one PostgreSQL share every limit and PGlite works the same way.
//
//   const limits = databaseRateLimitStore(database.db, app.log)
//   await app.register(rateLimit, { global: false, store: limits.Store, skipOnError: true })
//   app.addHook('onClose', () => limits.settled())
//
// Routes named in `inProcess` (the public calculations) count in this process instead: they are the hot path,
// and a database round trip per calculation cost 40 % of their throughput (sound-power ratio to a bare route
// 0.57 -> 0.33 measured). Their limit guards one instance against a flood; with N instances a client may
// make N times as many calculations, which harms no one's data. Sign-in, sign-up and reset stay shared.
//
// Only the plain fixed window is supported: continueExceeding, exponentialBackoff and `read` (for
// `{ increment: false }`) are not, and nothing here uses them.
import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db/client.ts'
import { deleteEnded, incrementCount } from './rate-limits.repo.ts'

/** What the plugin hands to `child`: the merged options, and the route when the limit is a route's own. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string }
}

export interface DatabaseRateLimitStore {
  /** The class for the plugin's `store` option. */
  Store: FastifyRateLimitStoreCtor
  /** Resolves when no sweep is running, so the database can close under none. */
  settled: () => Promise<void>
}

/**
 * The row's key. Hashed: client addresses and e-mail addresses stay out of the table and its backups, and
 * a hostile key of any length costs one fixed-size row.
 */
export const storedKey = (namespace: string, key: string): string =>
  createHash('sha256').update(`${namespace}\n${key}`).digest('base64url')

/** Ended windows are swept at most this often per process: one indexed delete, off the request's path. */
const SWEEP_EVERY_MS = 60_000

/** A fixed-window counter kept in this process, for the routes that count locally. */
class InProcessStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>()

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now()
    let window = this.windows.get(key)
    if (!window || window.endsAt <= now) {
      // Ended windows go when a new one starts for anyone: the map never holds more than one window's keys.
      if (this.windows.size > 10_000)
        for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k)
      window = { count: 0, endsAt: now + timeWindow }
      this.windows.set(key, window)
    }
    window.count++
    callback(null, { current: window.count, ttl: window.endsAt - now })
  }

  child(): FastifyRateLimitStore {
    return new InProcessStore()
  }
}

export function databaseRateLimitStore(
  db: Db,
  log: FastifyBaseLogger,
  opts: { sweepEveryMs?: number; inProcess?: readonly string[] } = {},
): DatabaseRateLimitStore {
  const inProcess = opts.inProcess ?? []
  const sweepEveryMs = opts.sweepEveryMs ?? SWEEP_EVERY_MS
  let lastSweep = Date.now()
  let sweeping: Promise<void> = Promise.resolve()

  const sweep = () => {
    if (Date.now() - lastSweep < sweepEveryMs) return
    lastSweep = Date.now()
    sweeping = deleteEnded(db).catch((error: unknown) => {
      log.warn({ err: error }, 'rate limit sweep failed; ended windows stay until the next one')
    })
  }

  class Store implements FastifyRateLimitStore {
    // The plugin constructs the root store with its options; the limits it needs arrive with each call.
    constructor(
      _options?: unknown,
      private readonly namespace = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      incrementCount(db, storedKey(this.namespace, key), timeWindow).then(
        ({ count, ttlMs }) => {
          callback(null, { current: count, ttl: ttlMs })
          sweep()
        },
        (error: unknown) => {
          // Availability over limiting: the plugin runs with skipOnError, so this request goes through
          // unlimited rather than failing with a 5xx while the database cannot count it.
          log.error({ err: error }, 'rate limit store failed; the request is let through unlimited')
          callback(error instanceof Error ? error : new Error(String(error)))
        },
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The types say RouteOptions, but the plugin passes its merged options with the route as `routeInfo`
      // (README, custom store).
      const route = (routeOptions as unknown as ChildOptions).routeInfo
      // A route's own limit (config.rateLimit) counts apart from every other route's, as the in-memory
      // store does with a store per route. createRateLimit gives no route: its key generator names the call.
      const url = route?.url
      if (url && inProcess.some((prefix) => url.startsWith(prefix))) return new InProcessStore()
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '')
      return new Store(undefined, url ? `${method} ${url}` : '')
    }
  }

  return { Store, settled: () => sweeping }
}
