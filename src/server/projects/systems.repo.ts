// Systems: the only Drizzle user of the systems table.
import { and, desc, eq, exists, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { projects, systems } from '../db/schema/index.ts'
import { currentCatalogueVersionSql } from '../catalogue/catalogue.repo.ts'
import { visibleTo } from './projects.repo.ts'
import { piecesOf, READ_BOUND } from '../db/bounded-statements.ts'
import { nextTurn } from '../calculations/time-slices.ts'

export type SystemRow = typeof systems.$inferSelect
export type NewSystem = typeof systems.$inferInsert
type Reader = Db | Tx

// Every column but the stored calculation, the one large value (it grows with the square of the chain): a
// save has just computed it and does not read it back.
const { calculationResults: _calculationResults, ...withoutCalculation } = getTableColumns(systems)
export type SystemRowWithoutCalculation = Omit<SystemRow, 'calculationResults'>

/**
 * Why a save wrote nothing, in one round trip: whether the system exists in `projectId` and the user may see
 * that project (the rule of projects.repo's visibleTo), and the current catalogue version. Undefined for
 * anyone else, who must not learn that the system exists.
 */
export async function findForSave(
  db: Reader,
  userId: string,
  projectId: string,
  systemId: string,
): Promise<{ currentCatalogueVersion: number | null } | undefined> {
  const [row] = await db
    .select({ currentCatalogueVersion: currentCatalogueVersionSql })
    .from(systems)
    .innerJoin(projects, eq(projects.id, systems.projectId))
    .where(and(eq(systems.id, systemId), eq(systems.projectId, projectId), visibleTo(userId)))
  return row
}

/** Of these systems, the ids of those whose project the user may see (author or invited). */
export async function accessibleSystemIds(
  db: Reader,
  userId: string,
  systemIds: readonly string[],
): Promise<string[]> {
  if (systemIds.length === 0) return []
  const rows = await db
    .select({ id: systems.id })
    .from(systems)
    .innerJoin(projects, eq(systems.projectId, projects.id))
    .where(and(inArray(systems.id, [...systemIds]), visibleTo(userId)))
  return rows.map((row) => row.id)
}

/** The systems of these projects, newest first. */
export function listOfProjects(db: Reader, projectIds: readonly string[]): Promise<SystemRow[]> {
  if (projectIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(systems)
    .where(inArray(systems.projectId, [...projectIds]))
    .orderBy(desc(systems.createdAt), desc(systems.id))
}

/**
 * A system's large values as text (its chain, and its stored calculation when `withCalculation`), in bytes: from
 * their stored lengths, without reading the values. What pieces of bounded size are measured by.
 */
export const storedBytes = (withCalculation: boolean) =>
  sql<number>`(octet_length(${systems.items}::text) + ${
    withCalculation ? sql`coalesce(octet_length(${systems.calculationResults}::text), 0)` : sql`0`
  })::int`

/**
 * The systems of one project, newest first, read in pieces of a bounded size (db/bounded-statements.ts) with a
 * turn of the event loop between them: in one statement, a project of 500 systems of 100 products (90 MB with
 * their calculations) held every other request of the embedded database's server for 1.8 s. Read in one read
 * snapshot, so that the pieces agree. `withCalculation` false leaves the stored calculation out (a project file
 * holds none).
 */
export async function systemsOfProjectInPieces(
  db: Reader,
  projectId: string,
  withCalculation: true,
): Promise<SystemRow[]>
export async function systemsOfProjectInPieces(
  db: Reader,
  projectId: string,
  withCalculation: false,
): Promise<SystemRowWithoutCalculation[]>
export async function systemsOfProjectInPieces(
  db: Reader,
  projectId: string,
  withCalculation: boolean,
): Promise<SystemRowWithoutCalculation[]> {
  const sizes = await db
    .select({ id: systems.id, bytes: storedBytes(withCalculation) })
    .from(systems)
    .where(eq(systems.projectId, projectId))
    .orderBy(desc(systems.createdAt), desc(systems.id))
  const rows: SystemRowWithoutCalculation[] = []
  for (const piece of piecesOf(sizes, READ_BOUND)) {
    const ids = piece.map((row) => row.id)
    const read = await db
      .select(withCalculation ? getTableColumns(systems) : withoutCalculation)
      .from(systems)
      .where(inArray(systems.id, ids))
    const byId = new Map(read.map((row) => [row.id, row]))
    for (const id of ids) {
      const row = byId.get(id)
      if (row) rows.push(row)
    }
    await nextTurn()
  }
  return rows
}

/** The systems of these projects without their calculation (the project list's), newest first. */
export function summariesOfProjects(
  db: Reader,
  projectIds: readonly string[],
): Promise<SystemRowWithoutCalculation[]> {
  if (projectIds.length === 0) return Promise.resolve([])
  return db
    .select(withoutCalculation)
    .from(systems)
    .where(inArray(systems.projectId, [...projectIds]))
    .orderBy(desc(systems.createdAt), desc(systems.id))
}

export async function findSystem(db: Reader, systemId: string): Promise<SystemRow | undefined> {
  const [row] = await db.select().from(systems).where(eq(systems.id, systemId))
  return row
}

/**
 * The system of `projectId`, locked FOR UPDATE until the transaction ends (to delete it): a save under way in
 * another session is waited for, and the row read is the one it wrote.
 */
export async function lockSystem(
  db: Reader,
  projectId: string,
  systemId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: systems.id })
    .from(systems)
    .where(and(eq(systems.id, systemId), eq(systems.projectId, projectId)))
    .for('update')
  return row
}

