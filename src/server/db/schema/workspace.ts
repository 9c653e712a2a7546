// The only database schema. Columns are snake_case through drizzle's casing option; JSON stays camelCase.
import { sql } from 'drizzle-orm'
import {
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    fullName: text().notNull(),
    email: text().notNull(),
    /** argon2id; null for users who only sign in through single sign-on. */
    passwordHash: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

export const projects = pgTable(
  'projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    number: text().notNull().default(''),
    address: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    contactData: text().notNull().default(''),
    comment: text().notNull().default(''),
    date: timestamp({ withTimezone: true }),
    /** Optimistic concurrency: a write naming an older version is refused. */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('projects_author_idx').on(t.authorId, t.createdAt)],
)

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
)

/** A room of a project: its acoustics and target (contract rooms.ts). Its level is computed on read. */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Its number on the drawings, '' when none (contract rooms.ts). */
    number: text().notNull().default(''),
    /** The preset id the target came from, or null. */
    roomType: text(),
    targetType: text().notNull(),
    targetValue: doublePrecision().notNull(),
    absorptionMode: text().notNull().default('area'),
    absorptionArea: doublePrecision().notNull(),
    volume: doublePrecision().notNull(),
    reverberationTime: doublePrecision().notNull(),
    listenerDistance: doublePrecision().notNull(),
    directivity: integer().notNull().default(2),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('rooms_project_idx').on(t.projectId, t.createdAt)],
)

export const systems = pgTable(
  'systems',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who saved this version (created, saved, copied or restored it); null before 0015 or once the account is gone. */
    savedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull().default(''),
    number: text().notNull().default(''),
    comment: text().notNull().default(''),
    date: timestamp({ withTimezone: true }),
    attenuationConstantType: text().notNull().default('T1'),
    filterCorrectionType: text().notNull().default('AFilter'),
    inputSoundPowerLevel: jsonb().notNull(),
    /** The fan duty the noise generator was estimated from (contract noiseGeneratorEstimate), or null. */
    noiseGeneratorEstimate: jsonb(),
    /** The ordered chain with each product's own copy of its data. */
    items: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The server's calculation of the chain, kept as the text it was written as (json, not jsonb): nothing
     * queries inside it, and parsing 7 kB into jsonb cost a save more than the rest of its statement.
     */
    calculationResults: json(),
    /** The room panel's inputs (contract roomSettings), or null. */
    room: jsonb(),
    /** The system's airflow, l/s: every product's unless the product has its own; null when not set. */
    airflow: doublePrecision(),
    /** The project room it serves; deleting the room detaches the system. */
    roomId: uuid().references(() => rooms.id, { onDelete: 'set null' }),
    /** Identical outlets into that room. */
    outlets: integer().notNull().default(1),
    catalogueVersion: integer(),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('systems_project_idx').on(t.projectId, t.createdAt), index('systems_room_idx').on(t.roomId)],
)
