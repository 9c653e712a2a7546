// The room the overview's chart and results bar speak of: the stand-alone room of the room panel, or the
// project room the saved system serves, which replaces that panel (docs/product-rules.md, "The overview's
// room"). Either way one screen gives one level and one verdict.
import type { TFunction } from 'i18next'
import type { OctaveBands } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import type { RoomSettings } from '#contract/api/systems.ts'
import type { ListenerFigures } from '../../../ui/calculations/CalculationsPanel.tsx'
import type { RoomAnalysis } from '../../../domain/room/room-levels.ts'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import { servedRoomSpectrum } from '../../../domain/rooms/served-room.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { ratingWords } from '../room/rating-words.ts'

export interface OverviewRoom {
  /** The results bar's room figures; null without a level. */
  listener: ListenerFigures | null
  /** The chart's sound pressure line; null without a level. */
  levels: OctaveBands | null
  /** Its name, when it is not the stand-alone room's listener. */
  levelsLabel?: string
  /** The NR curve the chart draws; null when the target is not an NR rating. */
  targetNr: number | null
}

/** The stand-alone room: the level at its listener, with the NR verdict as the room panel gives it. */
export function standAloneRoom(
  room: RoomSettings,
  analysis: RoomAnalysis | null,
  t: TFunction,
  language: string,
): OverviewRoom {
  return {
    listener: analysis && {
      title: t('calculations.listener'),
      lpA: analysis.lpA,
      nr: ratingWords(analysis.nr, t, language),
      verdict: analysis.nrPass === null ? null : { on: 'nr', pass: analysis.nrPass },
    },
    levels: analysis?.levels ?? null,
    targetNr: room.targetNr,
  }
}

const VERDICT_ON = { LpA: 'lpA', NR: 'nr', NC: 'nc' } as const

/**
 * The served project room: its level from every system that serves it, against its own target, as its panel,
 * the Rooms tab and the compliance report give them.
 */
export function servedProjectRoom(room: RoomDocument, t: TFunction, language: string): OverviewRoom {
  const { assessment } = room
  const rating = (value: number | null) => formatNumber(value, language)
  const on = VERDICT_ON[room.targetType]
  const spectrum = servedRoomSpectrum(t, room)
  return {
    listener:
      assessment.lpA === null
        ? null
        : {
            title: t('calculations.servedRoom', { room: roomLabel(room) }),
            lpA: assessment.lpA,
            inTenths: true,
            nr: rating(assessment.nr),
            ...(on === 'nc' ? { nc: rating(assessment.nc) } : {}),
            verdict: assessment.pass === null ? null : { on, pass: assessment.pass },
          },
    levels: spectrum.levels,
    levelsLabel: spectrum.label,
    targetNr: spectrum.targetNr,
  }
}
