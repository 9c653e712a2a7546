// How tall the printed reports' parts are and how they page (docs/product-rules.md, "Report pagination";
// docs/reports.md): the popup's page, the wrapped height of a table row, the pages of rows by their heights,
// and the estimate of a system summary's sheet. Pure, like report-model.ts.

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
 * A character's width at 1 px of font, a little over its width in DejaVu Sans, the widest of the sans-serif
 * fonts a browser prints the report with, so that an estimate of a text's lines never falls short.
 */
function charEm(char: string): number {
  if (/[\s.,:;'!|ilIjtfr()[\]-]/.test(char)) return 0.45
  if (/[mwMWÆŒæœ@%×#&+=<>~]/.test(char)) return 1
  if (/\p{Lu}/u.test(char)) return 0.8
  // Letters and signs of scripts set wider than Latin (CJK, symbols) take a whole em.
  return (char.codePointAt(0) ?? 0) >= 0x2000 ? 1 : 0.65
}

const textWidth = (text: string, fontPx: number): number =>
  [...text].reduce((width, char) => width + charEm(char) * fontPx, 0)

/**
 * How many lines a text takes in a column `widthPx` wide, wrapped as the report's cells wrap it: at spaces,
 * and a word wider than the column anywhere within it (overflow-wrap: anywhere). At least one.
 */
export function wrappedLines(text: string, widthPx: number, fontPx = INVENTORY_FONT_PX): number {
  const space = textWidth(' ', fontPx)
  let lines = 1
  let used = 0
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const width = textWidth(word, fontPx)
    if (used > 0 && used + space + width <= widthPx) {
      used += space + width
      continue
    }
    if (used > 0) lines++
    used = 0
    for (const char of word) {
      const charWidth = textWidth(char, fontPx)
      if (used > 0 && used + charWidth > widthPx) {
        lines++
        used = 0
      }
      used += charWidth
    }
  }
  return lines
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

/** What an inventory row prints in its columns that wrap: the name (with its quantity), its flag, the label. */
export interface InventoryRowText {
  name: string
  /** The line under the name where the product's airflow differs from the system's; null: none. */
  flag: string | null
  label: string
}

/** A row's height, px: its tallest wrapping cell's lines and padding, at least INVENTORY_ROW_PX. */
export function inventoryRowHeight(row: InventoryRowText): number {
  return wrappedRowHeight(
    [
      { share: INVENTORY_COLUMNS.name, texts: [row.name, row.flag] },
      { share: INVENTORY_COLUMNS.label, texts: [row.label] },
    ],
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
}

/** A line's height, px: its tallest wrapping cell's lines and padding, at least MATERIALS_ROW_PX. */
export function materialsRowHeight(row: MaterialsRowText): number {
  return wrappedRowHeight(
    [
      { share: MATERIALS_COLUMNS.name, texts: [row.name] },
      { share: MATERIALS_COLUMNS.code, texts: [row.code] },
      { share: MATERIALS_COLUMNS.systems, texts: [row.systems] },
    ],
    MATERIALS_ROW_PX,
  )
}

/**
 * Splits rows into pages of at most `pageHeight` px by each row's own height; a row taller than a page gets
 * a page of its own. No rows still give one (empty) page.
 */
export function paginateByHeight<T>(
  rows: readonly T[],
  heightOf: (row: T) => number,
  pageHeight: number,
): T[][] {
  const pages: T[][] = []
  let page: T[] = []
  let used = 0
  for (const row of rows) {
    const height = heightOf(row)
    if (page.length > 0 && used + height > pageHeight) {
      pages.push(page)
      page = []
      used = 0
    }
    page.push(row)
    used += height
  }
  if (page.length > 0 || pages.length === 0) pages.push(page)
  return pages
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

/** What the summary sheet prints that wraps or varies, as the page prints it. */
export interface SummaryText {
  title: string
  /** The system's fields (label, value; a value's lines apart by \n), then the room's. */
  fields: readonly (readonly [string, string])[]
  roomFields: readonly (readonly [string, string])[]
  /** Each chart's legend entries. */
  legends: readonly (readonly string[])[]
  /** The foot's lines (the company's contact details, the stamp). */
  footer: readonly string[]
}

/** Lines of a text whose lines are apart by \n, each wrapped at `widthPx`. */
const paragraphLines = (text: string, widthPx: number, fontPx: number): number =>
  text.split('\n').reduce((sum, line) => sum + wrappedLines(line, widthPx, fontPx), 0)

/** A `.fields` list's height: each row as tall as its label's or its value's lines. */
function fieldsHeight(rows: readonly (readonly [string, string])[]): number {
  if (rows.length === 0) return 0
  const labelPx = Math.max(
    SUMMARY.fieldLabelShare * INVENTORY_TABLE_PX,
    ...rows.map(([label]) => textWidth(label, SUMMARY.fieldFontPx)),
  )
  const valuePx = INVENTORY_TABLE_PX - labelPx - SUMMARY.gapPx
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
  const title = Math.min(2, wrappedLines(summary.title, SUMMARY.titleWidthPx, SUMMARY.titleFontPx))
  const header = SUMMARY.headerPx + title * SUMMARY.titleLinePx
  const footerLines = summary.footer.reduce(
    (sum, line) => sum + wrappedLines(line, INVENTORY_TABLE_PX, SUMMARY.footerFontPx),
    0,
  )
  const footer = SUMMARY.footerPx + footerLines * SUMMARY.footerLinePx
  const body =
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
    withoutCharts: Math.ceil(header + SUMMARY.gapPx + body + SUMMARY.gapPx + footer),
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
