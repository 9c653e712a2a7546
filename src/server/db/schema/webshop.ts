// Webshop round trip (integrations.md section 3): export resources and external projects the shop creates,
// and every export with its delivery state.
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

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
