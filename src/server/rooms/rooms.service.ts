// Rooms of a project: stored with their target, answered with the assessment of every system that serves them.
// Access is the project's (projects/access.ts): to anyone else a room does not exist (404). A deleted room is
// kept for a while and can be restored (docs/product-rules.md, "Recently deleted").
import type { AuthUser } from '#contract/api/auth.ts'
import type { DeletedRoom } from '#contract/api/recently-deleted.ts'
import type { RoomDocument, RoomFields } from '#contract/api/rooms.ts'
import { conflict, notFound } from '../http/app-error.ts'
import type { Db } from '../db/client.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'
import { idempotent, type IdempotentRequest } from '../idempotency/idempotent.ts'
import { holdProject, PROJECT_NOT_FOUND, requireProject } from '../projects/access.ts'
import { ensurePlacesInProject, type Quotas } from '../projects/quotas.ts'
import { purgeExpired } from '../projects/recently-deleted.repo.ts'
import { deletionDocument } from '../projects/recently-deleted.service.ts'
import { keepVersionsRelinked } from '../projects/system-versions.repo.ts'
import * as recentlyDeleted from './recently-deleted-rooms.repo.ts'
import { roomDocument } from './room-document.ts'
import * as repo from './rooms.repo.ts'

export const ROOM_NOT_FOUND = 'Room cannot be obtained'

export const roomColumns = (body: RoomFields): repo.RoomValues => ({
  name: body.name,
  number: body.number,
  roomType: body.roomType,
  targetType: body.targetType,
  targetValue: body.targetValue,
  absorptionMode: body.absorptionMode,
  absorptionArea: body.absorptionArea,
  volume: body.volume,
  reverberationTime: body.reverberationTime,
  listenerDistance: body.listenerDistance,
  directivity: body.directivity,
})

/** The rooms as the API answers them, each with the systems that serve it. */
async function documents(db: Db | Tx, rows: readonly repo.RoomRow[]): Promise<RoomDocument[]> {
  const serving = await repo.systemsServing(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    roomDocument(
      row,
      serving.filter((system) => system.roomId === row.id),
    ),
  )
}

async function documentOf(db: Db | Tx, row: repo.RoomRow): Promise<RoomDocument> {
  const [doc] = await documents(db, [row])
  if (!doc) throw notFound(ROOM_NOT_FOUND)
  return doc
}

async function requireRoom(db: Db | Tx, user: AuthUser, projectId: string, roomId: string) {
  await requireProject(db, user.id, projectId, ROOM_NOT_FOUND)
  const room = await repo.findRoom(db, projectId, roomId)
  if (!room) throw notFound(ROOM_NOT_FOUND)
  return room
}

export function createRoomsService(db: Db, quotas: Quotas) {
  return {
    async list(user: AuthUser, projectId: string): Promise<RoomDocument[]> {
      await requireProject(db, user.id, projectId)
      return documents(db, await repo.roomsOfProject(db, projectId))
    },

    async get(user: AuthUser, projectId: string, roomId: string): Promise<RoomDocument> {
      return documentOf(db, await requireRoom(db, user, projectId, roomId))
    },

    /** `idempotency`: the key the client sent, so that the same create sent again makes one room. */
    create(
      user: AuthUser,
      projectId: string,
      body: RoomFields,
      idempotency?: IdempotentRequest,
    ): Promise<RoomDocument> {
      return inTransaction(db, (tx) =>
        idempotent(tx, user.id, idempotency, async () => {
          await holdProject(tx, user.id, projectId, PROJECT_NOT_FOUND, 'no key update')
          await ensurePlacesInProject(tx, quotas, 'rooms', projectId, 1)
          const row = await repo.insertRoom(tx, { ...roomColumns(body), projectId })
          return documentOf(tx, row)
        }),
      )
    },

    update(
      user: AuthUser,
      projectId: string,
      roomId: string,
      body: RoomFields & { version: number },
    ): Promise<RoomDocument> {
      return inTransaction(db, async (tx) => {
        const target = { userId: user.id, projectId, roomId, version: body.version }
        const row = await repo.saveRoomAtVersion(tx, target, roomColumns(body))
        if (row) return documentOf(tx, row)
        // Nothing written: not there for this user (404), else a stale version (409 with the current room).
        const current = await requireRoom(tx, user, projectId, roomId)
        throw conflict(
          'The room was changed by someone else; it has been reloaded',
          await documentOf(tx, current),
        )
      })
    },

    remove(user: AuthUser, projectId: string, roomId: string) {
      return inTransaction(db, async (tx) => {
        await requireProject(tx, user.id, projectId, ROOM_NOT_FOUND)
        // Locked before the systems, as a system's save holds them, so that neither waits for the other in a
        // circle; then no system can join it, and what is kept is exactly what goes.
        if (!(await repo.lockRoom(tx, projectId, roomId))) throw notFound(ROOM_NOT_FOUND)
        // Unlinking is a change of each serving system: the version it replaces is kept, as a save's is.
        await keepVersionsRelinked(tx, repo.servingRoom(roomId))
        const servedBy = await repo.unlinkServingSystems(tx, roomId)
        // Kept aside first, restorable for a while (docs/product-rules.md, "Recently deleted").
        await recentlyDeleted.keepRoom(tx, roomId, servedBy, user.id)
        await repo.deleteRoom(tx, roomId)
        await purgeExpired(tx)
        return { _id: roomId, id: roomId }
      })
    },

    /** Lists purge what has expired, as the other lists of deletions do. */
    deleted(user: AuthUser, projectId: string): Promise<DeletedRoom[]> {
      return inTransaction(db, async (tx) => {
        await requireProject(tx, user.id, projectId)
        await purgeExpired(tx)
        const rows = await recentlyDeleted.restorableRooms(tx, user.id, projectId)
        return rows.map((row) => ({ ...deletionDocument(row), projectId: row.projectId }))
      })
    },

    restore(user: AuthUser, projectId: string, roomId: string): Promise<RoomDocument> {
      return inTransaction(db, async (tx) => {
        // A room goes back only into its project, which must be there and visible to the user, and stay so.
        await holdProject(tx, user.id, projectId)
        if (!(await recentlyDeleted.findRestorableRoom(tx, user.id, projectId, roomId)))
          throw notFound(ROOM_NOT_FOUND)
        // Counted already while deleted: refused only where the quota was lowered below what the project holds.
        await ensurePlacesInProject(tx, quotas, 'rooms', projectId, 0)
        await keepVersionsRelinked(tx, recentlyDeleted.relinkedOnRestore(roomId))
        if ((await recentlyDeleted.restoreRoom(tx, roomId)) === 'taken')
          throw conflict('A room of the same id exists; nothing was restored')
        const row = await repo.findRoom(tx, projectId, roomId)
        if (!row) throw notFound(ROOM_NOT_FOUND)
        return documentOf(tx, row)
      })
    },
  }
}
export type RoomsService = ReturnType<typeof createRoomsService>
