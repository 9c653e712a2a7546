// What the save of a changed chain sends (system-saver.ts), over the stored system the query client holds,
// and what its answer updates there.
import type { QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { roomsApi } from '#contract/api/rooms.ts'
import { systemsApi, type SystemDocument, type updateSystemRequest } from '#contract/api/systems.ts'
import { endpointKey } from '../endpoint-query.ts'
import { headingOf, type ChainDraft } from './working-system.ts'

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
 * Takes a save's answer: it carries the server's calculation (`project`, from GET /api/systems/:id, stays), and
 * the room the system serves has a new level from it, so the room panel and the overview's results bar read
 * the project's rooms again.
 */
export function takeSavedSystem(queryClient: QueryClient, projectId: string, saved: SystemDocument): void {
  queryClient.setQueryData<SystemDocument>(systemKey(saved.id), (old) => ({ ...old, ...saved }))
  if (saved.roomId)
    void queryClient.invalidateQueries({ queryKey: endpointKey(roomsApi.list, { params: { projectId } }) })
}
