import { describe, expect, it } from 'vitest'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { complianceRow, noPredictionKey, sortRows } from './compliance.ts'
import { aRoom } from './test-rooms.ts'

const rooms = [
  aRoom('Quiet', { lpA: 30, margin: 5 }),
  aRoom('Empty store', {}),
  aRoom('Loud', { number: 'A2.14', lpA: 41.25, margin: -6.25, roomType: 'dk-office' }),
  aRoom('Bit loud', { lpA: 36, margin: -1, roomType: 'dk-meeting-room' }),
]

describe('the compliance table', () => {
  it('puts failing rooms first, the worst margin first, then passing, then rooms no system serves', () => {
    expect(sortRows(rooms.map(complianceRow)).map((row) => row.name)).toEqual([
      'Loud',
      'Bit loud',
      'Quiet',
      'Empty store',
    ])
  })

  it('sorts by a column both ways, rooms without a prediction last either way', () => {
    const rows = rooms.map(complianceRow)
    expect(sortRows(rows, 'predicted', 'ascending').map((row) => row.name)).toEqual([
      'Quiet',
      'Bit loud',
      'Loud',
      'Empty store',
    ])
    expect(sortRows(rows, 'predicted', 'descending').map((row) => row.name)).toEqual([
      'Loud',
      'Bit loud',
      'Quiet',
      'Empty store',
    ])
    expect(sortRows(rows, 'name').map((row) => row.name)).toEqual([
      'Bit loud',
      'Empty store',
      'Loud',
      'Quiet',
    ])
  })

  it('sorts numbered rooms by their numbers, as a room schedule does', () => {
    const names = ['Office 10', 'office 2', 'A1.12', 'Office 1', 'A1.3']
    const rows = names.map((name) => complianceRow(aRoom(name, { lpA: 30, margin: 5 })))
    expect(sortRows(rows, 'name').map((row) => row.name)).toEqual([
      'A1.3',
      'A1.12',
      'Office 1',
      'office 2',
      'Office 10',
    ])
  })

  it('sorts by number as a room schedule does, rooms without one after those with one, then by name', () => {
    const numbered = [
      aRoom('Store', { number: '' }),
      aRoom('Office', { number: 'A2.14' }),
      aRoom('Archive', { number: '' }),
      aRoom('Office', { number: 'a2.9' }),
      aRoom('Corridor', { number: 'A10.1' }),
      aRoom('Meeting', { number: 'A2.14' }),
    ].map(complianceRow)
    const order = (key: 'number' | 'name' | 'verdict', direction: 'ascending' | 'descending') =>
      sortRows(numbered, key, direction).map((row) => `${row.number} ${row.name}`.trim())
    expect(order('number', 'ascending')).toEqual([
      'a2.9 Office',
      'A2.14 Meeting',
      'A2.14 Office',
      'A10.1 Corridor',
      'Archive',
      'Store',
    ])
    // Reversed, the numbered rooms still come first: a room without a number has nothing to sort by.
    expect(order('number', 'descending')).toEqual([
      'A10.1 Corridor',
      'A2.14 Office',
      'A2.14 Meeting',
      'a2.9 Office',
      'Store',
      'Archive',
    ])
    // By name, rooms of one name follow their numbers.
    expect(order('name', 'ascending')).toEqual([
      'Archive',
      'A10.1 Corridor',
      'A2.14 Meeting',
      'a2.9 Office',
      'A2.14 Office',
      'Store',
    ])
    // Rooms of equal rank (none served) are in a room schedule's order.
    expect(order('verdict', 'ascending')).toEqual(order('number', 'ascending'))
  })

  it('reads the prediction in the target unit: NR and NC ratings for curve targets', () => {
    expect(
      complianceRow(aRoom('NR room', { lpA: 40, margin: 0, targetType: 'NR', targetValue: 30 })).predicted,
    ).toBe(30)
    expect(
      complianceRow(aRoom('NC room', { lpA: 40, margin: 2, targetType: 'NC', targetValue: 30 })).predicted,
    ).toBe(28)
    expect(complianceRow(rooms[1] as RoomDocument)).toMatchObject({
      predicted: null,
      verdict: 'none',
      worstBand: null,
    })
  })

  it('tells a room its systems serve but the engine cannot assess from one no system serves', () => {
    const empty = aRoom('Empty store', {})
    const unassessable: RoomDocument = {
      ...empty,
      name: 'Stored with impossible values',
      assessment: { ...empty.assessment, unassessable: true },
    }
    const row = complianceRow(unassessable)
    expect(row).toMatchObject({ predicted: null, verdict: 'unassessable' })
    expect(noPredictionKey(row)).toBe('rooms.checkValues')
    expect(noPredictionKey(complianceRow(empty))).toBe('rooms.noSystems')
    // It needs the designer: after the failing rooms, before those that pass.
    expect(sortRows([...rooms, unassessable].map(complianceRow)).map((r) => r.name)).toEqual([
      'Loud',
      'Bit loud',
      'Stored with impossible values',
      'Quiet',
      'Empty store',
    ])
  })

  it('calls a room incomplete while a serving system has no sound data, unless the others already fail it', () => {
    const uncounted = [{ systemId: crypto.randomUUID(), name: 'New system', number: '' }]
    const quiet = aRoom('Quiet', { lpA: 30, margin: 5 })
    const partial = complianceRow({ ...quiet, assessment: { ...quiet.assessment, pass: null, uncounted } })
    expect(partial).toMatchObject({ predicted: 30, verdict: 'incomplete' })
    const loud = aRoom('Loud', { lpA: 41.25, margin: -6.25 })
    expect(complianceRow({ ...loud, assessment: { ...loud.assessment, uncounted } }).verdict).toBe('fail')
    const empty = aRoom('Empty store', {})
    const noData = complianceRow({ ...empty, assessment: { ...empty.assessment, uncounted } })
    expect(noData.verdict).toBe('incomplete')
    expect(noPredictionKey(noData)).toBe('rooms.noSoundData')
  })

  it('shows a dB(A) prediction rounded up and its margin as target less it, so a margin of 0.0 passes', () => {
    // 35.04 dB(A) against 35 fails by 0.04 dB: shown as 35.0 with a margin of 0.0, it read as a pass.
    const over = complianceRow(aRoom('Over', { lpA: 35.04, margin: -0.04 }))
    expect(over).toMatchObject({ predicted: 35.1, margin: -0.1, verdict: 'fail' })
    const under = complianceRow(aRoom('Under', { lpA: 34.96, margin: 0.04 }))
    expect(under).toMatchObject({ predicted: 35, margin: 0, verdict: 'pass' })
    // The hand check of docs/acoustics.md: 60.4856 dB(A) against 35 is 60.5, 25.5 dB over.
    expect(complianceRow(aRoom('Loud', { lpA: 60.4856, margin: -25.4856 }))).toMatchObject({
      predicted: 60.5,
      margin: -25.5,
    })
    // Curve targets are whole numbers from the server, as they were.
    const nr = complianceRow(aRoom('NR', { lpA: 40, margin: -2, targetType: 'NR', targetValue: 28 }))
    expect(nr).toMatchObject({ predicted: 30, margin: -2 })
  })
})
