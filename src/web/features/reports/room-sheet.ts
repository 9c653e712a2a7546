// A room's data sheet in pages (docs/reports.md, "The room data sheet"): the band table's rows, which the room
// page shows too (domain/rooms/room-bands.ts), paged so that a room served by many systems still prints every
// one. Pure.
import { INVENTORY_TABLE_PX, wrappedLines } from './report-layout.ts'

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
export function roomSheetPages<R extends { label: string }>(systems: readonly R[]): R[][] {
  let page: R[] = []
  const pages = [page]
  let left = FIRST_SHEET_LINES
  for (const row of systems) {
    const lines = labelLines(row.label)
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
