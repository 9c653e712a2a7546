import { describe, expect, it } from 'vitest'
import {
  INVENTORY_ROW_PX,
  inventoryPageHeight,
  inventoryRowHeight,
  legendRows,
  MATERIALS_COLUMNS,
  MATERIALS_HEADER_PX,
  MATERIALS_ROW_PX,
  materialsRowHeight,
  SUMMARY,
  summaryChartsFit,
  summaryHeights,
  wrappedLines,
  type SummaryText,
} from './report-layout.ts'
import { paginateByHeight } from '../../domain/pagination.ts'
import { footer, roomFields } from './test-summary.ts'

/** A straight rectangular silencer's configuration as the inventory and the bill of materials print it. */
const RECT_CONFIGURATION =
  'Width W: 1,000 mm; Height H: 500 mm; Length L: 1,500 mm; Cassettes: 3 × 200 mm, Mineral wool; ' +
  'Cassette spacing: 133 mm; Shell insulation: None; Outer cover: None; Inner material: Galvanised steel ZN275; ' +
  'Connection profile: Z profile'

/** A product name of three lines in the inventory's name column. */
const longName = 'Rectangular silencer MSKI-1200x600-1500 for the supply air of the concert hall foyer'

describe('report layout: rows and pages', () => {
  it('wraps a long name at spaces, and a word longer than its column anywhere', () => {
    expect(wrappedLines('NRF-250-600', 200)).toBe(1)
    // 48 lower-case letters and spaces at 6.5 px or less: about 300 px, two lines of 200 px.
    expect(wrappedLines('silencer for the supply of the concert hall foyer', 200)).toBe(2)
    // One word of 60 capitals, 8 px each: 480 px, three lines, though it has no space to break at.
    expect(wrappedLines('N'.repeat(60), 200)).toBe(3)
    expect(wrappedLines('', 200)).toBe(1)
  })

  it('counts an inventory row as tall as its lines, at least 58 px', () => {
    const short = { name: 'NRF-250', flag: null, label: 'NRF-250-600', configuration: null }
    expect(inventoryRowHeight(short)).toBe(INVENTORY_ROW_PX)
    // Name and flag on two lines fit the 58 px, as three do (3 × 15 px + padding = 50 px).
    const flagged = { ...short, flag: "Airflow differs from the system's 400 l/s" }
    expect(inventoryRowHeight(flagged)).toBe(INVENTORY_ROW_PX)
    // A name of three lines and a flag of two: five lines of 15 px, 80 px with the padding and border.
    const long = { ...flagged, name: longName }
    expect(wrappedLines(longName, 202)).toBe(3)
    expect(inventoryRowHeight(long)).toBe(80)
    expect(inventoryRowHeight(long)).toBeGreaterThan(inventoryRowHeight(flagged))
    // A label that wraps makes the row taller as well.
    expect(inventoryRowHeight({ ...short, label: 'X'.repeat(60) })).toBeGreaterThan(INVENTORY_ROW_PX)
  })

  it("counts a rectangular silencer's configuration, wrapped on the table's whole width, under its row", () => {
    const row = { name: 'MSK-1000x500-1500', flag: null, label: 'MSK-1000x500-1500', configuration: null }
    expect(wrappedLines(RECT_CONFIGURATION, 700 - 8)).toBe(3)
    // The row's one line (15 px, its padding and border: 20 px) and the configuration's three (50 px): 70 px,
    // more than the least 58 px a row takes, which the pair need not take again.
    expect(inventoryRowHeight({ ...row, configuration: RECT_CONFIGURATION })).toBe(70)
    const line = { name: 'MSK-1000x500-1500', code: 'MSK-1000x500-1500', systems: 'AHU-1' }
    expect(materialsRowHeight({ ...line, configuration: RECT_CONFIGURATION })).toBe(70)
    expect(materialsRowHeight({ ...line, configuration: null })).toBe(MATERIALS_ROW_PX)
    // A configuration of one line under a row of one: the pair still takes the least a row takes.
    expect(inventoryRowHeight({ ...row, configuration: 'Width W: 1,000 mm' })).toBe(INVENTORY_ROW_PX)
    // A row of a long name: its lines and the configuration's.
    const long = { ...row, name: longName, configuration: RECT_CONFIGURATION }
    expect(inventoryRowHeight(long)).toBe(3 * 15 + 5 + 50)
  })

  it('fills each inventory page with rows by their own heights, none of its pages over its height', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      // Every other row a name of the 200 characters a name may have, and a flag under it.
      name: i % 2 === 0 ? `${longName} ${longName}`.slice(0, 200) : `Silencer ${i}`,
      flag: i % 2 === 0 ? "Airflow differs from the system's 400 l/s" : null,
      label: `NRFV-${i}`,
      configuration: null,
    }))
    const pages = paginateByHeight(rows, inventoryRowHeight, 842)
    // Rows of one line would take 14 a page (2 pages); the tall ones take more.
    expect(pages.length).toBeGreaterThan(2)
    for (const page of pages)
      expect(page.reduce((sum, row) => sum + inventoryRowHeight(row), 0)).toBeLessThanOrEqual(842)
    // Every row once, in order.
    expect(pages.flat()).toEqual(rows)
    // Rows of 58 px fill the page as the specification counts them: 14 to 842 px.
    const plain = rows.map((row) => ({ ...row, name: 'Silencer', flag: null }))
    expect(paginateByHeight(plain, inventoryRowHeight, 842).map((page) => page.length)).toEqual([14, 6])
  })

  it("pages the inventory by the window's height, never more than the 842 px a printed page holds", () => {
    expect(inventoryPageHeight(842)).toBe(842)
    expect(inventoryPageHeight(700)).toBe(700)
    expect(inventoryPageHeight(1400)).toBe(842)
    expect(inventoryPageHeight(Number.NaN)).toBe(842)
  })
})

