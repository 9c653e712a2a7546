// A room rating in words: the number, or "below 0" / "above 130" outside the family's curves.
import type { TFunction } from 'i18next'
import { formatNumber } from '../../../i18n/format.ts'
import type { RoomAnalysis } from '../../../domain/room/room-levels.ts'

export function ratingWords(result: RoomAnalysis['nr'] | RoomAnalysis['nc'], t: TFunction, language: string) {
  if (result.kind === 'below') return t('room.below', { limit: result.limit })
  if (result.kind === 'above') return t('room.above', { limit: result.limit })
  return formatNumber(result.rating, language)
}
