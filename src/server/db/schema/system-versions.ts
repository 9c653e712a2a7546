// A system's save history (docs/product-rules.md, "Version history"): each save keeps the version it replaces,
// the last SYSTEM_VERSIONS_KEPT of them per system. Only src/server/projects/system-versions.repo.ts reads and
// writes it.
import {
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  doublePrecision,
} from 'drizzle-orm/pg-core'
import { users } from './workspace.ts'

/**
 * An earlier version of a system: the columns a save writes, as they were. No foreign key to the system (nor to
 * the room it served): a system moved to Recently deleted keeps its history and gets it back with its restore;
 * the history goes when the deletion is purged (recently-deleted.repo.ts).
 */
export const systemVersions = pgTable(
  'system_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    systemId: uuid().notNull(),
    /** The system's version number this was. */
    version: integer().notNull(),
    /** When it was saved (the system's updated_at then). */
    savedAt: timestamp({ withTimezone: true }).notNull(),
    /** Who saved it; null when unknown (saved before histories were kept) or the account is gone. */
    savedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    number: text().notNull(),
    comment: text().notNull(),
    date: timestamp({ withTimezone: true }),
    attenuationConstantType: text().notNull(),
    filterCorrectionType: text().notNull(),
    inputSoundPowerLevel: jsonb().notNull(),
    noiseGeneratorEstimate: jsonb(),
    items: jsonb().notNull(),
    /** As the system stored it (stored-calculation.ts), copied as text. */
    calculationResults: json(),
    room: jsonb(),
    airflow: doublePrecision(),
    roomId: uuid(),
    outlets: integer().notNull(),
    catalogueVersion: integer(),
  },
  (t) => [
    uniqueIndex('system_versions_system_version_idx').on(t.systemId, t.version),
    index('system_versions_saved_by_idx').on(t.savedById),
  ],
)
