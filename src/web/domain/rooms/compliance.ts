// The compliance table of a project's rooms: one row per room with its target, prediction, margin and verdict,
// in the order a designer works through them (failing rooms first, the worst first), and its CSV form.
import type { TFunction } from 'i18next'
import { BAND_CENTRES, BAND_KEYS, type BandKey, type RatingSide } from '#engine/index.ts'
import { ROOM_PRESETS } from '#contract/api/room-presets.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { formatNumber, MISSING_VALUE } from '../../i18n/format.ts'
import { numberedName } from '../display.ts'
import { marginBound, ratingText } from './rating-text.ts'
import { compareRoomNames, compareRoomNumbers, compareRooms } from './room-names.ts'
import { targetBasis, type TargetBasis } from './target-basis.ts'

/**
 * 'unassessable': systems serve the room but its stored values are none a room has; 'incomplete': a serving
 * system has no sound data and the others do not already fail it (contract rooms.ts).
 */
export type Verdict = 'fail' | 'pass' | 'none' | 'unassessable' | 'incomplete'

export interface ComplianceRow {
  id: string
  /** Its number on the drawings, '' when none. */
  number: string
  name: string
  targetType: RoomDocument['targetType']
  targetValue: number
  /** Where the target comes from: the room type's preset as it is, changed, or the designer. */
  basis: TargetBasis
  /** The prediction in the target's unit (dB(A), NR or NC), or null when no system serves the room. */
  predicted: number | null
  margin: number | null
  /**
   * For an NR or NC target whose spectrum lies outside the curves, which side: `predicted` and `margin` are then
   * indicative, and shown as "below NC 15" and "> 10" (rating-text.ts).
   */
  outside: RatingSide | null
  verdict: Verdict
  worstBand: BandKey | null
  /** The loudest system's name: the path to treat first. */
  loudestSystem: string | null
  systemCount: number
  /** The room as the API answered it, for what a schedule adds (compliance-csv.ts). */
  document: RoomDocument
}

const isBand = (value: string | null): value is BandKey => BAND_KEYS.some((key) => key === value)

/**
 * The prediction in the target's unit. A dB(A) level is shown to 0.1 dB rounded up, as the curve ratings are
 * rounded up, and its margin is the target less that (marginOf): an unrounded 35.04 dB(A) against 35 fails,
 * and read as 35.0 with a margin of 0.0 it looked like a pass called a fail; a margin shown as 0.0 or more
 * passes.
 */
export function predictedOf(room: RoomDocument): number | null {
  const { assessment } = room
  if (room.targetType === 'NR') return assessment.nr
  if (room.targetType === 'NC') return assessment.nc
  return shownLpA(assessment.lpA)
}

/** A room's dB(A) level as every room screen and sheet shows it: to 0.1 dB, rounded up (predictedOf). */
export const shownLpA = (lpA: number | null): number | null =>
  lpA === null ? null : Math.ceil(lpA * 10) / 10

/**
 * The margin in the target's unit: whole curve numbers already; for a dB(A) target, the target less the
 * prediction as shown, so that it is ≥ 0 exactly when the room passes (a target of whole tenths).
 */
export function marginOf(room: RoomDocument): number | null {
  const { margin } = room.assessment
  const predicted = predictedOf(room)
  if (margin === null || predicted === null || room.targetType !== 'LpA') return margin
  return Math.round((room.targetValue - predicted) * 10) / 10
}

function outsideOf({ targetType, assessment }: RoomDocument): RatingSide | null {
  if (targetType === 'NR') return assessment.nrOutside ?? null
  return targetType === 'NC' ? (assessment.ncOutside ?? null) : null
}

function verdictOf(assessment: RoomDocument['assessment']): Verdict {
  if (assessment.unassessable) return 'unassessable'
  if (assessment.pass === false) return 'fail'
  if (assessment.uncounted?.length) return 'incomplete'
  return assessment.pass ? 'pass' : 'none'
}

