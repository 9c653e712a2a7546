// How tall the printed reports' parts are and how they page (docs/product-rules.md, "Report pagination";
// docs/reports.md): the popup's page, the wrapped height of a table row (domain/pagination.ts pages rows by it),
// and the estimate of a system summary's sheet and of the other sheets of fields. Pure, like report-model.ts.
import { lineStarts, textWidth } from './text-wrap.ts'

/** The popup's page and the least row heights of the paginated tables (docs/product-rules.md, "Print reports"). */
export const PRINT_PAGE_HEIGHT = 842
export const MATERIALS_ROW_PX = 40
export const MATERIALS_HEADER_PX = 50
export const INVENTORY_ROW_PX = 58

/**
 * The inventory's page: the window's height as the specification asks, but never more than the popup's 842 px,
 * which is what a printed A4 sheet holds below its heading and above its foot; a report opened in a taller
 * window would otherwise put more rows on a sheet than its printed page has room for.
 */
export function inventoryPageHeight(windowHeight: number): number {
  const height = Number.isFinite(windowHeight) && windowHeight > 0 ? windowHeight : PRINT_PAGE_HEIGHT
  return Math.min(height, PRINT_PAGE_HEIGHT)
}

/**
 * The printed inventory table's geometry, which print.module.css (`.inventory`) holds it to: the width of an
 * A4 page inside its 12 mm margins (186 mm at 96 px an inch), each column's share of it, the cells' padding,
 * font size and line height. A row is as tall as its tallest cell, its padding and its 1 px border, and at
 * least INVENTORY_ROW_PX.
 */
export const INVENTORY_TABLE_PX = 700
export const INVENTORY_COLUMNS = { name: 0.3, label: 0.22 } as const
export const INVENTORY_CELL_PADDING_PX = { x: 4, y: 2 } as const
export const INVENTORY_FONT_PX = 10
export const INVENTORY_LINE_PX = 15

/**
 * How many lines a text takes in a column `widthPx` wide, wrapped as the report's cells wrap it: at spaces
 * (a line break counts as one), and a word wider than the column anywhere within it. At least one.
 */
export function wrappedLines(text: string, widthPx: number, fontPx = INVENTORY_FONT_PX): number {
  return lineStarts(text.replace(/\n/g, ' '), widthPx, fontPx).length
}

/** A cell whose text wraps: its column's share of the table and the texts it prints one under another. */
export interface WrappingCell {
  share: number
  /** null: a line the row leaves out (an inventory row without a flag). */
  texts: readonly (string | null)[]
}

/**
 * A row's height, px, in a report table of the inventory's geometry (INVENTORY_TABLE_PX wide, its padding,
 * font and line height): its tallest wrapping cell's lines and padding, at least `leastPx`. The inventory and
 * the bill of materials both count their rows by it, each with its own columns.
 */
export function wrappedRowHeight(cells: readonly WrappingCell[], leastPx: number): number {
  const lines = Math.max(
    1,
    ...cells.map(({ share, texts }) => {
      const width = share * INVENTORY_TABLE_PX - 2 * INVENTORY_CELL_PADDING_PX.x
      return texts.reduce((sum, text) => sum + (text === null ? 0 : wrappedLines(text, width)), 0)
    }),
  )
  const content = lines * INVENTORY_LINE_PX + 2 * INVENTORY_CELL_PADDING_PX.y + 1
  return Math.max(leastPx, Math.ceil(content))
}

/**
 * A row with a line under it on the table's whole width, which pages with it (a rectangular silencer's
 * configuration, docs/reports.md, "A rectangular silencer in the reports"): both as tall as their wrapped
 * lines make them, together at least `leastPx` (the row alone then takes its text's height, print.module.css
 * `.rowWithLineUnder`, so that its line follows it without a gap); without a line, the row at least `leastPx`.
 */
function rowWithLineUnderHeight(
  cells: readonly WrappingCell[],
  line: string | null,
  leastPx: number,
): number {
  if (line === null) return wrappedRowHeight(cells, leastPx)
  const under = wrappedRowHeight([{ share: 1, texts: [line] }], 0)
  return Math.max(leastPx, wrappedRowHeight(cells, 0) + under)
}

/** What an inventory row prints in its columns that wrap: the name (with its quantity), its flag, the label. */
export interface InventoryRowText {
  name: string
  /** The line under the name where the product's airflow differs from the system's; null: none. */
  flag: string | null
  label: string
  /** A rectangular silencer's configuration, on a line of its own under the row; null: none. */
  configuration: string | null
}

/**
 * A row's height, px: its tallest wrapping cell's lines and padding and its line under it, at least
 * INVENTORY_ROW_PX.
 */
