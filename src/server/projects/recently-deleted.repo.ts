// Recently deleted projects and systems (docs/product-rules.md, "Recently deleted"): the one place that copies
// rows between deleted_projects (with deleted_project_systems, a deleted project's systems a row each),
// deleted_systems and the live tables (the purge forgets the expired ones with
// their systems' histories in system-versions.repo.ts, in one statement); deleted rooms are kept with the same
// means (rooms/recently-deleted-rooms.repo.ts), and purged here with the rest. The copies are made and put back by PostgreSQL itself (row_to_json, json_populate_recordset), so every
// column keeps its exact value and type, microseconds and a stored calculation's text included.
import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import { nextTurn } from '../calculations/time-slices.ts'
import {
  columnsNamed,
  insertFrom,
  putBack,
  rowsOf,
  slicesOf,
  type PutBackOptions,
  type Reader,
} from './put-back.ts'
import { keepVersionBeforeRoomGone, purgeExpiredSystemDeletions } from './system-versions.repo.ts'
import { storedBytes } from './systems.repo.ts'
import {
  deletedProjects,
  deletedProjectSystems,
  deletedRooms,
  deletedSystems,
  projectMembers,
  projects,
  rooms,
  systems,
  users,
} from '../db/schema/index.ts'

/** Deletions after this moment can still be restored: measured by the database's clock, as every instance's. */
const restorableSince = sql`now() - interval '${sql.raw(String(RESTORABLE_DAYS))} days'`

/** Whoever had access when it was deleted: the project's author and its invited users. */
export const accessOf = (projectId: SQL) =>
  sql`array(select a.author_id from ${projects} a where a.id = ${projectId} union select m.user_id from ${projectMembers} m where m.project_id = ${projectId})`

/** A later deletion of the same id (after a restore) replaces the earlier one; `ownColumns`: the table's own. */
export const replaceEarlier = (...ownColumns: string[]) =>
  sql`on conflict (id) do update set name = excluded.name,
    access_user_ids = excluded.access_user_ids, deleted_by_id = excluded.deleted_by_id,
    deleted_by_name = excluded.deleted_by_name, deleted_at = excluded.deleted_at, snapshot = excluded.snapshot,
    ${sql.join(
      ownColumns.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
      sql`, `,
    )}`

/**
 * Keeps the project with its members, rooms and systems; called in the delete's transaction, before it, with
 * the project locked FOR UPDATE (so no row can be added to it). Its rows are locked first, rooms before systems
 * (the order a system's save holds them in, so that neither waits for the other in a circle): a save of one
 * under way in another session is waited for and kept as it wrote it, and a later one waits for the deletion
 * and then finds nothing. Read before the locks, what was kept missed the writes that committed meanwhile.
 * The systems are kept a row each (deletedProjectSystems), in statements of a bounded size.
 */
export async function keepProject(db: Reader, projectId: string, deletedBy: string): Promise<void> {
  for (const table of [rooms, systems, projectMembers])
    await db.execute(sql`select 1 from ${table} where project_id = ${projectId} for update`)
  await db.execute(sql`
    insert into ${deletedProjects} (id, name, number, system_count, access_user_ids, deleted_by_id, deleted_by_name, snapshot)
    select p.id, p.name, p.number,
      (select count(*)::int from ${systems} s where s.project_id = p.id),
      ${accessOf(sql`p.id`)},
      u.id, coalesce(u.full_name, ''),
      json_build_object(
        'project', row_to_json(p),
        'members', (select coalesce(json_agg(m), '[]'::json) from ${projectMembers} m where m.project_id = p.id),
        'rooms', (select coalesce(json_agg(r), '[]'::json) from ${rooms} r where r.project_id = p.id))
    from ${projects} p left join ${users} u on u.id = ${deletedBy}
    where p.id = ${projectId}
    ${replaceEarlier('number', 'system_count')}`)
  // An earlier deletion of the project (restored since) kept its systems as they were then.
  await db.delete(deletedProjectSystems).where(eq(deletedProjectSystems.projectId, projectId))
  const sizes = await db
    .select({ id: systems.id, bytes: storedBytes(true) })
    .from(systems)
    .where(eq(systems.projectId, projectId))
    .orderBy(systems.id)
  for (const [first, last] of slicesOf(sizes)) {
    await db.execute(sql`
      insert into ${deletedProjectSystems} (project_id, system_id, row, bytes)
      select s.project_id, s.id, row_to_json(s), octet_length(row_to_json(s)::text)
      from ${systems} s where s.project_id = ${projectId} and s.id between ${first} and ${last}`)
    await nextTurn()
  }
}

