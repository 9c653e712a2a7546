// A system's save history (docs/product-rules.md, "Version history"): its earlier versions listed and read, and
// one restored as a new save. Access exactly as the system's own: its project's author and invited users;
// anyone else gets 404, as for the system itself.
import type { AuthUser } from '#contract/api/auth.ts'
import type { SystemVersionDocument, SystemVersionEntry } from '#contract/api/system-versions.ts'
import type { SystemDocument, SystemItem } from '#contract/api/systems.ts'
import { notFound } from '../http/app-error.ts'
import type { Db } from '../db/client.ts'
import { inReadSnapshot, inTransaction, type Tx } from '../db/transaction.ts'
import { SYSTEM_NOT_FOUND } from './access.ts'
import { systemContent, systemDocument } from './system-document.ts'
import type { StoredCalculation } from './stored-calculation.ts'
import { saveSystem, type SystemsServiceDeps } from './systems.service.ts'
import * as history from './system-versions.repo.ts'
import * as repo from './systems.repo.ts'

export const VERSION_NOT_FOUND = 'Version cannot be obtained'

type Found = NonNullable<Awaited<ReturnType<typeof history.findVersion>>>

/** A kept version as the history lists it: what a user recognises it by. */
function versionEntry({ row, savedBy }: Found, rooms: Map<string, history.RoomServed>): SystemVersionEntry {
  const items = row.items as SystemItem[]
  const calculation = row.calculationResults as StoredCalculation | null
  return {
    _id: row.id,
    id: row.id,
    systemId: row.systemId,
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedBy,
    name: row.name,
    productCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totalSoundPowerToRoomLwA: calculation?.totalSoundPowerToRoomLwA ?? null,
    servedRoom: row.roomId === null ? null : { id: row.roomId, ...roomOf(rooms, row.roomId) },
  }
}

const roomOf = (rooms: Map<string, history.RoomServed>, id: string): history.RoomServed =>
  rooms.get(id) ?? { name: null, number: '', inProject: false }

/** The rooms the versions served, looked up once for the list. */
const roomsOf = (db: Db | Tx, projectId: string, found: readonly Found[]) =>
  history.roomsServed(
    db,
    projectId,
    found.flatMap(({ row }) => (row.roomId === null ? [] : [row.roomId])),
  )

/** The system as it was at a kept version: its content then, its identity (id, project, author) now. */
const asItWas = (system: repo.SystemRow, { row }: Found): SystemDocument => {
  const { id: _id, systemId: _systemId, savedAt, version, ...content } = row
  return systemDocument({ ...system, ...content, version, updatedAt: savedAt })
}

/** The system when the user may see it in `projectId`; else 404, never saying whether it exists. */
async function requireVisibleSystem(db: Db | Tx, user: AuthUser, projectId: string, systemId: string) {
  if (!(await repo.findForSave(db, user.id, projectId, systemId))) throw notFound(SYSTEM_NOT_FOUND)
}

async function requireVersion(db: Db | Tx, systemId: string, versionId: string): Promise<Found> {
  const found = await history.findVersion(db, systemId, versionId)
  if (!found) throw notFound(VERSION_NOT_FOUND)
  return found
}

export function createSystemVersionsService(db: Db, deps: SystemsServiceDeps) {
  return {
    list(user: AuthUser, projectId: string, systemId: string): Promise<SystemVersionEntry[]> {
      return inReadSnapshot(db, async (tx) => {
        await requireVisibleSystem(tx, user, projectId, systemId)
        const found = await history.versionsOf(tx, systemId)
        const rooms = await roomsOf(tx, projectId, found)
        return found.map((one) => versionEntry(one, rooms))
      })
    },

    get(
      user: AuthUser,
      projectId: string,
      systemId: string,
      versionId: string,
    ): Promise<SystemVersionDocument> {
      return inReadSnapshot(db, async (tx) => {
        await requireVisibleSystem(tx, user, projectId, systemId)
        const found = await requireVersion(tx, systemId, versionId)
        const system = await repo.findSystem(tx, systemId)
        if (!system) throw notFound(SYSTEM_NOT_FOUND)
        const rooms = await roomsOf(tx, projectId, [found])
        return { ...versionEntry(found, rooms), system: asItWas(system, found) }
      })
    },

    /**
     * Saves the kept version's content as the system's next version, from `version` as a save does (409 when
     * the system changed meanwhile); the version it replaces is kept in turn, so a restore can be undone. A
     * room the version served that is no longer the project's is served no more.
     */
    restore(
      user: AuthUser,
      projectId: string,
      systemId: string,
      versionId: string,
      version: number,
    ): Promise<SystemDocument> {
      return inTransaction(db, async (tx) => {
        await requireVisibleSystem(tx, user, projectId, systemId)
        const { row } = await requireVersion(tx, systemId, versionId)
        const roomStays = row.roomId !== null && (await deps.holdRoomOfProject(tx, projectId, row.roomId))
        const { roomId, catalogueVersion, ...content } = systemContent(row)
        return saveSystem(tx, deps, user, projectId, systemId, {
          ...content,
          roomId: roomStays ? roomId : null,
          // The items' copies came from this catalogue version; unknown, the current one.
          ...(catalogueVersion === null ? {} : { catalogueVersion }),
          version,
        })
      })
    },
  }
}
export type SystemVersionsService = ReturnType<typeof createSystemVersionsService>