/**
 * What stands for a missing prediction: no system serves the room, none of those that do has sound data, or its
 * stored values need correcting.
 */
export function noPredictionKey(row: ComplianceRow) {
  if (row.verdict === 'unassessable') return 'rooms.checkValues' as const
  return row.verdict === 'incomplete' ? ('rooms.noSoundData' as const) : ('rooms.noSystems' as const)
}

// The presets are the contract's own list, the one the server answers, so print pages need not wait for it.
export function complianceRow(room: RoomDocument): ComplianceRow {
  const { assessment } = room
  const [first] = assessment.contributions
  return {
    id: room.id,
    number: room.number,
    name: room.name,
    targetType: room.targetType,
    targetValue: room.targetValue,
    basis: targetBasis(room, ROOM_PRESETS),
    predicted: predictedOf(room),
    margin: marginOf(room),
    outside: outsideOf(room),
    verdict: verdictOf(assessment),
    worstBand: isBand(assessment.worstBand) ? assessment.worstBand : null,
    // By number and name, as the room page's list and the drawings name it ("TK01 Supply AHU-1").
    loudestSystem: first ? numberedName(first) : null,
    systemCount: assessment.contributions.length,
    document: room,
  }
}

/**
 * A room's check, in the order every compliance table (the Rooms tab's, the printed one) shows it after the
 * room: the target and its basis, the prediction, the margin, the verdict and the worst band.
 */
export const CHECK_COLUMNS = ['target', 'basis', 'predicted', 'margin', 'verdict', 'worstBand'] as const

export type SortKey = 'verdict' | 'number' | 'name' | 'target' | 'predicted' | 'margin' | 'worstBand'
export type SortDirection = 'ascending' | 'descending'

// Rooms that cannot be assessed, or not yet wholly, need the designer as a failing one does: before those
// that pass.
const VERDICT_ORDER: Record<Verdict, number> = { fail: 0, unassessable: 1, incomplete: 2, pass: 3, none: 4 }
const bandIndex = (band: BandKey | null) => (band === null ? Infinity : BAND_KEYS.indexOf(band))
/** Missing values sort last in either direction. */
const compareNullable = (a: number | null, b: number | null, sign: number) => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return sign * (a - b)
}

/**
 * The rows sorted by a column. By verdict (the default): failing rooms first, then those that cannot be
 * assessed, then those with a system without sound data, then passing, then rooms no system serves, each by
 * margin, the smallest (worst) first. By number: rooms without one last either way.
 * Ties in a room schedule's order, by number then name (room-names.ts).
 */
export function sortRows<Row extends ComplianceRow>(
  rows: readonly Row[],
  key: SortKey = 'verdict',
  direction: SortDirection = 'ascending',
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1
  const compare = (a: ComplianceRow, b: ComplianceRow): number => {
    switch (key) {
      case 'verdict':
        return (
          sign * (VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict]) ||
          compareNullable(a.margin, b.margin, 1)
        )
      case 'number':
        return compareRoomNumbers(a, b, sign) || sign * compareRoomNames(a.name, b.name)
      case 'name':
        return sign * compareRoomNames(a.name, b.name)
      case 'target':
        return sign * (a.targetValue - b.targetValue)
      case 'predicted':
        return compareNullable(a.predicted, b.predicted, sign)
      case 'margin':
        return compareNullable(a.margin, b.margin, sign)
      case 'worstBand':
        return compareNullable(
          Number.isFinite(bandIndex(a.worstBand)) ? bandIndex(a.worstBand) : null,
          Number.isFinite(bandIndex(b.worstBand)) ? bandIndex(b.worstBand) : null,
          sign,
        )
    }
  }
  return [...rows].sort((a, b) => compare(a, b) || compareRooms(a, b))
}

