// Rate-limit counters (docs/operations.md, "Several instances on PostgreSQL"): kept in the database so that
// every instance on one PostgreSQL counts the same requests; @fastify/rate-limit reaches them through
// src/server/rate-limits/store.ts.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** A hash of the limit and the client's key: no address or e-mail address is stored or backed up. */
    key: text().primaryKey(),
    /** Requests in the current window, the one that went over the limit included. */
    count: integer().notNull(),
    /** The first request after it starts a new window; ended rows are swept now and then. */
    windowEnd: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_end_idx').on(t.windowEnd)],
)
