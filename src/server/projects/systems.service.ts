// Systems: saved with their chain and the server's calculation of it; access through the project.
import type { z } from 'zod'
import type { AuthUser } from '#contract/api/auth.ts'
import {
  estimatedBandsOf,
  type copySystemRequest,
  type createSystemRequest,
  type SystemDocument,
  type updateSystemRequest,
} from '#contract/api/systems.ts'
import {
  bandsToArray,
  calculateSoundPower,
  systemSoundPowerRequest,
  type SoundPowerResult,
} from '#engine/index.ts'
import { conflict, notFound, validation } from '../http/app-error.ts'
import type { Db } from '../db/client.ts'
import { inReadSnapshot, inTransaction, type Tx } from '../db/transaction.ts'
import { idempotent, type IdempotentRequest } from '../idempotency/idempotent.ts'
import { holdProject, PROJECT_NOT_FOUND, requireProject, SYSTEM_NOT_FOUND } from './access.ts'
import { ensurePlacesInProject, type Quotas } from './quotas.ts'
import { systemDocument, systemSummary } from './system-document.ts'
import { assembleProjects } from './projects.service.ts'
import { storedCalculation } from './stored-calculation.ts'
import * as recentlyDeleted from './recently-deleted.repo.ts'
import * as history from './system-versions.repo.ts'
import * as repo from './systems.repo.ts'

type CreateBody = z.output<typeof createSystemRequest>
type UpdateBody = z.output<typeof updateSystemRequest>
type CopyBody = NonNullable<z.output<typeof copySystemRequest>>

/** The saved chain as the engine calculates it: each item repeated once per quantity. */
export const calculateSystem = (body: CreateBody): SoundPowerResult =>
  calculateSoundPower(systemSoundPowerRequest(body))

/**
 * A save: the server's calculation of the chain as the API answers it, and the stored columns (the
 * calculation without its repeated steps, stored-calculation.ts). `estimateField` names the estimate's mark in
 * a refusal: a project file's system is not the request's body.
 */
export function saved(body: CreateBody, estimateField = 'body.noiseGeneratorEstimate') {
  requireEstimatedBands(body, estimateField)
  const calculation = calculateSystem(body)
  return { calculation, columns: savedColumns(body, calculation) }
}

const savedColumns = (body: CreateBody, calculation: SoundPowerResult) => ({
  name: body.name,
  number: body.number,
  comment: body.comment,
  date: body.date === null ? null : new Date(body.date),
  attenuationConstantType: body.attenuationConstantType,
  filterCorrectionType: body.filterCorrectionType,
  inputSoundPowerLevel: body.inputSoundPowerLevel,
  noiseGeneratorEstimate: body.noiseGeneratorEstimate,
  items: body.items,
  calculationResults: storedCalculation(calculation),
  // A save without a room keeps the stored one; null clears it.
  ...(body.room === undefined ? {} : { room: body.room }),
  // Likewise the airflow: left out keeps it, null clears it.
  ...(body.airflow === undefined ? {} : { airflow: body.airflow }),
  // Likewise the project room it serves and its outlets there.
  ...(body.roomId === undefined ? {} : { roomId: body.roomId }),
  ...(body.outlets === undefined ? {} : { outlets: body.outlets }),
})

/**
 * A noise generator marked as estimated from fan data holds that estimate (each band to 0.1 dB): a mark on bands
 * that are something else would tell the report's reader an origin they do not have. 422 otherwise.
 */
function requireEstimatedBands(body: CreateBody, field: string): void {
  const estimate = body.noiseGeneratorEstimate
  if (estimate === null) return
  const expected = estimatedBandsOf(estimate)
  const bands = bandsToArray(body.inputSoundPowerLevel)
  if (expected.some((band, index) => !(Math.abs(band - (bands[index] ?? NaN)) < 0.051)))
    throw validation([{ field, message: 'BANDS_ARE_NOT_THIS_ESTIMATE' }])
}

/** What the systems service needs of other domains, handed in by the composition root (app.ts). */
export interface SystemsServiceDeps {
  /** The current catalogue version (null before a catalogue is loaded). */
  catalogueVersion: () => Promise<number | null>
  /**
   * Whether `roomId` is a room of `projectId`, read in the write's transaction; if so the room is held until it
   * ends, so that it is not deleted under the write (whose foreign key would then fail it with a 500).
   */
  holdRoomOfProject: (tx: Tx, projectId: string, roomId: string) => Promise<boolean>
  quotas: Quotas
}

