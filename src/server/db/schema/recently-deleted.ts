// Recently deleted projects, systems and rooms (docs/product-rules.md, "Recently deleted"): what a delete
// removed from the live tables, kept aside for 30 days so that it can be put back under its own ids. The live
// tables know nothing of it; only src/server/projects/recently-deleted.repo.ts reads and writes these.
import { index, integer, json, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './workspace.ts'

const deletion = {
  /** The author and the invited users when it was deleted: only they may see and restore it. */
  accessUserIds: uuid().array().notNull(),
  deletedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  /** As the list shows it, kept with the deletion so that it reads the same whatever becomes of the account. */
  deletedByName: text().notNull(),
  deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}

/**
 * A deleted project. `snapshot` is `{project, members, rooms}`, each row as PostgreSQL's row_to_json wrote it
 * (json, not jsonb: a system's stored calculation keeps its text), so a restore puts back every column, the ones
 * added after the deletion taking their defaults. Its systems are kept row by row in deletedProjectSystems.
 */
export const deletedProjects = pgTable(
  'deleted_projects',
  {
    /** The project's own id. */
    id: uuid().primaryKey(),
    name: text().notNull(),
    number: text().notNull(),
    systemCount: integer().notNull(),
    ...deletion,
    snapshot: json().notNull(),
  },
  (t) => [
    index('deleted_projects_deleted_at_idx').on(t.deletedAt),
    index('deleted_projects_access_idx').using('gin', t.accessUserIds),
  ],
)

/**
 * The systems of a deleted project, each row as row_to_json wrote it, and the size of that text. One row each
 * rather than one array in the project's snapshot: every reading of a json value parses all of it, and a project
 * of 500 systems of 100 products is a 60 MB snapshot, which PGlite parsed in the server's one thread for each
 * part a restore read (7 s with every other request waiting); a row each is kept and put back in small
 * statements. Gone with the deletion.
 */
export const deletedProjectSystems = pgTable(
  'deleted_project_systems',
  {
    projectId: uuid()
      .notNull()
      .references(() => deletedProjects.id, { onDelete: 'cascade' }),
    systemId: uuid().notNull(),
    row: json().notNull(),
    bytes: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.systemId] })],
)

/**
 * A system deleted on its own; `snapshot` is its row. No foreign key to its project: the project may be deleted
 * and restored in turn, and its deleted systems come back with it.
 */
export const deletedSystems = pgTable(
  'deleted_systems',
  {
    /** The system's own id. */
    id: uuid().primaryKey(),
    projectId: uuid().notNull(),
    name: text().notNull(),
    number: text().notNull(),
    ...deletion,
    snapshot: json().notNull(),
  },
  (t) => [
    index('deleted_systems_project_idx').on(t.projectId, t.deletedAt),
    index('deleted_systems_deleted_at_idx').on(t.deletedAt),
  ],
)

/**
 * A room deleted on its own; `snapshot` is its row. `servedBy`: the systems that served it then, which a restore
 * has serve it again where they still can. No foreign key to its project, as for a deleted system.
 */
export const deletedRooms = pgTable(
  'deleted_rooms',
  {
    /** The room's own id. */
    id: uuid().primaryKey(),
    projectId: uuid().notNull(),
    name: text().notNull(),
    /** '' for a room deleted before rooms had numbers, as its snapshot restores it. */
    number: text().notNull().default(''),
    servedBy: uuid().array().notNull(),
    ...deletion,
    snapshot: json().notNull(),
  },
  (t) => [
    index('deleted_rooms_project_idx').on(t.projectId, t.deletedAt),
    index('deleted_rooms_deleted_at_idx').on(t.deletedAt),
  ],
)
