// The room chart's rows: per octave band the level from every system, each system's own level and the target
// curve, all in dB at the listener, so that each reads on the chart's one axis.
import { BAND_CENTRES, BAND_KEYS, roomTargetCurve } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { formatNumber } from '../../i18n/format.ts'

/** One band: its label, `total`, each system's level under its id, and `target` for an NR or NC target. */
export type RoomChartRow = Record<string, number | string>

export function roomChartRows(room: RoomDocument, language: string): RoomChartRow[] {
  const { contributions, soundPressureLevel: total } = room.assessment
  const curve = roomTargetCurve(room.targetType, room.targetValue)
  return BAND_CENTRES.map((frequency, band) => {
    const key = BAND_KEYS[band] ?? 'octaveBand63Hz'
    const row: RoomChartRow = { band: formatNumber(frequency, language, { grouping: false }) }
    if (total) row.total = total[key]
    for (const contribution of contributions)
      row[contribution.systemId] = contribution.soundPressureLevel[key]
    if (curve) row.target = curve[key]
    return row
  })
}
