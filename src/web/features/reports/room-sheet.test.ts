import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray } from '#engine/index.ts'
import { aRoom, aTwoSystemRoom } from '../../domain/rooms/test-rooms.ts'
import {
  FIRST_SHEET_LINES,
  LATER_SHEET_LINES,
  roomSheetPages,
  roomSheetTable,
  labelLines,
  type SystemBandRow,
} from './room-sheet.ts'

const flat = (level: number) => bandsFromArray(Array<number>(8).fill(level))
describe("a room data sheet's band table", () => {
  it('lists each system, the total, the NR curve and the margin per band (curve − total)', () => {
    const room = aTwoSystemRoom('Open office', { targetType: 'NR', targetValue: 30 })
    const table = roomSheetTable(room)
    expect(table.systems.map((row) => [row.name, row.outlets, row.bands?.octaveBand63Hz, row.lpA])).toEqual([
      ['Supply AHU-1', 4, 40, 44],
      ['Exhaust AHU-1', 2, 34, 38],
    ])
    expect(table.total?.bands?.octaveBand1000Hz).toBeCloseTo(40.97, 2)
    expect(table.total?.lpA).toBe(45)
    // NR 30 (ISO R 1996): 59.2, 48.1, 39.9, 34.0, 30.0, 26.9, 24.7, 22.9 dB.
    expect(bandsToArray(table.target.bands ?? flat(NaN)).map((value) => Math.round(value * 10) / 10)).toEqual(
      [59.2, 48.1, 39.9, 34.0, 30.0, 26.9, 24.7, 22.9],
    )
    expect(table.target.lpA).toBeNull()
    // 59.2 − 40.97 = 18.2 at 63 Hz; 30 − 40.97 = −11.0 at 1 kHz; 22.9 − 40.97 = −18.1 at 8 kHz.
    expect(table.margin?.bands).toEqual(bandsFromArray([18.2, 7.1, -1.1, -7.0, -11.0, -14.0, -16.3, -18.1]))
    expect(table.margin?.lpA).toBeNull()
    // The margin row names the bands against a curve; the A-weighted row is for a dB(A) target.
    expect(table.weighted).toBeNull()
  })

  it('puts an LpA target and its margin in the dB(A) column only, the margin being the server’s', () => {
    const room = aTwoSystemRoom('Open office', { targetType: 'LpA', targetValue: 35 })
    const table = roomSheetTable({ ...room, assessment: { ...room.assessment, margin: -10 } })
    expect(table.target).toEqual({ bands: null, lpA: 35 })
    expect(table.margin).toEqual({ bands: null, lpA: -10 })
    // The total plus the A-weighting per band (−26.2 … +1.2 dB), in the dB(A) total's row.
    const total = bandsToArray(table.total?.bands ?? flat(NaN))
    const weights = [-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1]
    expect(bandsToArray(table.weighted?.bands ?? flat(NaN))).toEqual(
      total.map((level, i) => Math.round((level + (weights[i] ?? 0)) * 10) / 10),
    )
    expect(table.weighted?.bands?.octaveBand1000Hz).toBe(41)
    expect(table.weighted?.lpA).toBe(table.total?.lpA)
  })

  it('has no total and no margin for a room no system serves', () => {
    const table = roomSheetTable(aRoom('Store', { lpA: null }))
    expect(table.systems).toEqual([])
    expect(table.total).toBeNull()
    expect(table.margin).toBeNull()
    expect(table.weighted).toBeNull()
    expect(table.target.lpA).toBe(35)
  })
})

describe("a room data sheet's pages", () => {
  const name = (row: SystemBandRow) => row.name
  const system = (name: string): SystemBandRow => ({
    systemId: crypto.randomUUID(),
    name,
    number: '',
    outlets: 1,
    bands: flat(30),
    lpA: 35,
  })

  it('keeps a room of a few systems on one sheet with its closing rows', () => {
    const pages = roomSheetPages([system('AHU-1'), system('AHU-2'), system('AHU-3')], name)
    expect(pages.map((page) => page.length)).toEqual([3])
  })

  it('continues a room of many systems on later sheets, every system printed once, in order', () => {
    const systems = Array.from({ length: 60 }, (_, i) => system(`AHU-${i + 1}`))
    const pages = roomSheetPages(systems, name)
    expect(pages.flat()).toEqual(systems)
    expect(pages[0]).toHaveLength(FIRST_SHEET_LINES)
    expect(pages[1]).toHaveLength(LATER_SHEET_LINES)
    expect(pages[2]).toHaveLength(60 - FIRST_SHEET_LINES - LATER_SHEET_LINES)
  })

  it('counts a long name at the lines it wraps to, and gives the closing rows a sheet when they do not fit', () => {
    const long = system(
      'Supply air handling unit serving the east wing, third floor, open offices and meeting rooms',
    )
    expect(labelLines(long.name)).toBeGreaterThan(1)
    const pages = roomSheetPages(
      Array.from({ length: FIRST_SHEET_LINES }, (_, i) => system(`AHU-${i}`)),
      name,
    )
    expect(pages.map((page) => page.length)).toEqual([FIRST_SHEET_LINES, 0])
  })
})
