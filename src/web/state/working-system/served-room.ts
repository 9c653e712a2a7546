// The project room the working system serves, for what the selection screens judge against it (docs/selection.md,
// "Needed attenuation"). Only a saved system serves a project room: the room it serves and through how many
// outlets are its saved document's (a system joins a room on its save), and the room comes from the project's
// rooms query, the one the overview and the rooms feature read, so no screen asks for it twice.
import { useMemo } from 'react'
import type { SystemDocument } from '#contract/api/systems.ts'
import { servedRoomOf } from '../../domain/rooms/served-room.ts'
import type { SystemInRoom } from '../../domain/rooms/room-budget.ts'
import { useRoomsQuery } from '../workspace/queries.ts'
import type { WorkingSystem } from './working-system.ts'

/**
 * `none`: the working system is not a saved one, serves no room, or its room is no longer in the project;
 * `loading`: its room is being read; `failed`: the project's rooms could not be read; `ready`: the room, with
 * the system's id and outlets.
 */
export type ServedRoomState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; served: SystemInRoom }

const NONE: ServedRoomState = { status: 'none' }
const LOADING: ServedRoomState = { status: 'loading' }
const FAILED: ServedRoomState = { status: 'failed' }

/**
 * The room the working system serves: `system` as useSystemChain gives it, `saved` its saved document (null for
 * a quick calculation or a flow's own system). Reads the project's rooms only when the system serves one.
 */
export function useServedRoom(
  system: Pick<WorkingSystem, 'source'> | null,
  saved: Pick<SystemDocument, 'id' | 'projectId' | 'roomId' | 'outlets'> | null,
): ServedRoomState {
  const serving = system?.source === 'server' && saved?.roomId ? saved : null
  const rooms = useRoomsQuery(serving ? serving.projectId : null)
  const { data, isPending, isError } = rooms
  return useMemo(() => {
    if (!serving) return NONE
    const room = servedRoomOf(serving.roomId, data)
    if (room) return { status: 'ready', served: { room, systemId: serving.id, outlets: serving.outlets } }
    if (isPending) return LOADING
    return isError ? FAILED : NONE
  }, [serving, data, isPending, isError])
}
