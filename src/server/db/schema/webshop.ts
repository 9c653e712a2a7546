// Webshop round trip (docs/integrations.md section 1): export resources and external projects the shop
// creates, and every export with its delivery state.
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { authSessions } from './auth.ts'

export const webshopResources = pgTable('webshop_resources', {
  id: uuid().primaryKey().defaultRandom(),
  /** silencer, rectSilencer or whatever the shop sent; null when the shop sent no product. */
  type: text(),
  name: text().notNull().default(''),
  inputAirflow: doublePrecision().notNull().default(0),
  /** Already checked against WEBSHOP_RETURN_ORIGINS (or the default address); null when neither exists. */
  returnUrl: text(),
  productData: jsonb(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const webshopProjects = pgTable('webshop_projects', {
  /** The shop's id of its project (the externalProjectId query parameter). */
  externalProjectId: text().primaryKey(),
  returnUrl: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * The shop's hand-offs to an external project: one per createProject call, redeemed once by the session the
 * shop sent (only the hash is kept: the token travels in the user's address).
 */
export const webshopProjectHandoffs = pgTable(
  'webshop_project_handoffs',
  {
    tokenHash: text().primaryKey(),
    externalProjectId: text()
      .notNull()
      .references(() => webshopProjects.externalProjectId, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The session that redeemed it; a second session is refused. */
    sessionId: uuid().references(() => authSessions.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webshop_project_handoffs_project_idx').on(t.externalProjectId)],
)

/** Sessions the shop sent to its project: only these may bulk-export to it. */
export const webshopProjectSessions = pgTable(
  'webshop_project_sessions',
  {
    externalProjectId: text()
      .notNull()
      .references(() => webshopProjects.externalProjectId, { onDelete: 'cascade' }),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.externalProjectId, t.sessionId] })],
)

export const webshopExports = pgTable(
  'webshop_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** product or systems */
    kind: text().notNull(),
    resourceId: uuid().references(() => webshopResources.id, { onDelete: 'set null' }),
    externalProjectId: text(),
    projectId: uuid(),
    systemIds: jsonb().$type<string[]>(),
    userId: uuid(),
    /** Same request content, same key: a retried export is never recorded or delivered twice. */
    idempotencyKey: text().notNull().unique(),
    payload: jsonb().notNull(),
    /** pending, delivered */
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webshop_exports_due_idx').on(t.state, t.nextAttemptAt),
    index('webshop_exports_project_idx').on(t.externalProjectId),
  ],
)
