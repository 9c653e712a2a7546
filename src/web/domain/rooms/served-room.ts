// What a system's screen and report draw of the project room it serves, in place of the stand-alone room:
// the room's level from every system that serves it, and the NR curve of its target when it is one; and the
// rules between a room and the systems serving it that the room page, the system's room and the reports share.
import type { TFunction } from 'i18next'
import type { OctaveBands } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { OUTLETS_MAX } from '#contract/api/systems.ts'
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

/** A system's part of the room's level, as the server's assessment gives it; undefined when it adds none. */
export const shareOf = (
  room: RoomDocument,
  systemId: string,
): RoomDocument['assessment']['contributions'][number] | undefined =>
  room.assessment.contributions.find((contribution) => contribution.systemId === systemId)

/** Whether an outlet count, as a number field holds it, is one a system may serve a room with. */
export const validOutlets = (value: number | string): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= OUTLETS_MAX

/**
 * The systems serving the room in the assessment's order, the one to treat first first; a system without a
 * calculation adds nothing to the room and comes last.
 */
export function servingInTreatmentOrder<S extends { id: string; roomId: string | null }>(
  room: RoomDocument,
  systems: readonly S[],
): S[] {
  const { contributions } = room.assessment
  const rank = (systemId: string) => {
    const index = contributions.findIndex((contribution) => contribution.systemId === systemId)
    return index < 0 ? Infinity : index
  }
  return systems.filter((system) => system.roomId === room.id).sort((a, b) => rank(a.id) - rank(b.id))
}
