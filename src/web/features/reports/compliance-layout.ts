// The printed room compliance table's columns (docs/reports.md, "The room compliance table"): fixed widths
// worked out from the words the report prints, so that each row takes the lines its pagination counts
// (domain/rooms/compliance-pages.ts), laid out as every printed table of fixed columns is (printed-table.ts).
import { CHECK_COLUMNS } from '../../domain/rooms/compliance.ts'
import { ROW_LINES } from '../../domain/rooms/compliance-pages.ts'
import {
  cellPerColumn,
  columnWidths,
  printedRowLines,
  type ColumnTexts,
  type ColumnWidths,
  type PrintedTable,
} from './printed-table.ts'

/** The table's columns, in order: the room's number first, as a room schedule lists rooms. */
export const COMPLIANCE_COLUMNS = ['number', 'name', ...CHECK_COLUMNS, 'loudestSystem'] as const
export type ComplianceColumn = (typeof COMPLIANCE_COLUMNS)[number]
/** One text per column: a row's cells as the table prints them, or the headings. */
export type ComplianceCells = ColumnTexts<ComplianceColumn>
export type ComplianceWidths = ColumnWidths<ComplianceColumn>

/**
 * The free texts (a number of up to 100 characters, names of up to 200) share what the other columns leave, in
 * these proportions, and wrap within it; the other columns (levels, a marker, a margin, a verdict, a band) are
 * as wide as their values on one line.
 */
const COMPLIANCE_TABLE: PrintedTable<ComplianceColumn> = {
  columns: COMPLIANCE_COLUMNS,
  free: { number: 2, name: 4, loudestSystem: 3 },
}

/**
 * Each column's width in px of the printed table: levels and verdicts as wide as their words, the number, the
 * name and the loudest system sharing the rest (columnWidths of printed-table.ts).
 */
export const complianceColumnWidths = (
  headings: ComplianceCells,
  rows: readonly ComplianceCells[],
): ComplianceWidths => columnWidths(COMPLIANCE_TABLE, headings, rows)

/** A row's lines: its tallest cell's at these widths, at least ROW_LINES (compliance-pages.ts). */
export const complianceRowLines = (widths: ComplianceWidths, cells: ComplianceCells): number =>
  printedRowLines(widths, cellPerColumn(COMPLIANCE_TABLE, cells), ROW_LINES)
