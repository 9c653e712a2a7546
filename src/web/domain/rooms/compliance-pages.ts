// The printed compliance table's pages: each room's target basis as a marker ([1], [2]) and, under the table
// on each page, the legend of that page's markers (docs/reports.md, "The room compliance table").
import type { ComplianceRow } from './compliance.ts'
import type { TargetBasis } from './target-basis.ts'

/** Rooms per printed page without a legend: an A4 page holds the header and this many two-line rows. */
export const ROOMS_PER_PAGE = 18
/**
 * The lines a room's row is counted at, at least: its number, name and loudest system may take two. A row
 * whose texts wrap to more counts as many (the report counts them, `rowLines` of compliancePages).
 */
export const ROW_LINES = 2
/** The table's lines on a page: the unit the legend is counted in, since it prints at the table's size. */
const PAGE_LINES = ROOMS_PER_PAGE * ROW_LINES
/**
 * Characters of a legend line. The sheet is 555 px wide in the popup (595 px less its padding) and its 10 px
 * text averages under 6 px a character, so about 90 fit; 80 leaves room for wide letters (Ä, Ø, W).
 */
const LEGEND_CHARS_PER_LINE = 80
/** The legend's heading and the gap above it. */
const LEGEND_HEADING_LINES = 2

export interface BasisNote {
  marker: string
  basis: TargetBasis
  /** The legend's line: the room type and the full basis. */
  text: string
}

export interface CompliancePage {
  rows: ComplianceRow[]
  /** The markers of the page's rows, in the order they first appear on it. */
  notes: BasisNote[]
}

/** Rooms whose targets come from the same place share a marker: the preset as it is, changed, or none. */
const basisKey = (basis: TargetBasis): string =>
  basis.kind === 'designer' ? 'designer' : `${basis.kind}:${basis.preset.id}`

const legendLines = (notes: readonly BasisNote[]): number =>
  notes.length === 0
    ? 0
    : LEGEND_HEADING_LINES +
      notes.reduce(
        (lines, note) =>
          lines + Math.ceil((note.marker.length + 1 + note.text.length) / LEGEND_CHARS_PER_LINE),
        0,
      )

/**
 * The rows, in their order, on as few pages as hold them with their legends: a page takes rooms while its
 * rows (`rowLines` each, ROW_LINES when not given) and its legend fit in the lines of ROOMS_PER_PAGE two-line
 * rows, so a page whose rooms have many different bases or long texts holds fewer rooms. Markers are numbered
 * once for the whole report, in the order the bases first appear, so one basis has one marker on every page.
 */
export function compliancePages(
  rows: readonly ComplianceRow[],
  legendText: (basis: TargetBasis) => string,
  rowLines: (row: ComplianceRow) => number = () => ROW_LINES,
): CompliancePage[] {
  const notes = new Map<string, BasisNote>()
  const noteOf = (basis: TargetBasis): BasisNote => {
    const key = basisKey(basis)
    const known = notes.get(key)
    if (known) return known
    const note = { marker: `[${notes.size + 1}]`, basis, text: legendText(basis) }
    notes.set(key, note)
    return note
  }
  const pages: CompliancePage[] = []
  let page: CompliancePage = { rows: [], notes: [] }
  let rowsLines = 0
  for (const row of rows) {
    const note = noteOf(row.basis)
    const withNote = page.notes.includes(note) ? page.notes : [...page.notes, note]
    const own = Math.max(ROW_LINES, rowLines(row))
    if (page.rows.length > 0 && rowsLines + own + legendLines(withNote) > PAGE_LINES) {
      pages.push(page)
      page = { rows: [row], notes: [note] }
      rowsLines = own
    } else {
      page = { rows: [...page.rows, row], notes: withNote }
      rowsLines += own
    }
  }
  pages.push(page)
  return pages
}

/** The marker of a row's basis on its page. */
export const markerOf = (page: CompliancePage, row: ComplianceRow): string =>
  page.notes.find((note) => basisKey(note.basis) === basisKey(row.basis))?.marker ?? ''
