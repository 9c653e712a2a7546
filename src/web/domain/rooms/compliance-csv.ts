// The room compliance table as CSV (docs/reports.md, "The room compliance table"): the check of every room and
// what its room sheet prints, one row a room, for the designer's room schedule.
import { BAND_CENTRES, BAND_KEYS, roomAbsorptionArea, type RatingSide } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { MISSING_VALUE } from '../../i18n/format.ts'
import { csvNumber, csvText } from '../csv/csv.ts'
import { numberedName } from '../display.ts'
import { bandFrequency, shownLpA, type ComplianceRow, type Verdict } from './compliance.ts'
import { curveLimit, marginBound } from './rating-text.ts'
import type { TargetBasis } from './target-basis.ts'

/** A rating for a spreadsheet: its number, or outside the curves '<15' or '>130'. */
function csvRating(
  value: number | null,
  curves: 'NR' | 'NC',
  side: RatingSide | undefined,
  language: string,
) {
  if (!side) return csvNumber(value, language, 0, '')
  return `${side === 'below' ? '<' : '>'}${curveLimit(curves, side)}`
}

/** What the room sheet prints beyond the check: levels, ratings, bands, acoustics and serving systems. */
function scheduleFields(room: RoomDocument, language: string): string[] {
  const { assessment } = room
  const decimals = (value: number | null, places: number) => csvNumber(value, language, places, '')
  const byReverberation = room.absorptionMode === 'reverberation'
  return [
    decimals(shownLpA(assessment.lpA), 1),
    csvRating(assessment.nr, 'NR', assessment.nrOutside, language),
    csvRating(assessment.nc, 'NC', assessment.ncOutside, language),
    ...BAND_KEYS.map((key) => decimals(assessment.soundPressureLevel?.[key] ?? null, 1)),
    decimals(roomAbsorptionArea(room), 1),
    byReverberation ? decimals(room.volume, 1) : '',
    byReverberation ? decimals(room.reverberationTime, 2) : '',
    decimals(room.listenerDistance, 2),
    decimals(room.directivity, 0),
    assessment.contributions.map((system) => `${numberedName(system)} (${system.outlets})`).join('; '),
  ]
}

export interface CsvTexts {
  headers: {
    number: string
    room: string
    roomType: string
    targetType: string
    target: string
    basis: string
    predicted: string
    margin: string
    verdict: string
    worstBand: string
    loudestSystem: string
    /** The room's level in dB(A), and its NR and NC, whatever its target's quantity. */
    lpA: string
    nr: string
    nc: string
    /** The level per octave band at the listener, dB, for the band's centre frequency. */
    band: (frequency: number) => string
    absorptionArea: string
    volume: string
    reverberationTime: string
    listenerDistance: string
    directivity: string
    /** The systems serving the room, each with its outlets. */
    systems: string
  }
  verdicts: Record<Verdict, string>
  /** The room type's name, '' without a preset. */
  roomType: (basis: TargetBasis) => string
  /** The basis in full: the preset's source, or who set or changed the target. */
  basis: (basis: TargetBasis) => string
}

/**
 * The table as CSV: one header row, numbers in the interface language's convention; the room's number first,
 * as a room schedule lists rooms, the room type beside the name and the target's basis in full beside the
 * target, since the client's reviewer checks the target first. After the check, what the room sheet prints:
 * the level in dB(A), NR and NC, the level per band, the room's acoustics (the absorption area, taken from
 * the volume and reverberation time by Sabine where those were given) and the systems serving it with their
 * outlets. Where the decimal separator is a comma, fields are separated by semicolons, as spreadsheets in
 * those languages expect.
 */
export function complianceCsv(rows: readonly ComplianceRow[], texts: CsvTexts, language: string): string {
  const { headers } = texts
  // The printed table writes a missing prediction as a dash, and so does its CSV.
  const number = (value: number | null, type: ComplianceRow['targetType']) =>
    csvNumber(value, language, type === 'LpA' ? 1 : 0, MISSING_VALUE)
  // The prediction and margin; outside the curves '<15' and '>10', which a spreadsheet keeps as written.
  const checkCells = (row: ComplianceRow): [string, string] => {
    if (row.targetType === 'LpA' || !row.outside)
      return [number(row.predicted, row.targetType), number(row.margin, row.targetType)]
    const { relation, value } = marginBound(row.targetType, row.targetValue, row.outside)
    return [
      csvRating(row.predicted, row.targetType, row.outside, language),
      `${relation}${number(value, row.targetType)}`,
    ]
  }
  return csvText(
    [
      headers.number,
      headers.room,
      headers.roomType,
      headers.targetType,
      headers.target,
      headers.basis,
      headers.predicted,
      headers.margin,
      headers.verdict,
      headers.worstBand,
      headers.loudestSystem,
      headers.lpA,
      headers.nr,
      headers.nc,
      ...BAND_CENTRES.map(headers.band),
      headers.absorptionArea,
      headers.volume,
      headers.reverberationTime,
      headers.listenerDistance,
      headers.directivity,
      headers.systems,
    ],
    rows.map((row) => [
      row.number,
      row.name,
      texts.roomType(row.basis),
      row.targetType,
      number(row.targetValue, row.targetType),
      texts.basis(row.basis),
      ...checkCells(row),
      texts.verdicts[row.verdict],
      row.worstBand === null ? '' : String(bandFrequency(row.worstBand)),
      row.loudestSystem ?? '',
      ...scheduleFields(row.document, language),
    ]),
    language,
  )
}
