import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en.json'
import {
  COMPLIANCE_COLUMNS,
  complianceColumnWidths,
  complianceRowLines,
  type ComplianceCells,
} from './compliance-layout.ts'
import { columnShare } from './printed-table.ts'
import { INVENTORY_TABLE_PX } from './report-layout.ts'
import { textWidth } from './text-wrap.ts'

const english: ComplianceCells = { ...en.rooms.columns, loudestSystem: en.rooms.loudestSystem }
/**
 * Wide headings with long single words: the Danish ones as they read when they were the widest of the five
 * languages (the margin is now "Margin til krav"; one long word is what the layout must make room for).
 */
const danish: ComplianceCells = {
  number: 'Nummer',
  name: 'Rum',
  target: 'Krav',
  basis: 'Grundlag for kravet',
  predicted: 'Beregnet',
  margin: 'Sikkerhedsmargin',
  verdict: 'Vurdering',
  worstBand: 'Afgørende bånd, Hz',
  loudestSystem: 'Mest støjende system',
}
const row = (cells: Partial<ComplianceCells> = {}): ComplianceCells => ({
  number: 'A2.14',
  name: 'Storrumskontor',
  target: '35,0 dB(A)',
  basis: '[1]',
  predicted: '41,3 dB(A)',
  margin: '-6,3',
  verdict: 'Ikke overholdt',
  worstBand: '2000',
  loudestSystem: 'AHU-1',
  ...cells,
})

describe('the printed compliance table’s columns', () => {
  it('fill the table: levels as wide as their words, the free texts sharing the rest 2 : 4 : 3', () => {
    const widths = complianceColumnWidths(english, [row(), row({ target: '130,0 dB(A)' })])
    const total = COMPLIANCE_COLUMNS.reduce((sum, column) => sum + widths[column], 0)
    expect(total).toBeCloseTo(INVENTORY_TABLE_PX, 6)
    // The widest level fits its column on one line.
    expect(widths.target).toBeGreaterThan(textWidth('130,0 dB(A)', 10))
    expect(widths.name / widths.number).toBeCloseTo(2, 6)
    expect(widths.loudestSystem / widths.number).toBeCloseTo(1.5, 6)
  })

  it('give every heading’s longest word room, the free texts too where the others leave them little', () => {
    const widths = complianceColumnWidths(danish, [row()])
    expect(widths.margin).toBeGreaterThan(textWidth('Sikkerhedsmargin', 10) * 1.1)
    expect(widths.number).toBeGreaterThan(textWidth('Nummer', 10) * 1.1)
    // Held to the table by the colgroup's shares, which add up to the whole.
    const shares = COMPLIANCE_COLUMNS.map((column) => Number.parseFloat(columnShare(widths, column)))
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 6)
  })

  it('count a row at its tallest cell, at least two lines', () => {
    const widths = complianceColumnWidths(english, [row()])
    expect(complianceRowLines(widths, row())).toBe(2)
    const longNumber = row({ number: 'BLDG-A/FLOOR-02/ZONE-EAST/ROOM-0001'.repeat(3) })
    const longName = row({ name: 'Open plan office of the east wing beside the stairs '.repeat(4) })
    expect(complianceRowLines(widths, longNumber)).toBeGreaterThan(2)
    expect(complianceRowLines(widths, longName)).toBeGreaterThan(2)
    // A number as long as a name takes more lines in its narrower column.
    const same = 'x'.repeat(100)
    expect(complianceRowLines(widths, row({ number: same }))).toBeGreaterThan(
      complianceRowLines(widths, row({ name: same })),
    )
  })
})
