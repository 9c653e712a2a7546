// Systems: the only Drizzle user of the systems table.
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { projects, systems } from '../db/schema/index.ts'
import { currentCatalogueVersionSql } from '../catalogue/catalogue.repo.ts'
import { visibleTo } from '../projects/projects.repo.ts'

export type SystemRow = typeof systems.$inferSelect
export type NewSystem = typeof systems.$inferInsert
type Reader = Db | Tx

// Every column but the stored calculation, the one large value (it grows with the square of the chain): a
// save has just computed it and does not read it back.
const { calculationResults: _calculationResults, ...withoutCalculation } = getTableColumns(systems)
export type SystemRowWithoutCalculation = Omit<SystemRow, 'calculationResults'>

/**
 * What a save must know before it writes, in one round trip: whether the system exists in `projectId` and
 * the user may see that project (access.ts's rule), and the current catalogue version. Undefined for anyone
 * else, who must not learn that the system exists.
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

/** The systems of these projects, newest first. */
export function listOfProjects(db: Reader, projectIds: readonly string[]): Promise<SystemRow[]> {
  if (projectIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(systems)
    .where(inArray(systems.projectId, [...projectIds]))
    .orderBy(desc(systems.createdAt), desc(systems.id))
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

export async function insertSystem(db: Reader, values: NewSystem): Promise<SystemRow> {
  const [row] = await db.insert(systems).values(values).returning()
  if (!row) throw new Error('INSERT_RETURNED_NOTHING')
  return row
}

/**
 * Writes only when the stored version is `version`; undefined when someone else wrote first. The catalogue
 * version follows the items: kept when they are equal to the stored ones (jsonb equality, so key order does
 * not matter), else `catalogueVersionIfItemsChanged` — decided against the row being written, in the same
 * statement. Answers every column but the calculation, which the caller has in hand.
 */
export async function updateSystemAtVersion(
  db: Reader,
  systemId: string,
  version: number,
  values: Omit<Partial<NewSystem>, 'catalogueVersion' | 'items'> & { items: unknown[] },
  catalogueVersionIfItemsChanged: number | null,
): Promise<SystemRowWithoutCalculation | undefined> {
  const [row] = await db
    .update(systems)
    .set({
      ...values,
      catalogueVersion: sql`case when ${systems.items} = ${JSON.stringify(values.items)}::jsonb then ${systems.catalogueVersion} else ${catalogueVersionIfItemsChanged}::integer end`,
      version: sql`${systems.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(systems.id, systemId), eq(systems.version, version)))
    .returning(withoutCalculation)
  return row
}

export async function deleteSystem(db: Reader, systemId: string): Promise<void> {
  await db.delete(systems).where(eq(systems.id, systemId))
}
