// A room's data sheet (docs/reports.md, "The room data sheet"): what each system serving the room brings to the
// listener per octave band, the total, the target and the margin, paged so that a room served by many systems
// still prints every one. Pure; the numbers are the server's room assessment, never recomputed here.
import { BAND_KEYS, bandsFromArray, roomTargetCurve, WEIGHTINGS, type OctaveBands } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { marginOf, shownLpA } from '../../domain/rooms/compliance.ts'
import { INVENTORY_TABLE_PX, wrappedLines } from './report-layout.ts'

/** One line of the band table: the eight bands (dB) and the A-weighted total, dB(A); null prints dashes. */
export interface LevelRow {
  bands: OctaveBands | null
  lpA: number | null
}

export interface SystemBandRow extends LevelRow {
  systemId: string
  name: string
  number: string
  outlets: number
}

export interface RoomSheetTable {
  /** The systems serving the room, loudest first, as the assessment lists them. */
  systems: SystemBandRow[]
  /** The level from all of them: the energy sum the server made. Null when no system serves the room. */
  total: LevelRow | null
  /**
   * For an LpA target, the total with the A-weighting added per band (IEC 61672-1), whose energy sum is the
   * dB(A) the verdict is read in: it shows which bands make the level and so which a silencer must take.
   * Null for a curve target (the margin row already names the band) and when no system serves the room.
   */
  weighted: LevelRow | null
  /** NR or NC: the curve per band; LpA: the limit in the total's column only. */
  target: LevelRow
  /**
   * Target − total, per band for a curve (negative: above the curve in that band) and in dB(A) for an LpA
   * target. Null when no system serves the room.
   */
  margin: LevelRow | null
}

const round1 = (value: number) => Math.round(value * 10) / 10

/** The band table of a room, from its stored assessment. */
export function roomSheetTable(room: RoomDocument): RoomSheetTable {
  const { assessment } = room
  const systems = assessment.contributions.map((contribution) => ({
    systemId: contribution.systemId,
    name: contribution.name,
    number: contribution.number,
    outlets: contribution.outlets,
    bands: contribution.soundPressureLevel,
    lpA: contribution.lpA,
  }))
  const level = assessment.soundPressureLevel
  // The dB(A) column as the facts above it give the prediction and margin (compliance.ts predictedOf).
  const total = level ? { bands: level, lpA: shownLpA(assessment.lpA) } : null
  const curve = roomTargetCurve(room.targetType, room.targetValue)
  const target = curve ? { bands: curve, lpA: null } : { bands: null, lpA: room.targetValue }
  const margin =
    level === null
      ? null
      : curve
        ? { bands: bandsFromArray(BAND_KEYS.map((key) => round1(curve[key] - level[key]))), lpA: null }
        : { bands: null, lpA: marginOf(room) }
  const weighted =
    level && !curve
      ? {
          bands: bandsFromArray(BAND_KEYS.map((key, i) => round1(level[key] + (WEIGHTINGS.A[i] ?? 0)))),
          lpA: shownLpA(assessment.lpA),
        }
      : null
  return { systems, total, weighted, target, margin }
}

/**
 * The band table's label column, as print.module.css (`.bands`) holds it: 34 % of the A4 table's 700 px, less
 * its padding. A system's label (its name and outlets) wraps there; every other cell is a number on one line.
 */
const LABEL_PX = 0.34 * INVENTORY_TABLE_PX - 8

/**
 * Lines of system rows a sheet holds: the first sheet also holds the room's facts (the room term and the method
 * among them, two lines each), the verdict and the chart (220 px, RoomSheet.tsx), so fewer; the sheets after it
 * only the table. The rows under the systems (total, its A-weighted bands for an LpA target, target and margin)
 * take four more lines and go on the last sheet.
 */
export const FIRST_SHEET_LINES = 8
export const LATER_SHEET_LINES = 40
const CLOSING_LINES = 4

/** A row in lines: its label (a system's name and outlets, as the sheet prints it) wrapped in its column. */
export const labelLines = (label: string): number => wrappedLines(label, LABEL_PX)

/**
 * The system rows of each sheet, in order: as many as fit in the sheet's lines, at least one a sheet; the last
 * sheet keeps room for the closing rows, and gets a sheet of its own when they do not fit after the last system.
 */
export function roomSheetPages<R>(systems: readonly R[], label: (row: R) => string): R[][] {
  let page: R[] = []
  const pages = [page]
  let left = FIRST_SHEET_LINES
  for (const row of systems) {
    const lines = labelLines(label(row))
    if (lines > left && page.length > 0) {
      page = []
      pages.push(page)
      left = LATER_SHEET_LINES
    }
    page.push(row)
    left -= lines
  }
  if (left < CLOSING_LINES && systems.length > 0) pages.push([])
  return pages
}
