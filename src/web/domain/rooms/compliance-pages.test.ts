import { describe, expect, it } from 'vitest'
import { complianceRow, sortRows } from './compliance.ts'
import { compliancePages, markerOf, ROOMS_PER_PAGE } from './compliance-pages.ts'
import type { TargetBasis } from './target-basis.ts'
import { aRoom } from './test-rooms.ts'

const short = (basis: TargetBasis) => (basis.preset ? basis.preset.id : 'designer')

describe('the printed compliance table’s pages', () => {
  it('gives each distinct basis one marker for the whole report, in the order it first appears', () => {
    const rows = sortRows(
      [
        aRoom('A', { lpA: 40, margin: -5, roomType: 'dk-office' }),
        aRoom('B', { lpA: 40, margin: -4 }),
        aRoom('C', { lpA: 30, margin: 5, roomType: 'dk-office' }),
        aRoom('D', { lpA: 30, margin: 6, roomType: 'dk-office', targetValue: 36 }),
      ].map(complianceRow),
    )
    const [page, ...more] = compliancePages(rows, short)
    expect(more).toEqual([])
    expect(page?.rows.map((row) => [row.name, page && markerOf(page, row)])).toEqual([
      ['A', '[1]'],
      ['B', '[2]'],
      ['C', '[1]'],
      ['D', '[3]'],
    ])
    expect(page?.notes.map((note) => [note.marker, note.basis.kind, note.text])).toEqual([
      ['[1]', 'preset', 'dk-office'],
      ['[2]', 'designer', 'designer'],
      ['[3]', 'changed', 'dk-office'],
    ])
  })

  it('leaves room for the legend: fewer rooms a page than without one, and fewer still with many bases', () => {
    const same = Array.from({ length: 40 }, (_, i) => complianceRow(aRoom(`Room ${i}`, {})))
    // 2 lines a room, 36 a page; the legend's heading and gap take 2 and its one short line 1: 16 rooms.
    expect(compliancePages(same, short).map((page) => page.rows.length)).toEqual([16, 16, 8])
    expect(ROOMS_PER_PAGE).toBe(18)

    const long = 'x'.repeat(150) // two legend lines each
    const presets = [
      'dk-office',
      'dk-classroom',
      'dk-meeting-room',
      'se-classroom',
      'fi-hospital-ward',
    ] as const
    const varied = presets.map((roomType) => complianceRow(aRoom(roomType, { roomType })))
    const pages = compliancePages([...varied, ...varied], () => long)
    // 5 rooms and 5 two-line notes: 10 + 2 + 10 = 22 lines; the next 5 share the notes: 20 + 2 + 10 = 32.
    expect(pages.map((page) => page.rows.length)).toEqual([10])
    const many = compliancePages(
      Array.from({ length: 12 }, (_, i) =>
        complianceRow(aRoom(`R${i}`, { roomType: 'dk-office', targetValue: 36 + i })),
      ).concat(varied),
      () => long,
    )
    // Twelve rooms changed from one preset share one note; each of the five others brings its own (the office
    // preset as it is is another basis than the office changed), so the page closes when the legend grows.
    for (const page of many) {
      const legend = 2 + page.notes.length * 2
      expect(page.rows.length * 2 + legend).toBeLessThanOrEqual(36)
    }
    expect(many.map((page) => page.rows.length)).toEqual([14, 3])
  })

  it('counts a row that wraps past two lines at its own lines, never fewer than two', () => {
    const rows = Array.from({ length: 12 }, (_, i) => complianceRow(aRoom(`Room ${i}`, {})))
    // Every third room takes five lines (a long number or name), the others two though they are said to take
    // one: 9 lines per three rooms, and the legend three. Eleven rooms take 31 lines (+ 3 = 34); the twelfth's
    // five would make 39 > 36.
    const lines = (row: { name: string }) => (Number(row.name.slice(5)) % 3 === 2 ? 5 : 1)
    expect(compliancePages(rows, short, lines).map((page) => page.rows.length)).toEqual([11, 1])
  })

  it('prints one page without rooms, saying so', () => {
    expect(compliancePages([], short)).toEqual([{ rows: [], notes: [] }])
  })
})