/**
 * Keeps the system; called in the delete's transaction, before it, with the system locked FOR UPDATE
 * (systems.repo.ts lockSystem), so that what is kept is what the deletion removes.
 */
export async function keepSystem(db: Reader, systemId: string, deletedBy: string): Promise<void> {
  await db.execute(sql`
    insert into ${deletedSystems} (id, project_id, name, number, access_user_ids, deleted_by_id, deleted_by_name, snapshot)
    select s.id, s.project_id, s.name, s.number, ${accessOf(sql`s.project_id`)},
      u.id, coalesce(u.full_name, ''), row_to_json(s)
    from ${systems} s left join ${users} u on u.id = ${deletedBy}
    where s.id = ${systemId}
    ${replaceEarlier('number', 'project_id')}`)
}

/** Forgets what can no longer be restored; the deletion-time indexes make it cheap. */
export async function purgeExpired(db: Reader): Promise<void> {
  // The systems' histories with the deletions that say which systems they held, in one statement.
  await purgeExpiredSystemDeletions(db, restorableSince)
  await db.delete(deletedRooms).where(lt(deletedRooms.deletedAt, restorableSince))
}

type DeletionTable = typeof deletedProjects | typeof deletedSystems | typeof deletedRooms

/** Whether this user could see it when it was deleted, and it is still within its restore period. */
export const mayRestore = (table: DeletionTable, userId: string) =>
  and(sql`${table.accessUserIds} @> array[${userId}::uuid]`, gt(table.deletedAt, restorableSince))

/** What every list of deletions shows of one. */
export const deletionColumns = (table: DeletionTable) => ({
  id: table.id,
  name: table.name,
  number: table.number,
  deletedById: table.deletedById,
  deletedByName: table.deletedByName,
  deletedAt: table.deletedAt,
})

export interface DeletionRow {
  id: string
  name: string
  number: string
  deletedById: string | null
  deletedByName: string
  deletedAt: Date
}

/** The projects this user may restore, the latest deletion first. */
export function restorableProjects(
  db: Reader,
  userId: string,
): Promise<(DeletionRow & { systemCount: number })[]> {
  return db
    .select({ ...deletionColumns(deletedProjects), systemCount: deletedProjects.systemCount })
    .from(deletedProjects)
    .where(mayRestore(deletedProjects, userId))
    .orderBy(desc(deletedProjects.deletedAt), desc(deletedProjects.id))
}

/** The systems of this project this user may restore, the latest deletion first. */
export function restorableSystems(
  db: Reader,
  userId: string,
  projectId: string,
): Promise<(DeletionRow & { projectId: string })[]> {
  return db
    .select({ ...deletionColumns(deletedSystems), projectId: deletedSystems.projectId })
    .from(deletedSystems)
    .where(and(eq(deletedSystems.projectId, projectId), mayRestore(deletedSystems, userId)))
    .orderBy(desc(deletedSystems.deletedAt), desc(deletedSystems.id))
}

/**
 * Puts a deleted project's systems back (putBack's way) in statements of a bounded size, with a turn of the event
 * loop between them (on PostgreSQL other requests are served meanwhile; on PGlite, whose one session is this
 * transaction's, at least those that need no database). Answers how many went back of how many were kept.
 */
async function putBackSystems(
  db: Reader,
  projectId: string,
  options: PutBackOptions,
): Promise<{ back: number; of: number }> {
  const sizes = await rowsOf<{ id: string; bytes: number }>(
    db,
    sql`select system_id as id, bytes from ${deletedProjectSystems} where project_id = ${projectId} order by system_id`,
  )
  const [firstRow] = sizes
  if (!firstRow) return { back: 0, of: 0 }
  // Every row was written by row_to_json of one table in one deletion: the first one's keys are all of theirs.
  const columns = await columnsNamed(
    db,
    systems,
    sql`select json_object_keys(k.row) from ${deletedProjectSystems} k
        where k.project_id = ${projectId} and k.system_id = ${firstRow.id}`,
  )
  let back = 0
  for (const [first, last] of slicesOf(sizes)) {
    back += await insertFrom(
      db,
      systems,
      columns,
      sql`${deletedProjectSystems} k cross join lateral json_populate_record(null::${systems}, k.row) r`,
      sql`k.project_id = ${projectId} and k.system_id between ${first} and ${last}`,
      options,
    )
    await nextTurn()
  }
  return { back, of: sizes.length }
}

const userExists = (column: SQL) => sql`exists (select 1 from ${users} x where x.id = ${column})`
/** A system's author or last saver whose account is gone reads as none, as the live foreign key would have set it. */
const userOrNull = (column: string) =>
  sql`case when ${userExists(sql`r.${sql.identifier(column)}`)} then r.${sql.identifier(column)} end`
