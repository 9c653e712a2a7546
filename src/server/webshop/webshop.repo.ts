// The only Drizzle user of the webshop tables: resources, shop projects and their hand-offs and sessions, and
// the recorded exports, which are also the delivery worker's queue.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import {
  webshopExports,
  webshopProjectHandoffs,
  webshopProjects,
  webshopProjectSessions,
  webshopResources,
} from '../db/schema/index.ts'

type Reader = Db | Tx

export type ExportRow = typeof webshopExports.$inferSelect
export type NewExport = typeof webshopExports.$inferInsert
export type ResourceRow = typeof webshopResources.$inferSelect
export type ExternalProjectRow = typeof webshopProjects.$inferSelect
export type HandoffRow = typeof webshopProjectHandoffs.$inferSelect

export async function insertResource(
  db: Reader,
  values: typeof webshopResources.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(webshopResources).values(values).returning({ id: webshopResources.id })
  if (!row) throw new Error('INSERT_RETURNED_NOTHING')
  return row.id
}

export async function findResource(db: Reader, id: string): Promise<ResourceRow | undefined> {
  const [row] = await db.select().from(webshopResources).where(eq(webshopResources.id, id))
  return row
}

/** Creates the shop project, or gives an existing one the new return address. */
export async function upsertExternalProject(
  db: Reader,
  externalProjectId: string,
  returnUrl: string | null,
): Promise<void> {
  await db
    .insert(webshopProjects)
    .values({ externalProjectId, returnUrl })
    .onConflictDoUpdate({ target: webshopProjects.externalProjectId, set: { returnUrl } })
}

export async function findExternalProject(
  db: Reader,
  externalProjectId: string,
): Promise<ExternalProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(webshopProjects)
    .where(eq(webshopProjects.externalProjectId, externalProjectId))
  return row
}

export async function insertHandoff(
  db: Reader,
  values: { tokenHash: string; externalProjectId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(webshopProjectHandoffs).values(values)
}

/** The hand-off of this shop project, locked until the transaction ends (two tabs redeem it one at a time). */
export async function lockHandoff(
  tx: Tx,
  tokenHash: string,
  externalProjectId: string,
): Promise<HandoffRow | undefined> {
  const [row] = await tx
    .select()
    .from(webshopProjectHandoffs)
    .where(
      and(
        eq(webshopProjectHandoffs.tokenHash, tokenHash),
        eq(webshopProjectHandoffs.externalProjectId, externalProjectId),
      ),
    )
    .for('update')
  return row
}

export async function redeemHandoff(db: Reader, tokenHash: string, sessionId: string, now: Date) {
  await db
    .update(webshopProjectHandoffs)
    .set({ sessionId, redeemedAt: now })
    .where(eq(webshopProjectHandoffs.tokenHash, tokenHash))
}

/** Remembers that the shop sent this session to its project (again is a no-op). */
export async function linkSession(db: Reader, externalProjectId: string, sessionId: string): Promise<void> {
  await db.insert(webshopProjectSessions).values({ externalProjectId, sessionId }).onConflictDoNothing()
}

export async function isSessionOfProject(
  db: Reader,
  externalProjectId: string,
  sessionId: string,
): Promise<boolean> {
  const [link] = await db
    .select({ at: webshopProjectSessions.createdAt })
    .from(webshopProjectSessions)
    .where(
      and(
        eq(webshopProjectSessions.externalProjectId, externalProjectId),
        eq(webshopProjectSessions.sessionId, sessionId),
      ),
    )
  return link !== undefined
}

/** The project of the user's newest systems export to the shop project, if any. */
export async function lastExportedProjectId(
  db: Reader,
  userId: string,
  externalProjectId: string,
): Promise<string | null> {
  const [last] = await db
    .select({ projectId: webshopExports.projectId })
    .from(webshopExports)
    .where(
      and(
        eq(webshopExports.kind, 'systems'),
        eq(webshopExports.externalProjectId, externalProjectId),
        eq(webshopExports.userId, userId),
      ),
    )
    .orderBy(desc(webshopExports.createdAt))
    .limit(1)
  return last?.projectId ?? null
}

/** Every system id exported to the shop project by anyone, each once. */
export async function exportedSystemIds(db: Reader, externalProjectId: string): Promise<string[]> {
  const exports = await db
    .select({ systemIds: webshopExports.systemIds })
    .from(webshopExports)
    .where(and(eq(webshopExports.kind, 'systems'), eq(webshopExports.externalProjectId, externalProjectId)))
  return [...new Set(exports.flatMap((e) => e.systemIds ?? []))]
}

/** Records an export once per idempotency key: the new row, or the one recorded before with the same key. */
export async function recordExport(
  tx: Tx,
  values: NewExport & { idempotencyKey: string },
): Promise<ExportRow> {
  const [inserted] = await tx
    .insert(webshopExports)
    .values(values)
    .onConflictDoNothing({ target: webshopExports.idempotencyKey })
    .returning()
  if (inserted) return inserted
  const [existing] = await tx
    .select()
    .from(webshopExports)
    .where(eq(webshopExports.idempotencyKey, values.idempotencyKey))
  if (!existing) throw new Error('EXPORT_RECORD_MISSING')
  return existing
}

export function exportsOf(
  db: Reader,
  filter: { resourceId?: string; externalProjectId?: string },
): Promise<ExportRow[]> {
  if (filter.resourceId) {
    return db.select().from(webshopExports).where(eq(webshopExports.resourceId, filter.resourceId))
  }
  return db
    .select()
    .from(webshopExports)
    .where(inArray(webshopExports.externalProjectId, [filter.externalProjectId ?? '']))
}

// The delivery queue (delivery.ts). Times are the database's `now()`, so instances with skewed clocks agree.

/** The pending export whose attempt is due first, if any. */
export async function nextDueExportId(db: Reader): Promise<string | undefined> {
  const [due] = await db
    .select({ id: webshopExports.id })
    .from(webshopExports)
    .where(and(eq(webshopExports.state, 'pending'), lte(webshopExports.nextAttemptAt, sql`now()`)))
    .orderBy(asc(webshopExports.nextAttemptAt))
    .limit(1)
  return due?.id
}

/**
 * Claims a due export: counts the attempt and moves its next attempt `leaseMs` ahead, so no other instance
 * takes it meanwhile. Undefined when another instance claimed it first or it is no longer due.
 */
export async function claimExport(db: Reader, id: string, leaseMs: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .update(webshopExports)
    .set({
      attempts: sql`${webshopExports.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'`,
    })
    .where(
      and(
        eq(webshopExports.id, id),
        eq(webshopExports.state, 'pending'),
        lte(webshopExports.nextAttemptAt, sql`now()`),
      ),
    )
    .returning()
  return row
}

export async function markDelivered(db: Reader, id: string): Promise<void> {
  await db
    .update(webshopExports)
    .set({ state: 'delivered', deliveredAt: sql`now()`, lastError: null })
    .where(eq(webshopExports.id, id))
}

export async function scheduleRetry(db: Reader, id: string, error: string, delayMs: number): Promise<void> {
  await db
    .update(webshopExports)
    .set({
      lastError: error,
      nextAttemptAt: sql`now() + ${delayMs}::double precision * interval '1 millisecond'`,
    })
    .where(eq(webshopExports.id, id))
}
