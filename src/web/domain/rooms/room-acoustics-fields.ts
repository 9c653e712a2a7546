// A room's acoustics as a designer states the assumptions behind its level: the absorption (given, or from
// volume and reverberation time by Sabine), the listener distance and the outlets' position. The room sheet
// prints them and the room page shows them, in the same words.
import type { TFunction } from 'i18next'
import { roomAbsorptionArea } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { formatNumber } from '../../i18n/format.ts'
import { directivityKeys } from '../room/room-form.ts'

/** Label and value of each assumption, in `language`. */
export function roomAcousticsFields(t: TFunction, language: string, room: RoomDocument): [string, string][] {
  const n = (value: number, decimals: number) => formatNumber(value, language, { decimals })
  const absorption: [string, string][] =
    room.absorptionMode === 'area'
      ? [[t('room.absorptionArea'), n(room.absorptionArea, 1)]]
      : [
          [t('room.volume'), n(room.volume, 1)],
          [t('room.reverberationTime'), n(room.reverberationTime, 2)],
          [t('room.absorption'), t('room.absorptionUsed', { area: n(roomAbsorptionArea(room), 1) })],
        ]
  return [
    ...absorption,
    [t('rooms.fields.listenerDistance'), n(room.listenerDistance, 1)],
    [t('room.directivity'), t(directivityKeys[room.directivity], { q: room.directivity })],
  ]
}
