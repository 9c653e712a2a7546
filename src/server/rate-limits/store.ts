// The @fastify/rate-limit store that keeps its counters in the database (the `store` option of its README
// and types), so instances on one PostgreSQL share every limit and PGlite works the same way.
//
//   const limits = databaseRateLimitStore(database.db, app.log)
//   await app.register(rateLimit, { global: false, store: limits.Store, skipOnError: true })
//   app.addHook('onClose', () => limits.close())
//
// Routes named in `inProcess` (the public calculations) count in this process and add their counts to the
// shared row every `syncEveryMs` (one statement per route, off the request's path): they are the hot path,
// and a database round trip per calculation cost 40 % of their throughput (sound-power ratio to a bare route
// 0.57 -> 0.33 measured). Each instance decides on the shared count it last learned plus its own since, so
// behind N instances a client gets at most what the other instances let through within one sync beyond
// the limit, not N times the limit. Sign-in, sign-up and reset count in the database on every request.
//
// Only the plain fixed window is supported: continueExceeding, exponentialBackoff and `read` (for
// `{ increment: false }`) are not, and nothing here uses them.
import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db/client.ts'
import { addCounts, deleteEnded, incrementCount, type Addition } from './rate-limits.repo.ts'

/** What the plugin hands to `child`: the merged options, and the route when the limit is a route's own. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string }
}

export interface DatabaseRateLimitStore {
  /** The class for the plugin's `store` option. */
  Store: FastifyRateLimitStoreCtor
  /** Resolves when no sweep or addition is running or planned. */
  settled: () => Promise<void>
  /**
   * Stops starting additions and resolves when none is running, so the database can close under none
   * (counts not yet added are left out: the windows are short).
   */
  close: () => Promise<void>
  /** A work counter of its own namespace (a route), shared by every instance like the calculation limits. */
  workCounter: (namespace: string) => WorkCounter
}

/**
 * The row's key. Hashed: client addresses and e-mail addresses stay out of the table and its backups, and
 * a hostile key of any length costs one fixed-size row.
 */
export const storedKey = (namespace: string, key: string): string =>
  createHash('sha256').update(`${namespace}\n${key}`).digest('base64url')

/** Ended windows are swept at most this often per process: one indexed delete, off the request's path. */
const SWEEP_EVERY_MS = 60_000

/** How often a route counted in process adds its counts to the shared ones. */
const SYNC_EVERY_MS = 500

export interface WorkTaken {
  allowed: boolean
  /** The window's count, this request's work included when allowed. */
  current: number
  ttlMs: number
}

/**
 * A limit by work rather than by requests (products of a bulk calculation): counted in process and shared
 * like the calculations' request limits.
 */
export interface WorkCounter {
  take: (key: string, amount: number, windowMs: number, max: number) => WorkTaken
  /** The work counted for `key` in its current window, and when that window ends; counts nothing. */
  peek: (key: string) => { current: number; ttlMs: number }
}

interface SyncedWindow {
  /** The shared count the database last answered, this process's additions included. */
  shared: number
  /** Counted here since, not yet sent. */
  unsent: number
  /** Sent, not yet answered. */
  sending: number
  endsAt: number
  windowMs: number
}

/** A window's count as this process knows it: the shared one, what is on its way there, and what is not sent. */
const counted = (window: SyncedWindow): number => window.shared + window.sending + window.unsent

/**
 * A fixed-window counter kept in this process and added to the shared row now and then. Windows the
 * database answers for are adopted, so every instance's window for a key ends at the same time.
 */
class SyncedStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, SyncedWindow>()
  private planned = false

  constructor(
    private readonly namespace: string,
    private readonly sync: SyncOptions,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const { current, ttlMs } = this.take(key, 1, timeWindow, Infinity)
    callback(null, { current, ttl: ttlMs })
  }

  /**
   * Counts `amount` units of work for `key` when the window's count stays within `max` with them, else
   * counts nothing: refused work was not done, and a client under the limit is never pushed over it by a
   * request it was refused.
   */
  take(key: string, amount: number, timeWindow: number, max: number): WorkTaken {
    const now = Date.now()
    let window = this.windows.get(key)
    if (!window || window.endsAt <= now) {
      // Ended windows go when a new one starts for anyone: the map never holds more than one window's keys.
      if (this.windows.size > 10_000)
        for (const [k, w] of this.windows) if (w.endsAt <= now && w.sending === 0) this.windows.delete(k)
      window = { shared: 0, unsent: 0, sending: 0, endsAt: now + timeWindow, windowMs: timeWindow }
      this.windows.set(key, window)
    }
    const before = counted(window)
    const ttlMs = window.endsAt - now
    if (before + amount > max) return { allowed: false, current: before, ttlMs }
    window.unsent += amount
    if (!this.planned && !this.sync.stopped()) {
      this.planned = true
      this.sync.plan(() => {
        this.planned = false
        this.send()
      })
    }
    return { allowed: true, current: before + amount, ttlMs }
  }

  peek(key: string): { current: number; ttlMs: number } {
    const window = this.windows.get(key)
    const now = Date.now()
    if (!window || window.endsAt <= now) return { current: 0, ttlMs: 0 }
    return { current: counted(window), ttlMs: window.endsAt - now }
  }

  /** Sends what was counted since the last time, and learns the shared counts. */
  private send(): void {
    if (this.sync.stopped()) return
    const sent: [string, SyncedWindow][] = []
    const additions: Addition[] = []
    for (const [key, window] of this.windows) {
      if (window.unsent === 0) continue
      window.sending += window.unsent
      additions.push({ key: storedKey(this.namespace, key), count: window.unsent, windowMs: window.windowMs })
      window.unsent = 0
      sent.push([key, window])
    }
    if (additions.length === 0) return
    this.sync.track(
      addCounts(this.sync.db, additions).then(
        (counts) => {
          const now = Date.now()
          sent.forEach(([key, window], i) => {
            const count = counts.get(additions[i]?.key ?? '')
            window.sending = 0
            // A window that ended here meanwhile starts afresh; the shared row starts its own then.
            if (count === undefined || this.windows.get(key) !== window) return
            window.shared = count.count
            window.endsAt = now + count.ttlMs
          })
        },
        (error: unknown) => {
          // Availability over limiting: the counts stay in this process and go with the next addition.
          for (const [, window] of sent) {
            window.unsent += window.sending
            window.sending = 0
          }
          this.sync.log.warn({ err: error }, 'rate limit sync failed; counts stay in this process for now')
        },
      ),
    )
  }

  child(): FastifyRateLimitStore {
    return new SyncedStore(this.namespace, this.sync)
  }
}

interface SyncOptions {
  db: Db
  log: FastifyBaseLogger
  everyMs: number
  /** Keeps a running addition, so closing waits for it. */
  track: (work: Promise<void>) => void
  /** Runs `send` in `everyMs`, unless the store closes first; `settled` waits for it. */
  plan: (send: () => void) => void
  /** True once the store is closing: no addition starts after it. */
  stopped: () => boolean
}

export function databaseRateLimitStore(
  db: Db,
  log: FastifyBaseLogger,
  opts: { sweepEveryMs?: number; syncEveryMs?: number; inProcess?: readonly string[] } = {},
): DatabaseRateLimitStore {
  const inProcess = opts.inProcess ?? []
  const sweepEveryMs = opts.sweepEveryMs ?? SWEEP_EVERY_MS
  let lastSweep = Date.now()
  let sweeping: Promise<void> = Promise.resolve()
  const syncing = new Set<Promise<void>>()
  /** Additions waiting for their time, each with what cancels it when the store closes. */
  const planned = new Map<Promise<void>, () => void>()
  let closing = false
  const sync: SyncOptions = {
    db,
    log,
    everyMs: opts.syncEveryMs ?? SYNC_EVERY_MS,
    track: (work) => {
      syncing.add(work)
      void work.finally(() => syncing.delete(work))
    },
    plan: (send) => {
      let cancel = () => {}
      const addition = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          send()
          resolve()
        }, sync.everyMs)
        timer.unref()
        cancel = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      planned.set(addition, cancel)
      void addition.then(() => planned.delete(addition))
    },
    stopped: () => closing,
  }
  /** Resolves once nothing planned or running is left, including what started meanwhile. */
  const drained = async () => {
    while (planned.size > 0 || syncing.size > 0) await Promise.all([...planned.keys(), ...syncing])
  }

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
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '')
      const namespace = url ? `${method} ${url}` : ''
      if (url && inProcess.some((prefix) => url.startsWith(prefix))) return new SyncedStore(namespace, sync)
      return new Store(undefined, namespace)
    }
  }

  return {
    Store,
    workCounter: (namespace) => new SyncedStore(`work ${namespace}`, sync),
    settled: async () => {
      await sweeping
      await drained()
    },
    close: async () => {
      closing = true
      for (const cancel of planned.values()) cancel()
      await sweeping
      await drained()
    },
  }
}
