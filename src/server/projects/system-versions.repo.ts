// A system's save history (docs/product-rules.md, "Version history"): the only Drizzle user of
// system_versions. A save keeps the version it replaces here, in its own transaction, and drops the oldest
// beyond SYSTEM_VERSIONS_KEPT.
import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import { SYSTEM_VERSIONS_KEPT } from '#contract/api/system-versions.ts'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import {
  deletedProjects,
  deletedProjectSystems,
  deletedRooms,
  deletedSystems,
  rooms,
  systemVersions,
  systems,
  users,
} from '../db/schema/index.ts'
import { savable, type SaveTarget } from './systems.repo.ts'

type Reader = Db | Tx

/**
 * The columns a save writes, as a kept version holds them, read from the live system; every column of the
 * table in its order, as drizzle's insert from a select wants them.
 */
const keptColumns = {
  id: sql<string>`gen_random_uuid()`.as('id'),
  systemId: systems.id,
  version: systems.version,
  savedAt: systems.updatedAt,
  savedById: systems.savedById,
  name: systems.name,
  number: systems.number,
  comment: systems.comment,
  date: systems.date,
  attenuationConstantType: systems.attenuationConstantType,
  filterCorrectionType: systems.filterCorrectionType,
  inputSoundPowerLevel: systems.inputSoundPowerLevel,
  noiseGeneratorEstimate: systems.noiseGeneratorEstimate,
  items: systems.items,
  calculationResults: systems.calculationResults,
  room: systems.room,
  airflow: systems.airflow,
  roomId: systems.roomId,
  outlets: systems.outlets,
  catalogueVersion: systems.catalogueVersion,
}

/**
 * Keeps the version a save is about to replace; called in the save's transaction, before its update. It copies
 * the row only under the save's own conditions (the system in `projectId`, visible to the user, at the version
 * the save started from), and locks it FOR UPDATE: a save under way in another session is waited for, so what
 * is kept is exactly what this save then writes over. When the save writes nothing it throws, and this goes
 * with its rollback. Answers whether a version was kept.
 */
export async function keepReplacedVersion(db: Reader, target: Omit<SaveTarget, 'clientCatalogueVersion'>) {
  const kept = await db
    .insert(systemVersions)
    .select(db.select(keptColumns).from(systems).where(savable(db, target)).for('update', { of: systems }))
    // A version kept already (its number met again): the first copy stays.
    .onConflictDoNothing()
    .returning({ id: systemVersions.id })
  return kept.length > 0
}

/**
 * Keeps the versions that a change of their room link is about to replace, as a save keeps its own: of every
 * system `which` selects, each locked FOR UPDATE as a save locks it, so that the change then writes over exactly
 * what was kept; then drops each one's oldest beyond SYSTEM_VERSIONS_KEPT. Called in the change's transaction,
 * before its update, with the update's own condition (a room's deletion: the systems serving it; its restore:
 * those it links again, rooms/recently-deleted-rooms.repo.ts `relinkedOnRestore`).
 */
export async function keepVersionsRelinked(db: Reader, which: SQL): Promise<void> {
  const kept = await db
    .insert(systemVersions)
    .select(db.select(keptColumns).from(systems).where(which).for('update', { of: systems }))
    .onConflictDoNothing()
    .returning({ systemId: systemVersions.systemId })
  for (const systemId of new Set(kept.map((row) => row.systemId))) await dropOldestVersions(db, systemId)
}

/**
 * A system's restore from Recently deleted that finds the room it served gone puts it back serving none, at a
 * raised version (recently-deleted.repo.ts restoreSystem): this keeps the version it replaces, the system as it
 * was deleted, serving that room, as a save keeps the version it writes over. Called in the restore's
 * transaction after the system is back and before its deletion is forgotten; nothing when the room stayed.
 */
export async function keepVersionBeforeRoomGone(db: Reader, systemId: string): Promise<void> {
  const deletedRoomId = sql`(${deletedSystems.snapshot} ->> 'room_id')::uuid`
  const kept = await db
    .insert(systemVersions)
    .select(
      db
        .select({
          ...keptColumns,
          version: sql<number>`${systems.version} - 1`.as('version'),
          roomId: sql<string>`${deletedRoomId}`.as('room_id'),
        })
        .from(systems)
        .innerJoin(deletedSystems, eq(deletedSystems.id, systems.id))
        .where(
          and(eq(systems.id, systemId), sql`${systems.roomId} is null and ${deletedRoomId} is not null`),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: systemVersions.id })
  if (kept.length > 0) await dropOldestVersions(db, systemId)
}