const authorOrNull = userOrNull('author_id')
const savedByOrNull = userOrNull('saved_by_id')

const jsonArrayLength = async (db: Reader, rows: SQL): Promise<number> => {
  const [row] = await rowsOf<{ n: number }>(db, sql`select json_array_length(${rows})::int as n`)
  return row?.n ?? 0
}

/** The deleted project this user may restore, locked until the transaction ends; undefined for anyone else. */
export async function findRestorableProject(
  db: Reader,
  userId: string,
  projectId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: deletedProjects.id })
    .from(deletedProjects)
    .where(and(eq(deletedProjects.id, projectId), mayRestore(deletedProjects, userId)))
    .for('update')
  return row
}

/** Likewise a deleted system of this project. */
export async function findRestorableSystem(
  db: Reader,
  userId: string,
  projectId: string,
  systemId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: deletedSystems.id })
    .from(deletedSystems)
    .where(
      and(
        eq(deletedSystems.id, systemId),
        eq(deletedSystems.projectId, projectId),
        mayRestore(deletedSystems, userId),
      ),
    )
    .for('update')
  return row
}

/** What a restore did: `taken` when a row of the same id is live (nothing is then kept of the attempt). */
export type RestoreOutcome = 'restored' | 'taken' | 'authorGone'

/**
 * Puts the project back with its members whose accounts still exist, its rooms and its systems, and forgets
 * the deletion. `authorGone`: its author's account no longer exists, which would have taken the project with
 * it. The caller rolls back on anything but `restored`.
 */
export async function restoreProject(db: Reader, projectId: string): Promise<RestoreOutcome> {
  const part = (key: string) =>
    sql`(select snapshot -> ${key} from ${deletedProjects} where id = ${projectId})`
  const [live] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))
  if (live) return 'taken'
  const project = sql`(select json_build_array(snapshot -> 'project') from ${deletedProjects} where id = ${projectId})`
  if ((await putBack(db, projects, project, { where: userExists(sql`r.author_id`) })) === 0)
    return 'authorGone'
  await putBack(db, projectMembers, part('members'), { where: userExists(sql`r.user_id`) })
  // Every room and system goes back whole, or the restore is refused: one whose id is live again is `taken`.
  if ((await putBack(db, rooms, part('rooms'))) !== (await jsonArrayLength(db, part('rooms')))) return 'taken'
  const systemsBack = await putBackSystems(db, projectId, {
    replace: { author_id: authorOrNull, saved_by_id: savedByOrNull },
  })
  if (systemsBack.back !== systemsBack.of) return 'taken'
  await db.delete(deletedProjects).where(eq(deletedProjects.id, projectId))
  return 'restored'
}

/**
 * Puts the system back into its project and forgets the deletion. A room it served that is gone leaves it
 * serving none, and then its version is raised: it no longer holds what that version held, so a browser still
 * holding it gets 409 and reloads rather than writing the old room back. Otherwise the version stays, since
 * the system is exactly what that version was.
 */
export async function restoreSystem(
  db: Reader,
  systemId: string,
): Promise<Exclude<RestoreOutcome, 'authorGone'>> {
  const row = sql`(select json_build_array(snapshot) from ${deletedSystems} where id = ${systemId})`
  // The room it served, held (the lock its foreign key takes) before it is looked at: a deletion of it under way
  // is waited for, so the room is either there until the restore commits or seen gone, never deleted between.
  // What this lock found decides the link, not a second look: a room restored after it and deleted again at once
  // would pass a second look and then fail the foreign key (a 500 in a race of restores and deletes).
  const [held] = await rowsOf<{ id: string }>(
    db,
    sql`select x.id from ${rooms} x join ${deletedSystems} d on x.id = (d.snapshot ->> 'room_id')::uuid
        where d.id = ${systemId} and x.project_id = d.project_id
        for key share of x`,
  )
  const roomStays = held ? sql`r.room_id = ${held.id}::uuid` : sql`false`
  const inserted = await putBack(db, systems, row, {
    replace: {
      author_id: authorOrNull,
      saved_by_id: savedByOrNull,
      room_id: sql`case when ${roomStays} then r.room_id end`,
      version: sql`case when r.room_id is null or ${roomStays} then r.version else r.version + 1 end`,
    },
  })
  if (inserted === 0) return 'taken'
  if (!held) await keepVersionBeforeRoomGone(db, systemId)
  await db.delete(deletedSystems).where(eq(deletedSystems.id, systemId))
  return 'restored'
}
