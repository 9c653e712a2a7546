// A system's save history: its earlier versions, one of them read whole, and a restore that saves one again as
// a new version (docs/product-rules.md, "Version history").
import { z } from 'zod'
import { endpoint } from '../http.ts'
import { personRef, versionInput } from './project-base.ts'
import { systemDocument, systemParams } from './systems.ts'

/**
 * How many earlier versions a system keeps: the autosave writes a version at each pause in editing, so this
 * is the last 20 steps of work; see docs/product-rules.md, "Version history", for why 20.
 */
export const SYSTEM_VERSIONS_KEPT = 20

/**
 * The project room a version served: its name and number as the project has them now, else as Recently
 * deleted keeps them (name null once that deletion is purged). `inProject` false: the room is no longer in the
 * project, so a restore of the version serves no room.
 */
export const servedRoom = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  number: z.string(),
  inProject: z.boolean(),
})
export type ServedRoom = z.infer<typeof servedRoom>

/** An earlier version as the history lists it: what a user recognises it by. */
export const systemVersionEntry = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  systemId: z.uuid(),
  /** The system's version number it was. */
  version: z.number().int(),
  savedAt: z.string(),
  /** Who saved it; null when unknown (saved before histories were kept) or the account is gone. */
  savedBy: personRef.nullable(),
  name: z.string(),
  /** Products in the chain, counted with their quantities. */
  productCount: z.number().int(),
  /** LwA to the room of its stored calculation; null when it has none. */
  totalSoundPowerToRoomLwA: z.number().nullable(),
  /** The room it served; null when it served none. */
  servedRoom: servedRoom.nullable(),
})
export type SystemVersionEntry = z.infer<typeof systemVersionEntry>

/** One earlier version, with the system as it was then (its id, project and author as they are now). */
export const systemVersionDocument = systemVersionEntry.extend({ system: systemDocument })
export type SystemVersionDocument = z.infer<typeof systemVersionDocument>

export const systemVersionParams = systemParams.extend({
  versionId: z.uuid({ message: 'Version id is required' }),
})

/**
 * `version`: the system's version the restore starts from, as for a save; another one is refused with 409.
 * Required, unlike a save's: a restore replaces the whole system, so it must say what it was chosen over
 * (docs/product-rules.md, "Version history").
 */
export const restoreSystemVersionRequest = z.object({
  version: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? 'version is required: the version of the system the restore replaces, as a save sends it'
          : undefined,
    })
    .pipe(versionInput),
})

const tags = ['systems']
export const systemVersionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/systems/:id/versions',
    summary: `A system's earlier versions (the last ${SYSTEM_VERSIONS_KEPT}), newest first; 404 for anyone who cannot see the system`,
    tags,
    params: systemParams,
    response: z.array(systemVersionEntry),
    auth: 'required',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/systems/:id/versions/:versionId',
    summary: 'One earlier version of a system, with the system as it was then',
    tags,
    params: systemVersionParams,
    response: systemVersionDocument,
    auth: 'required',
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/projects/:projectId/systems/:id/versions/:versionId/restore',
    summary:
      'Save an earlier version again as the system’s new version (itself kept in the history, so a restore can be undone); 409 with the current system when `version` is stale. A room the version served that is no longer in the project is served no more',
    tags,
    params: systemVersionParams,
    body: restoreSystemVersionRequest,
    response: systemDocument,
    auth: 'required',
  }),
} as const