const roomNotInProject = () => validation([{ field: 'body.roomId', message: 'ROOM_NOT_IN_PROJECT' }])

/** Whether the room a write names (none, or null for none, is fine) is one of the project's, then held. */
async function holdsRoom(
  deps: SystemsServiceDeps,
  tx: Tx,
  projectId: string,
  roomId: string | null | undefined,
): Promise<boolean> {
  return roomId === null || roomId === undefined || deps.holdRoomOfProject(tx, projectId, roomId)
}

/**
 * The catalogue version changed items are stamped with: the one the client says its lists came from, else
 * the current one. A client cannot name a version that does not exist yet.
 */
function itemsCatalogueVersion(body: CreateBody, current: number | null): number | null {
  if (body.catalogueVersion === undefined) return current
  if (current === null || body.catalogueVersion > current)
    throw validation([{ field: 'body.catalogueVersion', message: 'NOT_ABOVE_CURRENT_CATALOGUE_VERSION' }])
  return body.catalogueVersion
}

/** The system when the user may see its project and it belongs to `projectId` (when given); else 404. */
async function requireSystem(db: Db | Tx, user: AuthUser, systemId: string, projectId?: string) {
  const system = await repo.findSystem(db, systemId)
  if (!system || (projectId !== undefined && system.projectId !== projectId)) throw notFound(SYSTEM_NOT_FOUND)
  const project = await requireProject(db, user.id, system.projectId, SYSTEM_NOT_FOUND)
  return { system, project }
}

/** Like requireSystem, with its project held until the transaction ends (access.ts, holdProject). */
async function holdSystemsProject(tx: Tx, user: AuthUser, systemId: string, projectId: string) {
  const system = await repo.findSystem(tx, systemId)
  if (system?.projectId !== projectId) throw notFound(SYSTEM_NOT_FOUND)
  await holdProject(tx, user.id, projectId, SYSTEM_NOT_FOUND)
  return system
}

/**
 * A save of the system in the caller's transaction (an edit, or a restore of an earlier version): it keeps the
 * version it replaces in the history (system-versions.repo.ts), writes, and drops the oldest kept versions;
 * nothing of it stays when anything fails, the transaction's rollback taking the kept version too.
 */
export async function saveSystem(
  tx: Tx,
  deps: SystemsServiceDeps,
  user: AuthUser,
  projectId: string,
  systemId: string,
  body: UpdateBody,
): Promise<SystemDocument> {
  const { calculation, columns } = saved(body)
  // One statement checks access, the version and the catalogue version, and writes (systems.repo.ts).
  // The items carry copies of the catalogue they were chosen from: a save that leaves them as they
  // are (a rename, a room change) keeps that version; changed items are stamped with the version of
  // the lists the client took them from (the current one when it does not say).
  const target = {
    userId: user.id,
    projectId,
    systemId,
    version: body.version,
    clientCatalogueVersion: body.catalogueVersion,
  }
  // The room it is to serve, held first: a room that is not the project's (or no longer there) is never
  // written, and one deleted meanwhile is not deleted under the write. Only someone who may save learns
  // which, below.
  const roomHeld = await holdsRoom(deps, tx, projectId, body.roomId)
  // The version about to be replaced, kept (and locked) under the save's own conditions first.
  const kept = roomHeld && (await history.keepReplacedVersion(tx, target))
  const row = roomHeld ? await repo.saveAtVersion(tx, target, { ...columns, savedById: user.id }) : undefined
  if (row) {
    if (kept) await history.dropOldestVersions(tx, systemId)
    return { ...systemSummary(row), calculationResults: calculation }
  }
  // Nothing written: why, in this order. Not there for this user: 404, whatever else is wrong.
  const found = await repo.findForSave(tx, user.id, projectId, systemId)
  if (!found) throw notFound(SYSTEM_NOT_FOUND)
  itemsCatalogueVersion(body, found.currentCatalogueVersion) // 422 for a catalogue not made yet
  const current = await repo.findSystem(tx, systemId)
  if (!current) throw notFound(SYSTEM_NOT_FOUND)
  // A stale version is a conflict whatever the room; at the current one, the room was the reason.
  const stale = body.version !== undefined && body.version !== current.version
  if (!roomHeld && !stale) throw roomNotInProject()
  throw conflict('The system was changed by someone else; it has been reloaded', systemDocument(current))
}

