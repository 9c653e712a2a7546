import { describe, expect, it } from 'vitest'
import { FIRST_SHEET_LINES, LATER_SHEET_LINES, roomSheetPages, labelLines } from './room-sheet.ts'

describe("a room data sheet's pages", () => {
  const system = (label: string) => ({ label })

  it('keeps a room of a few systems on one sheet with its closing rows', () => {
    const pages = roomSheetPages([system('AHU-1'), system('AHU-2'), system('AHU-3')])
    expect(pages.map((page) => page.length)).toEqual([3])
  })

  it('continues a room of many systems on later sheets, every system printed once, in order', () => {
    const systems = Array.from({ length: 60 }, (_, i) => system(`AHU-${i + 1}`))
    const pages = roomSheetPages(systems)
    expect(pages.flat()).toEqual(systems)
    expect(pages[0]).toHaveLength(FIRST_SHEET_LINES)
    expect(pages[1]).toHaveLength(LATER_SHEET_LINES)
    expect(pages[2]).toHaveLength(60 - FIRST_SHEET_LINES - LATER_SHEET_LINES)
  })

  it('counts a long name at the lines it wraps to, and gives the closing rows a sheet when they do not fit', () => {
    const long = system(
      'Supply air handling unit serving the east wing, third floor, open offices and meeting rooms',
    )
    expect(labelLines(long.label)).toBeGreaterThan(1)
    const pages = roomSheetPages(Array.from({ length: FIRST_SHEET_LINES }, (_, i) => system(`AHU-${i}`)))
    expect(pages.map((page) => page.length)).toEqual([FIRST_SHEET_LINES, 0])
  })
})
