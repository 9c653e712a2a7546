// Rate-limit counters: the only Drizzle user of the rate_limits table. Time is the database's clock, the
// one clock every instance on one PostgreSQL shares.
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'

export interface Count {
  /** Requests in the current window, this one included. */
  count: number
  /** Milliseconds until the window ends. */
  ttlMs: number
}

/**
 * Counts one request under `key` in one statement: a new row, one more in a running window, or 1 in a
 * new window when the old one has ended. The row lock of the upsert makes parallel calls, from any
 * instance, count one after the other without a transaction of our own.
 */
export async function incrementCount(db: Db, key: string, windowMs: number): Promise<Count> {
  const ended = sql`${rateLimits.windowEnd} <= now()`
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      windowEnd: sql`now() + ${windowMs}::double precision * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        windowEnd: sql`case when ${ended} then excluded.window_end else ${rateLimits.windowEnd} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimits.windowEnd} - now()) * 1000)::double precision`,
    })
  if (!row) throw new Error('UPSERT_RETURNED_NOTHING')
  return { count: row.count, ttlMs: Math.max(0, row.ttlMs) }
}

export interface Addition {
  key: string
  /** Requests counted elsewhere since the last addition. */
  count: number
  windowMs: number
}

/**
 * Adds the counts of several keys in one statement, each as `incrementCount` adds one: to the running
 * window, or as the first requests of a new one. Answers each key's shared count after the addition.
 */
export async function addCounts(db: Db, additions: readonly Addition[]): Promise<Map<string, Count>> {
  if (additions.length === 0) return new Map()
  const ended = sql`${rateLimits.windowEnd} <= now()`
  const rows = await db
    .insert(rateLimits)
    .values(
      additions.map((a) => ({
        key: a.key,
        count: a.count,
        windowEnd: sql`now() + ${a.windowMs}::double precision * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then excluded.count else ${rateLimits.count} + excluded.count end`,
        windowEnd: sql`case when ${ended} then excluded.window_end else ${rateLimits.windowEnd} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimits.windowEnd} - now()) * 1000)::double precision`,
    })
  return new Map(rows.map((r) => [r.key, { count: r.count, ttlMs: Math.max(0, r.ttlMs) }]))
}

/** Deletes the rows whose window has ended (the index on window_end finds them); an ended row counts as none. */
export async function deleteEnded(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEnd, sql`now()`))
}

/** The count of `key` in its running window; 0 when it has none or it has ended. */
export async function readCount(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEnd, sql`now()`)))
  return row?.count ?? 0
}

/** Forgets `key`'s count (a success ends a run of failures). */
export async function deleteCount(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
