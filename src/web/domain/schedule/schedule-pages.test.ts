import { describe, expect, it } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { aSystem } from '../../state/workspace/test-fixtures.ts'
import { anItem, flat } from '../chain/test-items.ts'
import { aRoom } from '../rooms/test-rooms.ts'
import {
  printedScheduleRows,
  SCHEDULE_PAGE_LINES,
  schedulePages,
  scheduleRowLines,
} from './schedule-pages.ts'
import { scheduleRow } from './sound-schedule.ts'

const office = aRoom('Office', { number: 'A2.14', lpA: 38, margin: -3 })
const supply = aSystem({
  name: 'ahu-1 supply',
  number: 'TK01',
  roomId: office.id,
  airflow: 250,
  inputSoundPowerLevel: flat(80),
  items: [anItem('s1', { soundAttenuation: bandsFromArray([5, 10, 15, 20, 25, 20, 15, 10]) })],
})

describe('the printed sound schedule rows', () => {
  it("are the CSV's rows, each with its served room's compliance check", () => {
    const unserved = aSystem({ name: 'extract', number: '', inputSoundPowerLevel: flat(70) })
    const [first, second] = printedScheduleRows([supply, unserved], [office])
    expect(first?.row).toEqual(scheduleRow(supply, new Map([[office.id, office]])))
    expect(first?.number).toBe('TK01')
    expect(first?.row.room).toBe('A2.14 Office')
    expect(first?.room).toMatchObject({
      number: 'A2.14',
      name: 'Office',
      targetValue: 35,
      margin: -3,
      verdict: 'fail',
    })
    expect(second?.room).toBeNull()
    expect(second?.row.room).toBe('')
  })

  it('keep a system that cannot be calculated with its reason and no sound figures', () => {
    const [row] = printedScheduleRows([aSystem({ name: 'unfinished' })], [])
    expect(row?.row.sound).toBeNull()
    expect(row?.row.gaps).toEqual(['noGenerator'])
  })
})

describe('the printed sound schedule pages', () => {
  it('hold as many one-line rows as the page has lines, then go on', () => {
    const rows = Array.from({ length: SCHEDULE_PAGE_LINES * 2 + 5 }, (_, i) => i)
    const pages = schedulePages(rows, () => 1)
    expect(pages.map((page) => page.length)).toEqual([SCHEDULE_PAGE_LINES, SCHEDULE_PAGE_LINES, 5])
    expect(pages.flat()).toEqual(rows)
  })

  it('hold fewer rows when names wrap, and never split a row', () => {
    const long = 'Supply air handling unit of the east wing, second floor'
    expect(scheduleRowLines(long, 'Office', '')).toBeGreaterThan(1)
    const lines = scheduleRowLines(long, 'Office', '')
    const rows = Array.from({ length: 40 }, (_, i) => i)
    const pages = schedulePages(rows, () => lines)
    expect(pages[0]).toHaveLength(Math.floor(SCHEDULE_PAGE_LINES / lines))
    expect(pages.flat()).toEqual(rows)
  })

  it('count a row by its longest cell', () => {
    expect(scheduleRowLines('AHU-1', 'Office', '')).toBe(1)
    expect(
      scheduleRowLines('AHU-1', 'Office', 'no noise generator entered; a product has no acoustic data'),
    ).toBe(4)
  })

  it('print nothing for no rows', () => {
    expect(schedulePages([], () => 1)).toEqual([])
  })
})
