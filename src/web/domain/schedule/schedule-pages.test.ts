import { describe, expect, it } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { aSystem } from '../../state/workspace/test-fixtures.ts'
import { anItem, flat } from '../chain/test-items.ts'
import { aRoom } from '../rooms/test-rooms.ts'
import { printedScheduleRows, SCHEDULE_PAGE_LINES, schedulePages } from './schedule-pages.ts'
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

  it('hold fewer rows of more lines, and never split a row', () => {
    const rows = Array.from({ length: 40 }, (_, i) => i)
    const pages = schedulePages(rows, (row) => (row === 0 ? 5 : 3))
    // 5 + 10 × 3 = 35 lines of 36: an 11th row of three would run over.
    expect(pages[0]).toHaveLength(11)
    expect(pages[1]).toHaveLength(Math.floor(SCHEDULE_PAGE_LINES / 3))
    expect(pages.flat()).toEqual(rows)
  })

  it('print nothing for no rows', () => {
    expect(schedulePages([], () => 1)).toEqual([])
  })
})
