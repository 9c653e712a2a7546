// Systems: the only Drizzle user of the systems table.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { systems } from '../db/schema/index.ts'

export type SystemRow = typeof systems.$inferSelect
export type NewSystem = typeof systems.$inferInsert
type Reader = Db | Tx

export function listOfProjects(db: Reader, projectIds: readonly string[]): Promise<SystemRow[]> {
  if (projectIds.length === 0) return Promise.resolve([])
  return db
    .select()
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

/** Writes only when the stored version is `version`; undefined when someone else wrote first. */
export async function updateSystemAtVersion(
  db: Reader,
  systemId: string,
  version: number,
  values: Partial<NewSystem>,
): Promise<SystemRow | undefined> {
  const [row] = await db
    .update(systems)
    .set({ ...values, version: sql`${systems.version} + 1`, updatedAt: new Date() })
    .where(and(eq(systems.id, systemId), eq(systems.version, version)))
    .returning()
  return row
}

export async function deleteSystem(db: Reader, systemId: string): Promise<void> {
  await db.delete(systems).where(eq(systems.id, systemId))
}
