// Recently deleted rooms (docs/product-rules.md, "Recently deleted"): the only Drizzle user of deleted_rooms,
// kept and put back as deleted systems are (projects/recently-deleted.repo.ts), the row as PostgreSQL's JSON.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { deletedRooms, rooms, systems, users } from '../db/schema/index.ts'
import {
  accessOf,
  deletionColumns,
  mayRestore,
  replaceEarlier,
  type DeletionRow,
  type RestoreOutcome,
} from '../projects/recently-deleted.repo.ts'
import { putBack } from '../projects/put-back.ts'

type Reader = Db | Tx

/**
 * Keeps the room with the systems that served it (`servedBy`, unlinked by the caller in the same transaction);
 * called before its deletion, with the room locked FOR UPDATE (rooms.repo.ts lockRoom), so that what is kept
 * is what the deletion removes.
 */
export async function keepRoom(
  db: Reader,
  roomId: string,
  servedBy: readonly string[],
  deletedBy: string,
): Promise<void> {
  const served = sql`array[${sql.join(
    servedBy.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`
  await db.execute(sql`
    insert into ${deletedRooms} (id, project_id, name, number, served_by, access_user_ids, deleted_by_id, deleted_by_name, snapshot)
    select r.id, r.project_id, r.name, r.number, ${served}, ${accessOf(sql`r.project_id`)},
      u.id, coalesce(u.full_name, ''), row_to_json(r)
    from ${rooms} r left join ${users} u on u.id = ${deletedBy}
    where r.id = ${roomId}
    ${replaceEarlier('project_id', 'served_by')}`)
}

/** The rooms of this project this user may restore, the latest deletion first. */
export function restorableRooms(
  db: Reader,
  userId: string,
  projectId: string,
): Promise<(DeletionRow & { projectId: string })[]> {
  return db
    .select({ ...deletionColumns(deletedRooms), projectId: deletedRooms.projectId })
    .from(deletedRooms)
    .where(and(eq(deletedRooms.projectId, projectId), mayRestore(deletedRooms, userId)))
    .orderBy(desc(deletedRooms.deletedAt), desc(deletedRooms.id))
}

/** The deleted room of this project this user may restore, locked until the transaction ends; else undefined. */
export async function findRestorableRoom(
  db: Reader,
  userId: string,
  projectId: string,
  roomId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: deletedRooms.id })
    .from(deletedRooms)
    .where(
      and(
        eq(deletedRooms.id, roomId),
        eq(deletedRooms.projectId, projectId),
        mayRestore(deletedRooms, userId),
      ),
    )
    .for('update')
  return row
}

/**
 * The systems a deleted room's restore links to it again: those that served it when it was deleted, are still
 * in its project and serve no room now. One condition for the link and for keeping the versions it replaces
 * (rooms.service.ts, system-versions.repo.ts `keepVersionsRelinked`), so that the two never pick different systems.
 */
export const relinkedOnRestore = (roomId: string) =>
  sql`${systems.roomId} is null and exists (select 1 from ${deletedRooms} d
    where d.id = ${roomId} and ${systems.id} = any(d.served_by) and ${systems.projectId} = d.project_id)`

/**
 * Puts the room back into its project and forgets the deletion. The systems that served it when it was
 * deleted serve it again if they are still in its project and serve no room now (one given another room
 * meanwhile keeps it: that was someone's choice since). Their versions are raised, as when they were unlinked:
 * they no longer hold what that version held. Each is locked by the update, so a save of it under way is
 * waited for and then decides: a system it gave a room stays with that room.
 */
export async function restoreRoom(
  db: Reader,
  roomId: string,
): Promise<Exclude<RestoreOutcome, 'authorGone'>> {
  const row = sql`(select json_build_array(snapshot) from ${deletedRooms} where id = ${roomId})`
  if ((await putBack(db, rooms, row)) === 0) return 'taken'
  await db.execute(sql`
    update ${systems} set room_id = ${roomId}, version = ${systems.version} + 1 where ${relinkedOnRestore(roomId)}`)
  await db.delete(deletedRooms).where(eq(deletedRooms.id, roomId))
  return 'restored'
}
