// Projects, members and system references: the only Drizzle user of the workspace tables for projects.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { projectMembers, projects, systems, users } from '../db/schema/index.ts'
import type { Person } from '../users/users.repo.ts'

export type ProjectRow = typeof projects.$inferSelect
export type NewProject = typeof projects.$inferInsert
export interface SystemRefRow {
  id: string
  projectId: string
  name: string
  number: string
  createdAt: Date
  updatedAt: Date
}

type Reader = Db | Tx

const isMember = (userId: string) =>
  sql<boolean>`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${userId})`

/**
 * The rule itself, as a condition on `projects`: the user wrote the project or was invited to it. Every query
 * that decides whether a user may see a project or its systems uses it (access.ts throws the 404).
 */
export const visibleTo = (userId: string) => or(eq(projects.authorId, userId), isMember(userId))

/** The projects a user wrote or was invited to, newest first; a page of them when `limit` is given. */
export function listAccessible(
  db: Reader,
  userId: string,
  page: { limit?: number; afterId?: string } = {},
): Promise<ProjectRow[]> {
  // Keyset on the order's own columns, read from the row itself (the database keeps microseconds, which a
  // JS date would round): a project created meanwhile neither repeats nor skips a row.
  const afterStart = page.afterId
    ? sql`(${projects.createdAt}, ${projects.id}) < (select a.created_at, a.id from ${projects} a where a.id = ${page.afterId})`
    : undefined
  const query = db
    .select()
    .from(projects)
    .where(and(visibleTo(userId), afterStart))
    .orderBy(desc(projects.createdAt), desc(projects.id))
  return page.limit === undefined ? query : query.limit(page.limit)
}

/** How a transaction holds a project it has found: against its deletion, or to delete it. */
export type ProjectLock = 'key share' | 'no key update' | 'update'

/**
 * The project if the user may see it; undefined for anyone else (who must not learn that it exists). `lock`:
 * in a transaction, the row is held until the transaction ends, FOR KEY SHARE (the lock a foreign key to it
 * takes: a deletion under way is waited for, and then the project is not there), FOR NO KEY UPDATE (a create
 * that counts the project's systems or rooms against their quota: a second such create waits, quotas.ts) or
 * FOR UPDATE (to delete it: every write that holds it is waited for).
 */
export async function findAccessible(
  db: Reader,
  userId: string,
  projectId: string,
  lock?: ProjectLock,
): Promise<ProjectRow | undefined> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleTo(userId)))
  const [row] = lock ? await query.for(lock) : await query
  return row
}

export async function insertProject(db: Reader, values: NewProject): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning()
  if (!row) throw new Error('INSERT_RETURNED_NOTHING')
  return row
}

/**
 * Writes only when the stored version is `version` (always when it is undefined); undefined when someone else
 * wrote first.
 */
export async function updateProjectAtVersion(
  db: Reader,
  projectId: string,
  version: number | undefined,
  values: Partial<NewProject>,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...values, version: sql`${projects.version} + 1`, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), version === undefined ? undefined : eq(projects.version, version)))
    .returning()
  return row
}

export async function deleteProject(db: Reader, projectId: string): Promise<void> {
  await db.delete(projects).where(eq(projects.id, projectId))
}

/** Invited users per project, in the order they were invited. */
export async function membersOf(db: Reader, projectIds: readonly string[]): Promise<Map<string, Person[]>> {
  const result = new Map<string, Person[]>()
  if (projectIds.length === 0) return result
  const rows = await db
    .select({
      projectId: projectMembers.projectId,
      id: users.id,
      email: users.email,
      fullName: users.fullName,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, [...projectIds]))
    .orderBy(projectMembers.createdAt)
  for (const { projectId, ...person } of rows)
    result.set(projectId, [...(result.get(projectId) ?? []), person])
  return result
}

export async function systemRefsOf(
  db: Reader,
  projectIds: readonly string[],
): Promise<Map<string, SystemRefRow[]>> {
  const result = new Map<string, SystemRefRow[]>()
  if (projectIds.length === 0) return result
  const rows = await db
    .select({
      id: systems.id,
      projectId: systems.projectId,
      name: systems.name,
      number: systems.number,
      createdAt: systems.createdAt,
      updatedAt: systems.updatedAt,
    })
    .from(systems)
    .where(inArray(systems.projectId, [...projectIds]))
    .orderBy(desc(systems.createdAt), desc(systems.id))
  for (const row of rows) result.set(row.projectId, [...(result.get(row.projectId) ?? []), row])
  return result
}

export async function addMember(db: Reader, projectId: string, userId: string): Promise<boolean> {
  const rows = await db.insert(projectMembers).values({ projectId, userId }).onConflictDoNothing().returning()
  return rows.length > 0
}

export async function removeMember(db: Reader, projectId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning()
  return rows.length > 0
}
