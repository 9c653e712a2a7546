// A room's levels per octave band as the room page shows them and its data sheet prints them (docs/reports.md,
// "The room data sheet"): what each system serving the room brings to the listener, the total, for an LpA
// target its A-weighted bands, the target and the margin. One function for both, so that they cannot disagree.
// Pure; the numbers are the server's room assessment, never recomputed here but the margin per band (the curve
// less the total) and the A-weighted bands (the total plus the weighting).
import type { TFunction } from 'i18next'
import { BAND_KEYS, bandsFromArray, roomTargetCurve, WEIGHTINGS, type OctaveBands } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { numberedName, orUnnamed } from '../display.ts'
import { marginOf, roomTargetText, shownLpA } from './compliance.ts'

/** One row of a room's band table. */
export interface RoomBandRow {
  label: string
  /** The eight bands, dB; null: a dash in each (an LpA target and its margin have no bands). */
  values: OctaveBands | null
  /** The A-weighted total, dB(A) (an LpA target and its margin); null: a dash (a curve has no dB(A)). */
  total: number | null
  /**
   * Whole dB for a system's row; 0.1 dB for the rows the verdict is read from, as the facts give them: a band
   * 0.4 dB over its curve in whole dB read as a margin of 0.
   */
  decimals: 0 | 1
  /** The margin row: a value below 0, a band over its target, is marked to be found at a glance. */
  marksNegative?: boolean
}

export interface RoomBandRows {
  /** One row per counted system, the one to treat first first, as the assessment lists them. */
  systems: RoomBandRow[]
  /**
   * The rows under the systems: all of them together, for an LpA target their A-weighted bands (IEC 61672-1),
   * the target and the margin; the target alone for a room no system serves (nor one that cannot be assessed).
   */
  closing: RoomBandRow[]
}

const round1 = (value: number) => Math.round(value * 10) / 10

/** The band table of a room, from its stored assessment, labelled in `language`. */
export function roomBandRows(t: TFunction, language: string, room: RoomDocument): RoomBandRows {
  const { assessment } = room
  const systems = assessment.contributions.map((part): RoomBandRow => ({
    label: t('rooms.sheet.systemLabel', { name: orUnnamed(numberedName(part), t), count: part.outlets }),
    values: part.soundPressureLevel,
    total: part.lpA,
    decimals: 0,
  }))
  const level = assessment.soundPressureLevel
  // The dB(A) column as the facts give the prediction and the margin (compliance.ts predictedOf, marginOf).
  const lpA = shownLpA(assessment.lpA)
  const curve = roomTargetCurve(room.targetType, room.targetValue)
  const summed = (label: string, values: OctaveBands | null, total: number | null): RoomBandRow => ({
    label,
    values,
    total,
    decimals: 1,
  })
  const closing: RoomBandRow[] = []
  if (level) closing.push(summed(t('rooms.sheet.total'), level, lpA))
  // The bands that make the dB(A), and so those a silencer must take: a curve's margin row already names them.
  if (level && !curve)
    closing.push(
      summed(
        t('rooms.sheet.weighted'),
        bandsFromArray(BAND_KEYS.map((key, i) => round1(level[key] + (WEIGHTINGS.A[i] ?? 0)))),
        lpA,
      ),
    )
  closing.push(
    summed(
      t('rooms.sheet.target', { target: roomTargetText(room, language, t('room.dbA')) }),
      curve,
      curve ? null : room.targetValue,
    ),
  )
  if (level)
    closing.push({
      ...summed(
        t('rooms.sheet.margin'),
        curve ? bandsFromArray(BAND_KEYS.map((key) => round1(curve[key] - level[key]))) : null,
        curve ? null : marginOf(room),
      ),
      marksNegative: true,
    })
  return { systems, closing }
}
