// What the save of a changed chain sends (system-saver.ts), over the stored system the query client holds,
// what its answer updates there, and what a save, a conflict or a restore has read again.
import type { QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { roomsApi } from '#contract/api/rooms.ts'
import { systemVersionsApi } from '#contract/api/system-versions.ts'
import { systemsApi, type SystemDocument, type updateSystemRequest } from '#contract/api/systems.ts'
import { endpointKey } from '../endpoint-query.ts'
import { headingOf, type ChainDraft } from './working-system.ts'
import { systemsListRead } from '../workspace/queries.ts'

/** What the save of a system's chain sends. */
export type SaveBody = z.output<typeof updateSystemRequest>

const systemKey = (systemId: string) => endpointKey(systemsApi.get, { params: { id: systemId } })

/** The stored system a save goes over, as the query client holds it. */
export const storedSystem = (queryClient: QueryClient, systemId: string): SystemDocument | undefined =>
  queryClient.getQueryData<SystemDocument>(systemKey(systemId))

export function saveBody(base: SystemDocument, draft: ChainDraft): SaveBody {
  return {
    ...headingOf(base),
    items: draft.items,
    room: draft.room,
    // Left out when the browser did not change it: the server keeps the stored airflow.
    ...(draft.airflow === undefined ? {} : { airflow: draft.airflow }),
    // The server keeps its stored version when the items are unchanged.
    ...(draft.catalogueVersion === null ? {} : { catalogueVersion: draft.catalogueVersion }),
    version: draft.version,
  }
}

/**
 * Marks stale what is read from a system's saved state, so that whatever shows it reads it again: the project's
 * rooms (each room's assessment sums the systems that serve it), the project's systems list (the room page's
 * systems, the webshop export's list) and the system's version history. `rooms`: false leaves the rooms alone
 * when the save cannot have changed any room's level (the system serves none, before and after).
 */
export function refreshSavedState(
  queryClient: QueryClient,
  projectId: string,
  systemId: string,
  { rooms }: { rooms: boolean },
): Promise<unknown> {
  return Promise.all([
    rooms &&
      queryClient.invalidateQueries({ queryKey: endpointKey(roomsApi.list, { params: { projectId } }) }),
    // Exact: the list's key is also the prefix of every system's history, of which only this one's changed.
    queryClient.invalidateQueries({
      queryKey: endpointKey(systemsApi.list, systemsListRead(projectId)),
      exact: true,
    }),
    queryClient.invalidateQueries({
      queryKey: endpointKey(systemVersionsApi.list, { params: { projectId, id: systemId } }),
    }),
  ])
}

/**
 * Takes a save's answer: it carries the server's calculation (`project`, from GET /api/systems/:id, stays), and
 * the room the system serves has a new level from it, so the room panel and the overview's results bar read
 * the project's rooms again (and the systems list and the history what else it changed).
 */
export function takeSavedSystem(queryClient: QueryClient, projectId: string, saved: SystemDocument): void {
  queryClient.setQueryData<SystemDocument>(systemKey(saved.id), (old) => ({ ...old, ...saved }))
  void refreshSavedState(queryClient, projectId, saved.id, { rooms: Boolean(saved.roomId) })
}

/**
 * Reads the stored system again, with everything read from its saved state, as after a save of ours: someone
 * else saved it first (409), or a restore failed. The rooms always: the other save may have taken the system
 * out of its room or into another one, and changed its level in either. Resolves when those on screen have
 * been read.
 */
export const reloadStoredSystem = (queryClient: QueryClient, projectId: string, systemId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: systemKey(systemId) }),
    refreshSavedState(queryClient, projectId, systemId, { rooms: true }),
  ])