export function createSystemsService(db: Db, deps: SystemsServiceDeps) {
  return {
    async list(user: AuthUser, projectId: string, stepsPerProduct = true): Promise<SystemDocument[]> {
      const rows = await inReadSnapshot(db, async (tx) => {
        await requireProject(tx, user.id, projectId)
        return repo.systemsOfProjectInPieces(tx, projectId, true)
      })
      return rows.map((row) => systemDocument(row, { stepsPerProduct }))
    },

    async get(user: AuthUser, systemId: string) {
      const { system, project } = await requireSystem(db, user, systemId)
      const [projectDoc] = await assembleProjects(db, [project])
      if (!projectDoc) throw notFound(SYSTEM_NOT_FOUND)
      return { ...systemDocument(system), project: projectDoc }
    },

    /** `idempotency`: the key the client sent, so that the same create sent again makes one system. */
    async create(
      user: AuthUser,
      projectId: string,
      body: CreateBody,
      idempotency?: IdempotentRequest,
    ): Promise<SystemDocument> {
      const catalogueVersion = itemsCatalogueVersion(body, await deps.catalogueVersion())
      return inTransaction(db, (tx) =>
        idempotent(tx, user.id, idempotency, async () => {
          await holdProject(tx, user.id, projectId, PROJECT_NOT_FOUND, 'no key update')
          await ensurePlacesInProject(tx, deps.quotas, 'systems', projectId, 1)
          // A system may serve only a room of its own project (422 on `body.roomId`).
          if (!(await holdsRoom(deps, tx, projectId, body.roomId))) throw roomNotInProject()
          const row = await repo.insertSystem(tx, {
            ...saved(body).columns,
            catalogueVersion,
            projectId,
            authorId: user.id,
            savedById: user.id,
          })
          return systemDocument(row)
        }),
      )
    },

    update(user: AuthUser, projectId: string, systemId: string, body: UpdateBody): Promise<SystemDocument> {
      return inTransaction(db, (tx) => saveSystem(tx, deps, user, projectId, systemId, body))
    },

    remove(user: AuthUser, projectId: string, systemId: string) {
      return inTransaction(db, async (tx) => {
        await requireProject(tx, user.id, projectId, SYSTEM_NOT_FOUND)
        // Locked before it is kept: a save under way in another session is waited for and kept with it (kept
        // from before the save, the acknowledged save was lost to a restore).
        if (!(await repo.lockSystem(tx, projectId, systemId))) throw notFound(SYSTEM_NOT_FOUND)
        // Kept aside first, restorable for a while (docs/product-rules.md, "Recently deleted").
        await recentlyDeleted.keepSystem(tx, systemId, user.id)
        await repo.deleteSystem(tx, systemId)
        await recentlyDeleted.purgeExpired(tx)
        return { _id: systemId, id: systemId }
      })
    },

    /**
     * `name`: the copy's, as the caller's language words it; without one the copy keeps the original's.
     * `targetProjectId`: the project it goes into, which the user must be able to see like the source's (a
     * member may write all a project holds); left out, the original's own.
     */
    copy(
      user: AuthUser,
      projectId: string,
      systemId: string,
      { name, targetProjectId }: CopyBody = {},
      idempotency?: IdempotentRequest,
    ): Promise<SystemDocument> {
      return inTransaction(db, (tx) =>
        idempotent(tx, user.id, idempotency, async () => {
          const system = await holdSystemsProject(tx, user, systemId, projectId)
          // The source first: a caller who cannot see it learns nothing of the target either. A target the
          // caller cannot see answers 404 like any project they cannot see, so its existence is not revealed.
          const target = targetProjectId ?? projectId
          // Held for its quota even when it is the source's own project (a stronger hold than the source's).
          await holdProject(tx, user.id, target, PROJECT_NOT_FOUND, 'no key update')
          await ensurePlacesInProject(tx, deps.quotas, 'systems', target, 1)
          const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...copied } = system
          // The copy is a variant: it serves no room until it is assigned, so it never doubles a room's level
          // (and a room of the source project is no room of another). Its products keep their own saved data
          // and catalogue version, wherever it goes.
          const row = await repo.insertSystem(tx, {
            ...copied,
            ...(name === undefined ? {} : { name }),
            projectId: target,
            roomId: null,
            authorId: user.id,
            savedById: user.id,
          })
          return systemDocument(row)
        }),
      )
    },
  }
}
export type SystemsService = ReturnType<typeof createSystemsService>