export function inventoryRowHeight(row: InventoryRowText): number {
  return rowWithLineUnderHeight(
    [
      { share: INVENTORY_COLUMNS.name, texts: [row.name, row.flag] },
      { share: INVENTORY_COLUMNS.label, texts: [row.label] },
    ],
    row.configuration,
    INVENTORY_ROW_PX,
  )
}

/**
 * The bill of materials' columns, a share of the same table width as the inventory's (print.module.css
 * `.fixedTable` with the table's colgroup): name, code and the systems with their quantities wrap; the quantity
 * takes the rest.
 */
export const MATERIALS_COLUMNS = { name: 0.34, code: 0.2, systems: 0.34 } as const

/** What a line of the bill of materials prints in its columns that wrap. */
export interface MaterialsRowText {
  name: string
  code: string
  /** The systems with their quantities, as the cell prints them ("AHU-1 × 2, AHU-2"). */
  systems: string
  /** A rectangular silencer's configuration, on a line of its own under the row; null: none. */
  configuration: string | null
}

/**
 * A line's height, px: its tallest wrapping cell's lines and padding and its line under it, at least
 * MATERIALS_ROW_PX.
 */
export function materialsRowHeight(row: MaterialsRowText): number {
  return rowWithLineUnderHeight(
    [
      { share: MATERIALS_COLUMNS.name, texts: [row.name] },
      { share: MATERIALS_COLUMNS.code, texts: [row.code] },
      { share: MATERIALS_COLUMNS.systems, texts: [row.systems] },
    ],
    row.configuration,
    MATERIALS_ROW_PX,
  )
}

/**
 * The printed summary sheet's geometry (print.module.css, spectrum.module.css, ChainSpectra and Mantine's
 * theme), measured in Chromium's print layout of an A4 page: 273 mm high inside its 12 mm margins at 96 px an
 * inch (`.sheet`'s min-height), INVENTORY_TABLE_PX wide. The pieces that do not wrap are counted at their
 * measured height rounded up, so that the sum errs high.
 */
export const SUMMARY = {
  pageHeightPx: 1030,
  /** `.sheet` and `.sheetBody` gap (--mantine-spacing-sm). */
  gapPx: 12,
  /** The heading without its title (subject line, border, padding); the title is h4, 18 px on 26.1 px lines. */
  headerPx: 23,
  titleFontPx: 18,
  titleLinePx: 26.2,
  /** The title's share of the heading's width: the page number and date take the rest. */
  titleWidthPx: 580,
  /** `.sheetFooter`: its padding and border, then 9 px lines (Mantine's 1.55 line height). */
  footerPx: 5,
  footerFontPx: 9,
  footerLinePx: 14,
  /** `.fields`: 11 px text on 17.05 px lines, 2 px between rows, the label column at least 34 %. */
  fieldFontPx: 11,
  fieldLinePx: 17.1,
  fieldRowGapPx: 2,
  fieldLabelShare: 0.34,
  /** The band table: its heading and at most four rows (generator, to the room, filtered, LpA 10 m²). */
  bandTablePx: 103,
  /** The room's caption above its fields. */
  roomCaptionPx: 19,
  /** The figure's caption and the gap (md) under it and between its charts. */
  figureCaptionPx: 17,
  figureGapPx: 16,
  /** A chart: its caption, the 110 px plot and the two gaps (xs) around it. */
  chartPx: 147,
  /** The compact legend: 9 px entries on 13.95 px rows, a 20 px swatch and 6 px before the name, 12 px apart. */
  legendFontPx: 9,
  legendLinePx: 14,
  legendSwatchPx: 26,
  legendGapPx: 12,
} as const

/** A `.fields` list's rows: label and value, a value's lines apart by \n. */
export type FieldRows = readonly (readonly [string, string])[]

/** What the summary sheet prints that wraps or varies, as the page prints it. */
export interface SummaryText {
  title: string
  /** The project report's first page: the project's own fields, a list before the system's. */
  projectFields?: FieldRows
  /** The system's fields, then the room's. */
  fields: FieldRows
  roomFields: FieldRows
  /** Each chart's legend entries. */
  legends: readonly (readonly string[])[]
  /** The foot's lines (the company's contact details, the stamp). */
  footer: readonly string[]
}

/** Lines of a text whose lines are apart by \n, each wrapped at `widthPx`. */
const paragraphLines = (text: string, widthPx: number, fontPx: number): number =>
  lineStarts(text, widthPx, fontPx).length

/** The width of a `.fields` list's label column: at least its share of the table, else its longest label. */
const fieldLabelWidth = (rows: FieldRows): number =>
  Math.max(
    SUMMARY.fieldLabelShare * INVENTORY_TABLE_PX,
    ...rows.map(([label]) => textWidth(label, SUMMARY.fieldFontPx)),
  )

/** The width a `.fields` list's values wrap at, px: the table's less the label column and the gap. */
export const fieldValueWidth = (rows: FieldRows): number =>
  INVENTORY_TABLE_PX - fieldLabelWidth(rows) - SUMMARY.gapPx

