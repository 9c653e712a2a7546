// What one account may keep (docs/product-rules.md, "Storage quotas"): projects per user, systems and rooms
// per project. Recently deleted ones count until they are purged, since they take space as long as a live one:
// otherwise deleting and creating again would fill the disk as surely as creating alone. Checked inside the
// create's own transaction, under a lock that two creates of the same owner or project cannot both hold, so
// that two parallel creates cannot both take the last place; past a quota, 422 and nothing is written.
import { sql, type SQL } from 'drizzle-orm'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import { QuotaRefusal, quotaField, type QuotaKind, type QuotaNumbers } from '#contract/api/quotas.ts'
import { AppError } from '../http/app-error.ts'
import type { Tx } from '../db/transaction.ts'
import {
  deletedProjects,
  deletedRooms,
  deletedSystems,
  projects,
  rooms,
  systems,
  users,
} from '../db/schema/index.ts'

/** The installation's quotas (README.md, "Configuration"). */
export interface Quotas {
  projectsPerUser: number
  systemsPerProject: number
  roomsPerProject: number
}

/** Refuses `requested` more when it does not fit; the detail carries the numbers for the client to name. */
function ensureFits(kind: QuotaKind, numbers: QuotaNumbers): void {
  const { limit, requested, existing } = numbers
  if (existing + requested <= limit) return
  throw new AppError(422, 'VALIDATION_ERROR', QuotaRefusal[kind], [
    { field: quotaField(kind), message: `${QuotaRefusal[kind]} (${limit})`, ...numbers },
  ])
}

/** Deletions that can still be restored; older ones are purged by the next delete or list, and count no more. */
const restorable = sql`deleted_at > now() - interval '${sql.raw(String(RESTORABLE_DAYS))} days'`

async function countOf(tx: Tx, query: SQL): Promise<number> {
  // Both drivers answer raw queries with { rows }; drizzle's type for it differs per driver.
  const result: unknown = await tx.execute(query)
  return Number((result as { rows: { n: number | string }[] }).rows[0]?.n ?? 0)
}

/**
 * Refuses when the owner's projects, live and recently deleted, and `adding` more would pass the quota. The
 * owner's account row is held (FOR NO KEY UPDATE, which the projects' foreign key to it does not wait for)
 * until the transaction ends, so a second create of the same owner counts after this one. A restore adds 0:
 * what it puts back is counted already, and it is refused only when the quota was lowered below the count.
 * `kind` says whose count is full: 'authorProjects' when an invited user restores the author's project.
 */
export async function ensureProjectPlaces(
  tx: Tx,
  quotas: Quotas,
  ownerId: string,
  adding: number,
  kind: 'projects' | 'authorProjects' = 'projects',
): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where id = ${ownerId} for no key update`)
  const live = await countOf(tx, sql`select count(*)::int as n from ${projects} where author_id = ${ownerId}`)
  // The GIN index on the access list finds the deletions the owner may see; the snapshot says whose they are.
  const deleted = await countOf(
    tx,
    sql`select count(*)::int as n from ${deletedProjects}
      where access_user_ids @> array[${ownerId}]::uuid[] and snapshot->'project'->>'author_id' = ${ownerId}
      and ${restorable}`,
  )
  ensureFits(kind, { limit: quotas.projectsPerUser, requested: adding, existing: live + deleted })
}

/** The author of a recently deleted project, whose quota its restore counts in; undefined when none. */
export async function deletedProjectAuthor(tx: Tx, projectId: string): Promise<string | undefined> {
  const result: unknown = await tx.execute(
    sql`select snapshot->'project'->>'author_id' as author from ${deletedProjects} where id = ${projectId}`,
  )
  return (result as { rows: { author: string | null }[] }).rows[0]?.author ?? undefined
}

const parts = {
  systems: { live: systems, deleted: deletedSystems, quota: (q: Quotas) => q.systemsPerProject },
  rooms: { live: rooms, deleted: deletedRooms, quota: (q: Quotas) => q.roomsPerProject },
} as const

/**
 * Refuses when the project's systems or rooms, live and recently deleted, and `adding` more would pass the
 * quota. The project row must be held FOR NO KEY UPDATE by the caller (access.ts, holdProject): the lock that
 * makes a second create in the same project count after this one.
 */
export async function ensurePlacesInProject(
  tx: Tx,
  quotas: Quotas,
  kind: keyof typeof parts,
  projectId: string,
  adding: number,
): Promise<void> {
  const part = parts[kind]
  const live = await countOf(
    tx,
    sql`select count(*)::int as n from ${part.live} where project_id = ${projectId}`,
  )
  const deleted = await countOf(
    tx,
    sql`select count(*)::int as n from ${part.deleted} where project_id = ${projectId} and ${restorable}`,
  )
  ensureFits(kind, { limit: part.quota(quotas), requested: adding, existing: live + deleted })
}