/** Drops the system's versions beyond the newest SYSTEM_VERSIONS_KEPT. */
export async function dropOldestVersions(db: Reader, systemId: string): Promise<void> {
  const newest = db
    .select({ id: systemVersions.id })
    .from(systemVersions)
    .where(eq(systemVersions.systemId, systemId))
    .orderBy(desc(systemVersions.version))
    .limit(SYSTEM_VERSIONS_KEPT)
  await db
    .delete(systemVersions)
    .where(and(eq(systemVersions.systemId, systemId), notInArray(systemVersions.id, newest)))
}

/** Who saved a version, as member-visible places show people. */
const savedByColumns = { id: users.id, fullName: users.fullName, email: users.email }

/** The system's kept versions, newest first, with who saved each (null when unknown). */
export function versionsOf(db: Reader, systemId: string) {
  return db
    .select({ row: systemVersions, savedBy: savedByColumns })
    .from(systemVersions)
    .leftJoin(users, eq(users.id, systemVersions.savedById))
    .where(eq(systemVersions.systemId, systemId))
    .orderBy(desc(systemVersions.version))
}

/** One kept version of the system, with who saved it; undefined when the system has no such version. */
export async function findVersion(db: Reader, systemId: string, versionId: string) {
  const [found] = await db
    .select({ row: systemVersions, savedBy: savedByColumns })
    .from(systemVersions)
    .leftJoin(users, eq(users.id, systemVersions.savedById))
    .where(and(eq(systemVersions.id, versionId), eq(systemVersions.systemId, systemId)))
  return found
}

/** A room some version served, as `roomsServed` finds it. */
export interface RoomServed {
  name: string | null
  number: string
  inProject: boolean
}

/**
 * The rooms of `roomIds` as versions of a system in `projectId` served them: in the project, else recently
 * deleted from it (its name kept there), else unknown (deleted and purged, or never the project's).
 */
export async function roomsServed(
  db: Reader,
  projectId: string,
  roomIds: readonly string[],
): Promise<Map<string, RoomServed>> {
  const found = new Map<string, RoomServed>()
  if (roomIds.length === 0) return found
  const ids = [...new Set(roomIds)]
  const live = await db
    .select({ id: rooms.id, name: rooms.name, number: rooms.number })
    .from(rooms)
    .where(and(eq(rooms.projectId, projectId), inArray(rooms.id, ids)))
  for (const room of live) found.set(room.id, { name: room.name, number: room.number, inProject: true })
  const gone = ids.filter((id) => !found.has(id))
  if (gone.length === 0) return found
  const deleted = await db
    .select({ id: deletedRooms.id, name: deletedRooms.name, number: deletedRooms.number })
    .from(deletedRooms)
    .where(and(eq(deletedRooms.projectId, projectId), inArray(deletedRooms.id, gone)))
  for (const room of deleted) found.set(room.id, { name: room.name, number: room.number, inProject: false })
  for (const id of gone) if (!found.has(id)) found.set(id, { name: null, number: '', inProject: false })
  return found
}

/**
 * Forgets the deletions that can no longer be restored, projects' and systems', with the histories of the
 * systems they held: one statement, so that what it forgets of the histories is exactly what the deletions it
 * removes say. Two statements let a deletion expire (or a concurrent purge remove it) between them, leaving its
 * histories with nothing that names them, kept for good.
 */
export async function purgeExpiredSystemDeletions(
  db: Reader,
  expiredBefore: ReturnType<typeof sql>,
): Promise<void> {
  await db.execute(sql`
    with expired_projects as (
      delete from ${deletedProjects} where deleted_at < ${expiredBefore} returning id
    ), expired_systems as (
      delete from ${deletedSystems} where deleted_at < ${expiredBefore} returning id
    )
    delete from ${systemVersions} v
    where (v.system_id in (select id from expired_systems)
        or v.system_id in (select k.system_id from ${deletedProjectSystems} k join expired_projects p on k.project_id = p.id))
      -- never the history of a live system, whatever a deletion says
      and not exists (select 1 from ${systems} s where s.id = v.system_id)`)
}
