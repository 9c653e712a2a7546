// A printed table of fixed columns whose rows page by their wrapped lines (docs/reports.md, "The room
// compliance table" and "Sound schedule in the project report"): each column's width worked out from the
// words the report prints, and a row's lines at those widths. The compliance table and the sound schedule
// both lay out their columns this way. Pure, like report-layout.ts.
import {
  INVENTORY_CELL_PADDING_PX,
  INVENTORY_FONT_PX,
  INVENTORY_TABLE_PX,
  wrappedLines,
} from './report-layout.ts'
import { textWidth } from './text-wrap.ts'

/** A table's columns in print order, and the share of what the others leave that each free text takes. */
export interface PrintedTable<C extends string> {
  columns: readonly C[]
  /**
   * The columns of free texts (names, numbers, a check's words), which wrap within their share; every other
   * column is as wide as its values on one line.
   */
  free: Partial<Record<C, number>>
}

/** One text per column: the headings, or a row's cells (a cell left out prints within a spanning one). */
export type ColumnTexts<C extends string> = Record<C, string>
export type ColumnWidths<C extends string> = Record<C, number>

/** A cell as a row prints it: its text and the columns it spans (one, or more with colSpan). */
export interface PrintedCell<C extends string> {
  text: string
  columns: readonly C[]
}

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
 * Each column's width in px of the printed table (INVENTORY_TABLE_PX, which the columns fill): a column that
 * does not wrap as wide as its heading's longest word and its widest value, and the free texts sharing the
 * rest in their proportions (each at least its heading's longest word), so that a long name wraps instead of
 * breaking a level or a verdict over two lines. Worked out from the report's own texts, in its language.
 */
export function columnWidths<C extends string>(
  table: PrintedTable<C>,
  headings: ColumnTexts<C>,
  rows: readonly Partial<ColumnTexts<C>>[],
): ColumnWidths<C> {
  const widths = {} as ColumnWidths<C>
  let used = 0
  for (const column of table.columns) {
    if (table.free[column] !== undefined) continue
    const values = rows.flatMap((row) => row[column] ?? [])
    const width = Math.max(headingWidth(headings[column]), widest(values) + PADDING)
    widths[column] = width
    used += width
  }
  const free = table.columns.filter((column) => table.free[column] !== undefined)
  const shares = free.reduce((sum, column) => sum + (table.free[column] ?? 0), 0)
  const rest = Math.max(0, INVENTORY_TABLE_PX - used)
  for (const column of free)
    widths[column] = Math.max(headingWidth(headings[column]), (rest * (table.free[column] ?? 0)) / shares)
  // Where the columns' words leave the free texts less than their headings' words (Danish does, by a few
  // pixels), every column gives up the same share, so that the rows are counted at the widths they print at.
  const total = table.columns.reduce((sum, column) => sum + widths[column], 0)
  const scale = Math.min(1, INVENTORY_TABLE_PX / total)
  for (const column of table.columns) widths[column] *= scale
  return widths
}

/** A column's width as the share of the table its colgroup gives it. */
export const columnShare = <C extends string>(widths: ColumnWidths<C>, column: C): string =>
  `${(widths[column] / INVENTORY_TABLE_PX) * 100}%`

/** The cells of a row that prints one cell a column, in the table's order. */
export const cellPerColumn = <C extends string>(
  table: PrintedTable<C>,
  texts: ColumnTexts<C>,
): PrintedCell<C>[] => table.columns.map((column) => ({ text: texts[column], columns: [column] }))

/** A row's lines: its tallest cell's at these widths (a spanning cell's at its columns' together), at least `least`. */
export function printedRowLines<C extends string>(
  widths: ColumnWidths<C>,
  cells: readonly PrintedCell<C>[],
  least: number,
): number {
  return Math.max(
    least,
    ...cells.map(({ text, columns }) => {
      const width = columns.reduce((sum, column) => sum + widths[column], 0)
      return wrappedLines(text, width - 2 * INVENTORY_CELL_PADDING_PX.x)
    }),
  )
}
