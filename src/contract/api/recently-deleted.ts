// Recently deleted projects, systems and rooms, and their restore (docs/product-rules.md, "Recently deleted").
import { z } from 'zod'
import { endpoint } from '../http.ts'
import { projectDocument, projectIdParams } from './projects.ts'
import { deletedRoomParams, roomDocument, roomsOfProjectParams } from './rooms.ts'
import { systemDocument, systemParams, systemsOfProjectParams } from './systems.ts'

/** How long a deleted project, system or room can be restored, counted from its deletion. */
export const RESTORABLE_DAYS = 30

const deletion = {
  deletedAt: z.string(),
  /** Who deleted it; `id` is null when that account no longer exists. */
  deletedBy: z.object({ id: z.uuid().nullable(), fullName: z.string() }),
}

export const deletedProject = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  number: z.string(),
  /** How many systems come back with it. */
  systemCount: z.number().int(),
  ...deletion,
})
export type DeletedProject = z.infer<typeof deletedProject>

export const deletedSystem = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  projectId: z.uuid(),
  name: z.string(),
  number: z.string(),
  ...deletion,
})
export type DeletedSystem = z.infer<typeof deletedSystem>

export const deletedRoom = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  projectId: z.uuid(),
  name: z.string(),
  number: z.string(),
  ...deletion,
})
export type DeletedRoom = z.infer<typeof deletedRoom>

const tags = ['recently deleted']
export const recentlyDeletedApi = {
  projects: endpoint({
    method: 'GET',
    path: '/api/projects/deleted',
    summary: `The projects deleted in the last ${RESTORABLE_DAYS} days that the user could see when they were deleted (author or invited), newest deletion first`,
    tags,
    response: z.array(deletedProject),
    auth: 'required',
  }),
  restoreProject: endpoint({
    method: 'POST',
    path: '/api/projects/deleted/:id/restore',
    summary:
      'Put a deleted project back under its own id with its members (those whose accounts still exist), rooms and systems; answers the project without its systems (GET /api/projects/:id/systems lists them). 404 for anyone who could not see it or after its restore period; 409 when its id is taken',
    tags,
    params: projectIdParams,
    response: projectDocument,
    auth: 'required',
  }),
  systems: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/systems/deleted',
    summary: `The project's systems deleted in the last ${RESTORABLE_DAYS} days that the user could see when they were deleted, newest deletion first`,
    tags,
    params: systemsOfProjectParams,
    response: z.array(deletedSystem),
    auth: 'required',
  }),
  restoreSystem: endpoint({
    method: 'POST',
    path: '/api/projects/:projectId/systems/deleted/:id/restore',
    summary:
      'Put a deleted system back into its project under its own id; it serves its room again if the room still exists, else no room (and its version is raised). 404 when the project or the deleted system cannot be seen; 409 when its id is taken',
    tags,
    params: systemParams,
    response: systemDocument,
    auth: 'required',
  }),
  rooms: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/rooms/deleted',
    summary: `The project's rooms deleted in the last ${RESTORABLE_DAYS} days that the user could see when they were deleted, newest deletion first`,
    tags,
    params: roomsOfProjectParams,
    response: z.array(deletedRoom),
    auth: 'required',
  }),
  restoreRoom: endpoint({
    method: 'POST',
    path: '/api/projects/:projectId/rooms/deleted/:id/restore',
    summary:
      'Put a deleted room back into its project under its own id; the systems that served it when it was deleted serve it again if they still exist and serve no other room (their versions raised). Answers the room as GET /api/projects/:projectId/rooms/:roomId does. 404 when the project or the deleted room cannot be seen; 409 when its id is taken',
    tags,
    params: deletedRoomParams,
    response: roomDocument,
    auth: 'required',
  }),
} as const
