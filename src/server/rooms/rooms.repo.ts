// Rooms: the only Drizzle user of the rooms table, and of the systems' room columns when they are read or
// cleared by room.
import { and, asc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { projects, rooms, systems } from '../db/schema/index.ts'
import { visibleTo } from '../projects/projects.repo.ts'

export type RoomRow = typeof rooms.$inferSelect
export type NewRoom = typeof rooms.$inferInsert
/** The columns a save sets. */
export type RoomValues = Omit<NewRoom, 'id' | 'projectId' | 'version' | 'createdAt' | 'updatedAt'>
type Reader = Db | Tx

/** The rooms of a project, oldest first (the order the designer entered them). */
export function roomsOfProject(db: Reader, projectId: string): Promise<RoomRow[]> {
  return db
    .select()
    .from(rooms)
    .where(eq(rooms.projectId, projectId))
    .orderBy(asc(rooms.createdAt), asc(rooms.id))
}

export async function findRoom(db: Reader, projectId: string, roomId: string): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.projectId, projectId)))
  return row
}

/**
 * Whether the room is one of `projectId`'s; if so it is held (FOR KEY SHARE, the lock a foreign key takes) until
 * the transaction ends, so that a system about to serve it cannot see it deleted between this check and its
 * write: a deletion under way is waited for, and then the room is not there.
 */
export async function holdRoom(db: Reader, projectId: string, roomId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.projectId, projectId)))
    .for('key share')
  return row !== undefined
}

export async function insertRoom(db: Reader, values: NewRoom): Promise<RoomRow> {
  const [row] = await db.insert(rooms).values(values).returning()
  if (!row) throw new Error('INSERT_RETURNED_NOTHING')
  return row
}

/** Many rooms in one statement (a project file's import). */
export async function insertRooms(db: Reader, values: readonly NewRoom[]): Promise<RoomRow[]> {
  if (values.length === 0) return []
  return db
    .insert(rooms)
    .values([...values])
    .returning()
}

/**
 * A save in one statement: it writes only when the room is in `projectId`, the user may see that project
 * and the stored version is `version`; undefined otherwise (the service then reads why: 404 or 409).
 */
export async function saveRoomAtVersion(
  db: Reader,
  target: { userId: string; projectId: string; roomId: string; version: number },
  values: RoomValues,
): Promise<RoomRow | undefined> {
  const [row] = await db
    .update(rooms)
    .set({ ...values, version: sql`${rooms.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(rooms.id, target.roomId),
        eq(rooms.projectId, target.projectId),
        eq(rooms.version, target.version),
        exists(
          db
            .select({ one: sql`1` })
            .from(projects)
            .where(and(eq(projects.id, rooms.projectId), visibleTo(target.userId))),
        ),
      ),
    )
    .returning()
  return row
}

/**
 * The room of `projectId`, locked FOR UPDATE until the transaction ends (to delete it): a system's save that
 * gives a system this room holds it first (holdRoom), so it is waited for, and none can join it afterwards.
 */
export async function lockRoom(db: Reader, projectId: string, roomId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.projectId, projectId)))
    .for('update')
  return row !== undefined
}

/** The systems serving the room: those its deletion unlinks (and whose replaced versions it keeps first). */
export const servingRoom = (roomId: string) => eq(systems.roomId, roomId)

/**
 * The systems that serve the room serve none, their versions raised: they no longer hold what that version
 * held, so a browser still holding it gets 409 and reloads rather than writing the old room back. A save of
 * one under way is waited for (the update locks each row) and then counts as it wrote it. Answers their ids.
 */
export async function unlinkServingSystems(db: Reader, roomId: string): Promise<string[]> {
  const rows = await db
    .update(systems)
    .set({ roomId: null, version: sql`${systems.version} + 1` })
    .where(servingRoom(roomId))
    .returning({ id: systems.id })
  return rows.map((row) => row.id)
}

export async function deleteRoom(db: Reader, roomId: string): Promise<void> {
  await db.delete(rooms).where(eq(rooms.id, roomId))
}

/** What a room needs of a system that serves it: its name, outlets and stored calculation. */
export interface ServingSystemRow {
  id: string
  roomId: string
  name: string
  number: string
  outlets: number
  inputSoundPowerLevel: unknown
  calculationResults: unknown
}

/** The systems of these rooms, with what the assessment needs and nothing else. */
export function systemsServing(db: Reader, roomIds: readonly string[]): Promise<ServingSystemRow[]> {
  if (roomIds.length === 0) return Promise.resolve([])
  return db
    .select({
      id: systems.id,
      roomId: sql<string>`${systems.roomId}`,
      name: systems.name,
      number: systems.number,
      outlets: systems.outlets,
      inputSoundPowerLevel: systems.inputSoundPowerLevel,
      calculationResults: systems.calculationResults,
    })
    .from(systems)
    .where(and(isNotNull(systems.roomId), inArray(systems.roomId, [...roomIds])))
    .orderBy(asc(systems.createdAt), asc(systems.id))
}