/** A level or rating in the target's unit: dB(A) with one decimal, NR and NC as whole curve numbers. */
export function formatInUnit(
  value: number | null,
  targetType: RoomDocument['targetType'],
  language: string,
): string {
  return formatNumber(value, language, { decimals: targetType === 'LpA' ? 1 : 0, grouping: false })
}

/** The unit a target's numbers are written with: the dB(A) symbol for an LpA target; NR and NC name their own. */
export const targetUnit = (targetType: RoomDocument['targetType'], dbA: string): string =>
  targetType === 'LpA' ? dbA : ''

/** A target as the designer writes it: 'NR 30', 'NC 35', or '35.0 dB(A)' (`unit` is the dB(A) symbol). */
export const targetLabel = (targetType: RoomDocument['targetType'], value: string, unit: string): string =>
  targetType === 'LpA' ? `${value} ${unit}` : `${targetType} ${value}`

/** A room's own target as the designer writes it, its value in the target's unit and `language`. */
export const roomTargetText = (
  room: Pick<RoomDocument, 'targetType' | 'targetValue'>,
  language: string,
  unit: string,
): string => targetLabel(room.targetType, formatInUnit(room.targetValue, room.targetType, language), unit)

/** The prediction as the tables and sheets write it: '38.1 dB(A)', 'NR 39', 'below NC 15'; '-' without one. */
export function predictedText(row: ComplianceRow, language: string, t: TFunction): string {
  if (row.predicted === null) return MISSING_VALUE
  const value = formatInUnit(row.predicted, row.targetType, language)
  if (row.targetType === 'LpA') return targetLabel('LpA', value, t('room.dbA'))
  return ratingText(row.targetType, value, row.outside ?? undefined, t)
}

/** The margin in the target's unit, '-2.3' or '4'; outside the curves as far as known, '> 10'. */
export function marginText(row: ComplianceRow, language: string): string {
  const format = (value: number | null) => formatInUnit(value, row.targetType, language)
  if (row.targetType === 'LpA' || row.outside === null) return format(row.margin)
  const { relation, value } = marginBound(row.targetType, row.targetValue, row.outside)
  return `${relation} ${format(value)}`
}

/**
 * A level at the listener as a designer reads it against the room's target: '38.1 dB(A)', and for an NR or
 * NC target its rating beside it, '38.1 dB(A), NR 39' or '12.0 dB(A), below NC 15'; '-' without a level.
 */
export function levelText(
  level: Pick<RoomDocument['assessment'], 'lpA' | 'nr' | 'nc' | 'nrOutside' | 'ncOutside'> | undefined,
  targetType: RoomDocument['targetType'],
  language: string,
  t: TFunction,
): string {
  if (level?.lpA === null || level?.lpA === undefined) return MISSING_VALUE
  const lpA = `${formatNumber(shownLpA(level.lpA), language, { decimals: 1 })} ${t('room.dbA')}`
  if (targetType === 'LpA') return lpA
  const [rating, side] = targetType === 'NR' ? [level.nr, level.nrOutside] : [level.nc, level.ncOutside]
  return `${lpA}, ${ratingText(targetType, formatInUnit(rating, targetType, language), side, t)}`
}

/** The band's centre frequency, e.g. 1000 (Hz). */
export const bandFrequency = (band: BandKey): number => BAND_CENTRES[BAND_KEYS.indexOf(band)] ?? 0

/**
 * A served room's check as the sound schedule writes it, "35.0 dB(A): Fail, margin -22.9": `check` is the
 * translated pattern (soundSchedule.print.check), `verdict` the verdict's word, `unit` the dB(A) symbol.
 */
export function roomCheckText(
  room: ComplianceRow,
  language: string,
  words: {
    check: (parts: { target: string; verdict: string; margin: string }) => string
    verdict: string
    unit: string
  },
): string {
  return words.check({
    target: roomTargetText(room, language, words.unit),
    margin: marginText(room, language),
    verdict: words.verdict,
  })
}
