// The sound schedule as the project report prints it (docs/reports.md, "Sound schedule in the project
// report"): the CSV's rows, each with the check of the room it serves read from the room compliance data, on
// as many A4 pages as they need.
import type { RoomDocument } from '#contract/api/rooms.ts'
import { paginateByHeight } from '../pagination.ts'
import { complianceRow, type ComplianceRow } from '../rooms/compliance.ts'
import { scheduleRow, type ScheduleRow, type ScheduleSystem } from './sound-schedule.ts'

export interface PrintedScheduleRow {
  /** The system's number, '' when it has none. */
  number: string
  row: ScheduleRow
  /** The served room's compliance row (its target, prediction and verdict); null when it serves none. */
  room: ComplianceRow | null
}

/** Rows in the order given, each with its room's check as the room compliance table reports it. */
export function printedScheduleRows(
  systems: readonly (ScheduleSystem & { number: string })[],
  rooms: readonly RoomDocument[],
): PrintedScheduleRow[] {
  const byId = new Map(rooms.map((room) => [room.id, room]))
  return systems.map((system) => {
    const room = system.roomId ? byId.get(system.roomId) : undefined
    return {
      number: system.number,
      row: scheduleRow(system, byId),
      room: room ? complianceRow(room) : null,
    }
  })
}

/**
 * An A4 page's table lines: the compliance table's 36 (18 two-line rows, domain/rooms/compliance-pages.ts),
 * since both print at the same 10 px type in the same sheet. The report counts each row's lines at its
 * columns' widths (features/reports/schedule-layout.ts).
 */
export const SCHEDULE_PAGE_LINES = 36
/** The rows on pages, in order: a page takes rows while their lines fit; a row never splits. None: no page. */
export const schedulePages = <T>(rows: readonly T[], lines: (row: T) => number): T[][] =>
  rows.length === 0 ? [] : paginateByHeight(rows, lines, SCHEDULE_PAGE_LINES)