/** A `.fields` list's height: each row as tall as its label's or its value's lines. */
function fieldsHeight(rows: FieldRows): number {
  if (rows.length === 0) return 0
  const labelPx = fieldLabelWidth(rows)
  const valuePx = fieldValueWidth(rows)
  const lines = rows.reduce(
    (sum, [label, value]) =>
      sum +
      Math.max(
        paragraphLines(label, labelPx, SUMMARY.fieldFontPx),
        paragraphLines(value || '-', valuePx, SUMMARY.fieldFontPx),
      ),
    0,
  )
  return lines * SUMMARY.fieldLinePx + (rows.length - 1) * SUMMARY.fieldRowGapPx
}

/** A sheet's heading (its title on up to two lines) and foot, with the gaps between them and its body. */
function frameHeight(title: string, footer: readonly string[]): number {
  const titleLines = Math.min(2, wrappedLines(title, SUMMARY.titleWidthPx, SUMMARY.titleFontPx))
  const footerLines = footer.reduce(
    (sum, line) => sum + wrappedLines(line, INVENTORY_TABLE_PX, SUMMARY.footerFontPx),
    0,
  )
  return (
    SUMMARY.headerPx +
    titleLines * SUMMARY.titleLinePx +
    2 * SUMMARY.gapPx +
    SUMMARY.footerPx +
    footerLines * SUMMARY.footerLinePx
  )
}

/**
 * A sheet of fields only (the project information), estimated as the summary is: its heading, the fields and
 * `extraLines` lines under them (the project report's "No systems"), its foot.
 */
export function fieldsSheetHeight(
  title: string,
  rows: FieldRows,
  footer: readonly string[],
  extraLines = 0,
): number {
  const extra = extraLines > 0 ? SUMMARY.gapPx + extraLines * SUMMARY.fieldLinePx : 0
  return Math.ceil(frameHeight(title, footer) + fieldsHeight(rows) + extra)
}

/**
 * The lines of a long text's continuation sheet (docs/reports.md, "Long texts"): the text on the sheet's
 * whole width (INVENTORY_TABLE_PX) in the fields' type, below its heading and above its foot.
 */
export function continuationLines(title: string, footer: readonly string[]): number {
  return Math.floor((SUMMARY.pageHeightPx - frameHeight(title, footer)) / SUMMARY.fieldLinePx)
}

/**
 * The rows a chart's legend takes: entries side by side while they fit the width (flex-wrap), an entry wider
 * than the page on rows of its own with its name wrapped.
 */
export function legendRows(entries: readonly string[]): number {
  const width = INVENTORY_TABLE_PX
  let rows = 0
  let used = 0
  for (const entry of entries) {
    const entryWidth = SUMMARY.legendSwatchPx + textWidth(entry, SUMMARY.legendFontPx)
    if (entryWidth > width) {
      rows += wrappedLines(entry, width - SUMMARY.legendSwatchPx, SUMMARY.legendFontPx)
      used = 0
      continue
    }
    if (used > 0 && used + SUMMARY.legendGapPx + entryWidth <= width) {
      used += SUMMARY.legendGapPx + entryWidth
      continue
    }
    rows++
    used = entryWidth
  }
  return rows
}

/** The summary sheet's estimated heights, px: everything but the charts, and the charts' figure. */
export function summaryHeights(summary: SummaryText): { withoutCharts: number; charts: number } {
  const project = summary.projectFields ? fieldsHeight(summary.projectFields) + SUMMARY.gapPx : 0
  const body =
    project +
    fieldsHeight(summary.fields) +
    SUMMARY.gapPx +
    SUMMARY.bandTablePx +
    SUMMARY.gapPx +
    SUMMARY.roomCaptionPx +
    fieldsHeight(summary.roomFields)
  const charts =
    SUMMARY.figureCaptionPx +
    summary.legends.reduce(
      (sum, legend) =>
        sum + SUMMARY.figureGapPx + SUMMARY.chartPx + legendRows(legend) * SUMMARY.legendLinePx,
      0,
    )
  return {
    withoutCharts: Math.ceil(frameHeight(summary.title, summary.footer) + body),
    charts: Math.ceil(charts),
  }
}

/**
 * Whether the summary's charts share its page: when the page with them would run over (many products, long
 * names, the total's caveats), they move to a page of their own right after it, whole, rather than a chart
 * being cut or its legend shortened (docs/product-rules.md, "Report pagination").
 */
export function summaryChartsFit(summary: SummaryText, pageHeight = SUMMARY.pageHeightPx): boolean {
  const { withoutCharts, charts } = summaryHeights(summary)
  return withoutCharts + SUMMARY.gapPx + charts <= pageHeight
}
