// What a system's screen and report draw of the project room it serves, in place of the stand-alone room:
// the room's level from every system that serves it, and the NR curve of its target when it is one.
import type { TFunction } from 'i18next'
import type { OctaveBands } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { roomLabel } from './room-names.ts'

/** The project room `roomId` names among `rooms`; undefined when it serves none or the room is not there. */
export const servedRoomOf = (
  roomId: string | null | undefined,
  rooms: readonly RoomDocument[] | undefined,
): RoomDocument | undefined => (roomId ? rooms?.find((room) => room.id === roomId) : undefined)

/**
 * The chart's room line: the room's sound pressure per band from every system (null until one is known) under
 * the room's name, and its NR target curve (null for a target in dB(A) or NC).
 */
export function servedRoomSpectrum(
  t: TFunction,
  room: RoomDocument,
): { levels: OctaveBands | null; label: string; targetNr: number | null } {
  return {
    levels: room.assessment.soundPressureLevel,
    label: t('spectrum.servedRoom', { room: roomLabel(room) }),
    targetNr: room.targetType === 'NR' ? room.targetValue : null,
  }
}
