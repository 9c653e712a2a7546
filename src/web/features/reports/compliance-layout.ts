// The printed room compliance table's columns (docs/reports.md, "The room compliance table"): fixed widths
// worked out from the words the report prints, so that each row takes the lines its pagination counts
// (domain/rooms/compliance-pages.ts). Pure, like report-layout.ts.
import { CHECK_COLUMNS } from '../../domain/rooms/compliance.ts'
import { ROW_LINES } from '../../domain/rooms/compliance-pages.ts'
import {
  INVENTORY_CELL_PADDING_PX,
  INVENTORY_FONT_PX,
  INVENTORY_TABLE_PX,
  wrappedLines,
} from './report-layout.ts'
import { textWidth } from './text-wrap.ts'

/** The table's columns, in order: the room's number first, as a room schedule lists rooms. */
export const COMPLIANCE_COLUMNS = ['number', 'name', ...CHECK_COLUMNS, 'loudestSystem'] as const
export type ComplianceColumn = (typeof COMPLIANCE_COLUMNS)[number]
/** One text per column: a row's cells as the table prints them, or the headings. */
export type ComplianceCells = Record<ComplianceColumn, string>
export type ComplianceWidths = Record<ComplianceColumn, number>

/**
 * The free texts (a number of up to 100 characters, names of up to 200) share what the other columns leave, in
 * these proportions, and wrap within it; the other columns (levels, a marker, a margin, a verdict, a band) are
 * as wide as their values on one line.
 */
const FREE_TEXT: Partial<Record<ComplianceColumn, number>> = { number: 2, name: 4, loudestSystem: 3 }
/** Headings are bold, about a tenth wider than the regular text textWidth estimates. */
const BOLD = 1.1
/** A cell's padding, and a pixel to spare, so that a text measured to fit is never wrapped by rounding. */
const PADDING = 2 * INVENTORY_CELL_PADDING_PX.x + 1

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean)
const widest = (texts: readonly string[], factor = 1) =>
  Math.max(0, ...texts.map((text) => textWidth(text, INVENTORY_FONT_PX) * factor))
/** A heading breaks only between its words (print.module.css): its longest word must fit. */
const headingWidth = (heading: string) => widest(wordsOf(heading), BOLD) + PADDING

/**
 * Each column's width in px of the printed table (INVENTORY_TABLE_PX, which the columns fill): a column of
 * levels and verdicts as wide as its heading's longest word and its widest value, and the number, the name and
 * the loudest system sharing the rest (each at least its heading's longest word), so that a long name wraps
 * instead of breaking a level or a verdict over two lines. Worked out from the report's own texts, in its
 * language.
 */
export function complianceColumnWidths(
  headings: ComplianceCells,
  rows: readonly ComplianceCells[],
): ComplianceWidths {
  const widths = {} as ComplianceWidths
  let used = 0
  for (const column of COMPLIANCE_COLUMNS) {
    if (FREE_TEXT[column] !== undefined) continue
    const width = Math.max(headingWidth(headings[column]), widest(rows.map((row) => row[column])) + PADDING)
    widths[column] = width
    used += width
  }
  const free = COMPLIANCE_COLUMNS.filter((column) => FREE_TEXT[column] !== undefined)
  const shares = free.reduce((sum, column) => sum + (FREE_TEXT[column] ?? 0), 0)
  const rest = Math.max(0, INVENTORY_TABLE_PX - used)
  for (const column of free)
    widths[column] = Math.max(headingWidth(headings[column]), (rest * (FREE_TEXT[column] ?? 0)) / shares)
  // Where the columns' words leave the free texts less than their headings' words (Danish does, by a few
  // pixels), every column gives up the same share, so that the rows are counted at the widths they print at.
  const total = COMPLIANCE_COLUMNS.reduce((sum, column) => sum + widths[column], 0)
  const scale = Math.min(1, INVENTORY_TABLE_PX / total)
  for (const column of COMPLIANCE_COLUMNS) widths[column] *= scale
  return widths
}

/** A column's width as the share of the table its colgroup gives it. */
export const columnShare = (widths: ComplianceWidths, column: ComplianceColumn): string =>
  `${(widths[column] / INVENTORY_TABLE_PX) * 100}%`

/** A row's lines: its tallest cell's at these widths, at least ROW_LINES (compliance-pages.ts). */
export function complianceRowLines(widths: ComplianceWidths, cells: ComplianceCells): number {
  return Math.max(
    ROW_LINES,
    ...COMPLIANCE_COLUMNS.map((column) =>
      wrappedLines(cells[column], widths[column] - 2 * INVENTORY_CELL_PADDING_PX.x),
    ),
  )
}