describe('bill of materials rows', () => {
  const line = { name: 'Silencer 1', code: 'NRFV-101', systems: 'AHU-1 × 2, AHU-2', configuration: null }

  it('counts a short line at 40 px, a long name, code or list of systems as tall as its lines', () => {
    expect(materialsRowHeight(line)).toBe(MATERIALS_ROW_PX)
    // The same wrap as the inventory's, in the materials' own columns: 34 % of 700 px less the padding.
    const nameLines = wrappedLines(longName, MATERIALS_COLUMNS.name * 700 - 8)
    expect(nameLines).toBeGreaterThanOrEqual(3)
    expect(materialsRowHeight({ ...line, name: longName })).toBe(nameLines * 15 + 5)
    const systems = Array.from({ length: 12 }, (_, i) => `Supply air handling unit ${i + 1} × 2`).join(', ')
    expect(materialsRowHeight({ ...line, systems })).toBeGreaterThan(MATERIALS_ROW_PX * 3)
    expect(materialsRowHeight({ ...line, code: 'X'.repeat(120) })).toBeGreaterThan(MATERIALS_ROW_PX)
  })

  it('fills a page below its heading by the lines own heights', () => {
    const lines = [
      line,
      { ...line, name: `${longName} ${longName}` },
      ...Array.from({ length: 19 }, () => line),
    ]
    const pages = paginateByHeight(lines, materialsRowHeight, 842 - MATERIALS_HEADER_PX)
    // 19 short lines fit the 792 px; with one long line among them the 19th no longer does.
    expect(pages.map((page) => page.length)).toEqual([18, 3])
    for (const page of pages)
      expect(page.reduce((sum, l) => sum + materialsRowHeight(l), 0)).toBeLessThanOrEqual(792)
  })
})

describe('the summary page', () => {
  const words = 'Rectangular silencer for the supply air of the concert hall foyer with an inspection hatch'
  /** The English summary of `count` products, the first at another airflow, those at `long` with long names. */
  const summary = (count: number, otherAirflow: boolean, long: number[] = []): SummaryText => ({
    title: 'System summary: AHU-M',
    fields: [
      ['Project', 'M'],
      ['System', 'AHU-M'],
      ['System number', 'S1'],
      ['Date', ''],
      ['Weighting filter', 'A filter'],
      ['Attenuation constant', 'T1 (absorption area 10 m²)'],
      ['Products', String(count)],
      ['System airflow (l/s)', otherAirflow ? '250' : ''],
      [
        'Total pressure drop',
        otherAirflow
          ? "278 Pa\nProducts whose pressure drop is taken at an airflow other than the system's 250 l/s: 1"
          : '278 Pa',
      ],
      ['Comment', ''],
    ],
    roomFields,
    legends: [
      [
        'Noise generator Lw',
        ...Array.from(
          { length: count },
          (_, i) =>
            `After product ${i + 1}: Silencer ${i + 1}${long.includes(i) ? ` ${words} ${words} end` : ''}`,
        ),
      ],
      ['Room Lp at the listener', 'NR 30 target'],
    ],
    footer,
  })

  // Heights of these summaries in Chromium's print layout of an A4 page (703 × 1030 px inside its margins),
  // legend rows included: the estimate must never fall short of them, nor be far over.
  const measured: [string, SummaryText, number, number][] = [
    ['1 product', summary(1, false), 948, 1],
    ['20 products', summary(20, false), 1018, 6],
    ['10 products, one at another airflow', summary(10, true), 1010, 3],
    ['14 products, one at another airflow', summary(14, true), 1024, 4],
    ['14 products, two long names', summary(14, false, [2, 5]), 1046, 8],
    ['14 products, one at another airflow, two long names', summary(14, true, [2, 5]), 1080, 8],
  ]

  it.each(measured)(
    'estimates the page of %s at or a little over its printed height',
    (_, text, px, rows) => {
      const { withoutCharts, charts } = summaryHeights(text)
      const estimate = withoutCharts + 12 + charts
      expect(estimate).toBeGreaterThanOrEqual(px)
      expect(estimate).toBeLessThanOrEqual(px + 25)
      expect(legendRows(text.legends[0] ?? [])).toBeGreaterThanOrEqual(rows)
    },
  )

  it('counts a legend entry wider than the page on rows of its own', () => {
    expect(legendRows(['a', 'b', 'c'])).toBe(1)
    const wide = `After product 3: ${words} ${words} ${words}`
    expect(legendRows(['a', wide, 'b'])).toBe(1 + wrappedLines(wide, 700 - 26, 9) + 1)
  })

  it('keeps the charts on the summary while it fits, else gives them a page of their own that fits', () => {
    expect(summaryChartsFit(summary(1, false))).toBe(true)
    expect(summaryChartsFit(summary(10, true))).toBe(true)
    for (const text of [summary(14, true), summary(14, false, [2, 5]), summary(14, true, [2, 5])]) {
      expect(summaryChartsFit(text)).toBe(false)
      const { withoutCharts, charts } = summaryHeights(text)
      expect(withoutCharts).toBeLessThanOrEqual(SUMMARY.pageHeightPx)
      // The charts' own page has its heading and foot as the summary has.
      expect(charts + 2 * 12 + 23 + 26.2 + 5 + 3 * 14).toBeLessThanOrEqual(SUMMARY.pageHeightPx)
    }
    // A longer title, a caveat of two lines or a long comment take room from the charts.
    const tight = summary(10, true)
    expect(summaryChartsFit({ ...tight, fields: [...tight.fields, ['Comment', 'x '.repeat(400)]] })).toBe(
      false,
    )
  })
})
