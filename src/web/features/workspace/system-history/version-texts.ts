// How the history says who saved a version and which room it served, in the list, its view and the
// confirmation alike.
import type { TFunction } from 'i18next'
import type { ServedRoom, SystemVersionEntry } from '#contract/api/system-versions.ts'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import { formatListDateTime } from '../../../i18n/format.ts'

/** "Saved 4.3.2026 08:09 by Gustav Guest"; without a saver (saved before histories were kept, or the account is gone) the date alone. */
export function savedText(t: TFunction, entry: SystemVersionEntry): string {
  const when = formatListDateTime(entry.savedAt)
  const who = entry.savedBy ? entry.savedBy.fullName.trim() || entry.savedBy.email : null
  return who === null
    ? t('systemHistory.savedByUnknown', { when })
    : t('systemHistory.savedBy', { when, name: who })
}

/** The room a version served, as the history names it; a purged deletion leaves no name to give. */
export function servedRoomText(t: TFunction, room: ServedRoom | null): string {
  if (room === null) return t('systemHistory.noRoom')
  if (room.name === null) return t('systemHistory.roomUnnamed')
  const label = roomLabel({ name: room.name, number: room.number })
  return room.inProject ? label : t('systemHistory.roomDeleted', { room: label })
}

/** That a restore of the version serves no room, because the room it served is no longer in the project. */
export function roomGoneText(t: TFunction, room: ServedRoom): string {
  return room.name === null
    ? t('systemHistory.roomGoneUnnamed')
    : t('systemHistory.roomGone', { room: roomLabel({ name: room.name, number: room.number }) })
}
