// Server state of a project's rooms through TanStack Query: the room presets and assigning a system to a room
// (the rooms themselves are read by state/workspace/queries.ts useRoomsQuery, which selection shares).
import { headingOf } from '../../../state/working-system/working-system.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SystemDocument } from '#contract/api/systems.ts'
import { notifyError } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { roomPresetsApi } from '#contract/api/room-presets.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { call } from '../../../state/api/client.ts'
import { endpointKey, endpointQuery } from '../../../state/endpoint-query.ts'
import { systemsListRead } from '../../../state/workspace/queries.ts'

export function useRoomPresetsQuery() {
  // The presets change only with a new version of the app.
  return useQuery(endpointQuery(roomPresetsApi.list, {}, { staleTime: Infinity }))
}

/** The room a system serves and through how many identical outlets; roomId null: none. */
export interface Assignment {
  system: SystemDocument
  roomId: string | null
  outlets: number
}

/**
 * Saves a system with a new room or outlet count: its whole save (a system joins a room on its save) at the
 * version the caller holds. Refreshes the rooms, the systems and that system afterwards; a stale version
 * (409) or any other failure says so and reloads.
 */
export function useAssignSystem(projectId: string) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const refresh = (systemId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(roomsApi.list, { params: { projectId } }) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(systemsApi.list, systemsListRead(projectId)) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(systemsApi.get, { params: { id: systemId } }) }),
    ])
  return useMutation({
    mutationFn: ({ system, roomId, outlets }: Assignment) =>
      call(systemsApi.update, {
        params: { projectId, id: system.id },
        body: {
          ...headingOf(system),
          items: system.items,
          roomId,
          outlets,
          version: system.version,
        },
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<SystemDocument>(
        endpointKey(systemsApi.get, { params: { id: saved.id } }),
        (old) => (old ? { ...old, ...saved } : old),
      )
      await refresh(saved.id)
    },
    onError: async (error, { system }) => {
      logFailure('assign system to room', error)
      notifyError(t('rooms.errors.assign'))
      await refresh(system.id)
    },
  })
}