export async function insertSystem(db: Reader, values: NewSystem): Promise<SystemRow> {
  const [row] = await db.insert(systems).values(values).returning()
  if (!row) throw new Error('INSERT_RETURNED_NOTHING')
  return row
}

/** Many systems in one statement (a project file's import), answered in the order given. */
export async function insertSystems(db: Reader, values: readonly NewSystem[]): Promise<SystemRow[]> {
  if (values.length === 0) return []
  return db
    .insert(systems)
    .values([...values])
    .returning()
}

/** Who saves which system, from which version, with which catalogue version of the client's lists. */
export interface SaveTarget {
  userId: string
  projectId: string
  systemId: string
  /** The version the save started from; undefined: written over whatever is stored. */
  version: number | undefined
  /** The catalogue version the client says its items come from; undefined: the current one. */
  clientCatalogueVersion: number | undefined
}

/**
 * A system's content a save writes and a version keeps, beside its items: its details and noise generator,
 * which every save sends, and what it serves, which a save may leave as stored. One list, so that a new
 * column reaches the save, the API's document and the version history together (system-document.ts).
 */
export type SystemDetailColumn =
  | 'name'
  | 'number'
  | 'comment'
  | 'date'
  | 'attenuationConstantType'
  | 'filterCorrectionType'
  | 'inputSoundPowerLevel'
  | 'noiseGeneratorEstimate'
export type SystemServingColumn = 'room' | 'airflow' | 'roomId' | 'outlets'

/** The columns a save sets, the stored calculation among them; a save without a room keeps the stored one. */
export type SavedValues = Required<Pick<NewSystem, SystemDetailColumn | 'calculationResults'>> &
  Pick<NewSystem, SystemServingColumn | 'savedById'> & { items: unknown[] }

/**
 * The system a save may write: in `projectId`, whose project the user may see (the rule of projects.repo's
 * visibleTo), at the version the save started from (any when it does not say).
 */
export const savable = (db: Reader, target: Omit<SaveTarget, 'clientCatalogueVersion'>) =>
  and(
    eq(systems.id, target.systemId),
    eq(systems.projectId, target.projectId),
    target.version === undefined ? undefined : eq(systems.version, target.version),
    exists(
      db
        .select({ one: sql`1` })
        .from(projects)
        .where(and(eq(projects.id, systems.projectId), visibleTo(target.userId))),
    ),
  )

/** What a save does not know until it has written: read back by the update itself. */
const afterSave = {
  id: systems.id,
  projectId: systems.projectId,
  authorId: systems.authorId,
  room: systems.room,
  airflow: systems.airflow,
  roomId: systems.roomId,
  outlets: systems.outlets,
  catalogueVersion: systems.catalogueVersion,
  savedById: systems.savedById,
  version: systems.version,
  createdAt: systems.createdAt,
  updatedAt: systems.updatedAt,
}

/**
 * A save in one statement. It writes only when the system is in `projectId`, the user may see that project
 * (the rule of projects.repo's visibleTo), the stored version is `version`, and the client's catalogue
 * version is not above the current one; undefined otherwise (findForSave then tells which). The catalogue
 * version follows the items: kept when they equal the stored ones (jsonb equality, so key order does not
 * matter), else the client's, else the current one — decided against the row being written. Answers the row
 * but the calculation: the columns it wrote as given, the others read back by the update.
 */
export async function saveAtVersion(
  db: Reader,
  target: SaveTarget,
  values: SavedValues,
): Promise<SystemRowWithoutCalculation | undefined> {
  const client = sql`${target.clientCatalogueVersion ?? null}::integer`
  const [row] = await db
    .update(systems)
    .set({
      ...values,
      catalogueVersion: sql`case when ${systems.items} = ${JSON.stringify(values.items)}::jsonb then ${systems.catalogueVersion} else coalesce(${client}, ${currentCatalogueVersionSql}) end`,
      version: sql`${systems.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(savable(db, target), sql`(${client} is null or ${client} <= ${currentCatalogueVersionSql})`))
    .returning(afterSave)
  if (!row) return undefined
  const {
    calculationResults: _stored,
    room: _room,
    airflow: _airflow,
    roomId: _roomId,
    outlets: _outlets,
    savedById: _savedById,
    ...written
  } = values
  return { ...written, ...row }
}

export async function deleteSystem(db: Reader, systemId: string): Promise<void> {
  await db.delete(systems).where(eq(systems.id, systemId))
}
