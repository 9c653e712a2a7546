// Server state of a project's rooms through TanStack Query: keys, loaders, and assigning a system to a room.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { systemCalls, type SystemDocument } from '../../api/projects.ts'
import { roomCalls } from '../../api/rooms.ts'
import { useSignedIn } from '../../auth/useSignedIn.ts'
import { notifyError } from '../notifications/notifications.ts'
import { logFailure } from '../workspace/errors.ts'
import { workspaceKeys } from '../workspace/queries.ts'

export const roomKeys = {
  rooms: (projectId: string) => ['projects', 'one', projectId, 'rooms'] as const,
  presets: ['room-presets'] as const,
}

export function useRoomsQuery(projectId: string | null) {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: roomKeys.rooms(projectId ?? ''),
    queryFn: ({ signal }) => roomCalls.list(projectId ?? '', signal),
    enabled: signedIn && projectId !== null,
    staleTime: 0,
  })
}

export function useRoomPresetsQuery() {
  // The presets change only with a new version of the app.
  return useQuery({
    queryKey: roomKeys.presets,
    queryFn: ({ signal }) => roomCalls.presets(signal),
    staleTime: Infinity,
  })
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
      queryClient.invalidateQueries({ queryKey: roomKeys.rooms(projectId) }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.systems(projectId) }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.system(systemId) }),
    ])
  return useMutation({
    mutationFn: ({ system, roomId, outlets }: Assignment) =>
      systemCalls.update(projectId, system.id, {
        name: system.name,
        number: system.number,
        comment: system.comment,
        date: system.date,
        attenuationConstantType: system.attenuationConstantType,
        filterCorrectionType: system.filterCorrectionType,
        inputSoundPowerLevel: system.inputSoundPowerLevel,
        items: system.items,
        roomId,
        outlets,
        version: system.version,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<SystemDocument>(workspaceKeys.system(saved.id), (old) =>
        old ? { ...old, ...saved } : old,
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
