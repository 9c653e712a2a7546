// What a system's screen and report draw of the project room it serves, in place of the stand-alone room:
// the room's level from every system that serves it, and the NR curve of its target when it is one.
import type { OctaveBands } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'

/** The project room `roomId` names among `rooms`; undefined when it serves none or the room is not there. */
export const servedRoomOf = (
  roomId: string | null | undefined,
  rooms: readonly RoomDocument[] | undefined,
): RoomDocument | undefined => (roomId ? rooms?.find((room) => room.id === roomId) : undefined)

/** The room's sound pressure per band from every system (null until one is known), and its NR target curve. */
export function servedRoomSpectrum(room: RoomDocument): {
  levels: OctaveBands | null
  targetNr: number | null
} {
  return {
    levels: room.assessment.soundPressureLevel,
    targetNr: room.targetType === 'NR' ? room.targetValue : null,
  }
}
