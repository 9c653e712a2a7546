import { describe, expect, it } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { i18n } from '../../i18n/index.ts'
import { anItem, flat } from '../../domain/chain/test-items.ts'
import { aRoom } from '../../domain/rooms/test-rooms.ts'
import { printedScheduleRows, schedulePages } from '../../domain/schedule/schedule-pages.ts'
import { anEstimate, aSystem } from '../../state/workspace/test-fixtures.ts'
import { airflowFormat } from '../../ui/units/airflow-format.ts'
import { INVENTORY_CELL_PADDING_PX, INVENTORY_TABLE_PX, wrappedLines } from './report-layout.ts'
import {
  SCHEDULE_COLUMNS,
  scheduleCells,
  scheduleColumnWidths,
  scheduleHeadings,
  scheduleRowLines,
  type ScheduleCell,
} from './schedule-layout.ts'
import { textWidth } from './text-wrap.ts'

const office = aRoom('Office', { number: 'A2.14', lpA: 38, margin: -3 })
const calculated = (fields: Parameters<typeof aSystem>[0]) =>
  aSystem({
    roomId: office.id,
    airflow: 250,
    inputSoundPowerLevel: flat(80),
    items: [anItem('s1', { soundAttenuation: bandsFromArray([5, 10, 15, 20, 25, 20, 15, 10]) })],
    ...fields,
  })

/** The report's rows of these systems in a language: each row's cells, the columns' widths, the lines. */
function layout(language: string, systems: ReturnType<typeof aSystem>[], rooms = [office]) {
  const t = i18n.getFixedT(language)
  const airflow = airflowFormat('l/s', language)
  const rows = printedScheduleRows(systems, rooms).map((row) => scheduleCells(t, language, airflow, row))
  const widths = scheduleColumnWidths(scheduleHeadings(t, airflow), rows)
  return { rows, widths, lines: rows.map((cells) => scheduleRowLines(widths, cells)) }
}

const textIn = (cells: readonly ScheduleCell[], column: string) =>
  cells.find((cell) => cell.columns.includes(column as ScheduleCell['columns'][number]))?.text ?? ''
/** The width a text wraps at in a column, px: the column's less its cell's padding. */
const inside = (width: number) => width - 2 * INVENTORY_CELL_PADDING_PX.x

describe('the printed sound schedule’s columns', () => {
  it('fill the table, each figure and each heading’s longest word on one line', () => {
    for (const language of ['en', 'fi', 'et', 'sv', 'da']) {
      const { widths } = layout(language, [calculated({ name: 'AHU-1', airflow: 12_500 })])
      const total = SCHEDULE_COLUMNS.reduce((sum, column) => sum + widths[column], 0)
      expect(total, language).toBeCloseTo(INVENTORY_TABLE_PX, 6)
    }
    const { widths } = layout('fi', [calculated({ name: 'AHU-1', airflow: 12_500 })])
    // Headings break only between words: the Finnish "Kokonaispainehäviö" and "absorptioala" fit, bold.
    expect(inside(widths.pressureDrop)).toBeGreaterThan(textWidth('Kokonaispainehäviö', 10) * 1.1)
    expect(inside(widths.lpA10m2)).toBeGreaterThan(textWidth('absorptioala', 10) * 1.1)
    expect(inside(widths.airflow)).toBeGreaterThan(textWidth('12 500', 10))
    // The names and the check share what the figures leave, 4 : 4 : 3.
    expect(widths.system).toBeCloseTo(widths.room, 6)
    expect(widths.check / widths.system).toBeCloseTo(0.75, 6)
  })
})

describe('the printed sound schedule’s rows', () => {
  it('name an estimated noise generator after its system, counting the lines it adds', () => {
    const plain = layout('en', [calculated({ name: 'AHU-1' })])
    const estimated = layout('en', [calculated({ name: 'AHU-1', noiseGeneratorEstimate: anEstimate() })])
    const [cells] = estimated.rows
    expect(textIn(cells ?? [], 'system')).toBe(
      'AHU-1 (S1) – noise generator estimated from fan data (VDI 2081-1:2019)',
    )
    expect(textIn(plain.rows[0] ?? [], 'system')).toBe('AHU-1 (S1)')
    // The system's column wraps it to more lines than the plain name takes.
    expect(estimated.lines[0]).toBeGreaterThan(plain.lines[0] ?? Infinity)
  })

  it('count a short row at its tallest cell, the check of its room', () => {
    const { rows, widths, lines } = layout('en', [
      calculated({ name: 'AHU-1', number: 'TK01' }),
      calculated({ name: 'AHU-2', roomId: null }),
    ])
    const check = textIn(rows[0] ?? [], 'check')
    expect(check).toBe('35.0 dB(A): Fail, margin -3.0')
    expect(lines[0]).toBe(wrappedLines(check, inside(widths.check)))
    expect(lines[0]).toBeLessThanOrEqual(2)
    // A system that serves no room: its name, a dash for the room and the check, its figures, one line.
    expect(lines[1]).toBe(1)
  })

  it('count a 200-character name at the lines it wraps to in its column, wide letters taking more', () => {
    const words = 'Supply air handling unit of the concert hall foyer and the east wing stairs'
    const name = `${words} ${words} ${words}`.slice(0, 200)
    const wide = 'WM'.repeat(100)
    const { rows, widths, lines } = layout('en', [
      calculated({ name, number: 'TK01' }),
      calculated({ name: wide, number: '' }),
    ])
    const systemWidth = inside(widths.system)
    expect(lines[0]).toBe(wrappedLines(textIn(rows[0] ?? [], 'system'), systemWidth))
    expect(lines[0]).toBeGreaterThan(6)
    // Two hundred wide letters run to more lines than a name of narrow ones: a character count saw both alike.
    expect(lines[1]).toBeGreaterThanOrEqual(Math.ceil(textWidth(wide, 10) / systemWidth))
    expect(lines[1]).toBeGreaterThan(lines[0] ?? 0)
  })

  it('count a long word without spaces broken within the column, and the room’s number and name', () => {
    // A Finnish and an Estonian compound of the kind a designer types as one word.
    const finnish = 'Ilmanvaihtokonehuoneenäänenvaimentimenhuoltoluukku'.repeat(3)
    const estonian = 'Ventilatsiooniseadmeruumimürasummutitehooldusluuk'.repeat(3)
    const room = aRoom(estonian, { number: 'KORRUS-2/TSOON-IDA/RUUM-0001' })
    for (const [language, name] of [
      ['fi', finnish],
      ['et', estonian],
    ] as const) {
      const { rows, widths, lines } = layout(language, [calculated({ name, roomId: room.id })], [room])
      const word = textWidth(name, 10)
      expect(lines[0], language).toBeGreaterThanOrEqual(Math.ceil(word / inside(widths.system)))
      // The room's number and name (its cell is the CSV's "number name") wrap in the room's column.
      const roomLines = wrappedLines(textIn(rows[0] ?? [], 'room'), inside(widths.room))
      expect(roomLines, language).toBeGreaterThan(Math.ceil(textWidth(estonian, 10) / INVENTORY_TABLE_PX))
      expect(lines[0], language).toBeGreaterThanOrEqual(roomLines)
    }
  })

  it('write a total that leaves out products without a pressure drop as the least it is, the others plain', () => {
    const silencer = anItem('s1', { pressureDrop: 42.4 })
    const { rows } = layout('fi', [
      calculated({ name: 'AHU-1', items: [silencer, anItem('o1', { pressureDrop: null })] }),
      calculated({ name: 'AHU-2', items: [silencer] }),
      calculated({ name: 'AHU-3', items: [anItem('o1', { pressureDrop: null })] }),
    ])
    expect(rows.map((cells) => textIn(cells, 'pressureDrop'))).toEqual(['≥ 42', '42', '-'])
  })

  it('count a reason across the two sound columns it spans', () => {
    const unfinished = aSystem({ name: 'AHU-2', roomId: office.id })
    const { rows, widths, lines } = layout('fi', [unfinished])
    const reason = rows[0]?.find((cell) => cell.columns.length === 2)
    expect(reason?.columns).toEqual(['lwA', 'lpA10m2'])
    expect(reason?.text).toBe('Ei laskettu: äänilähdettä ei ole annettu')
    const spanned = inside(widths.lwA + widths.lpA10m2)
    const reasonLines = wrappedLines(reason?.text ?? '', spanned)
    expect(scheduleRowLines(widths, reason ? [reason] : [])).toBe(reasonLines)
    expect(lines[0]).toBeGreaterThanOrEqual(reasonLines)
    // In one sound column alone it would take more lines than across both.
    expect(wrappedLines(reason?.text ?? '', inside(widths.lwA))).toBeGreaterThan(
      wrappedLines(reason?.text ?? '', spanned),
    )
  })

  it('put fewer rows on a page when their names are long', () => {
    const long = 'Tuloilmakone ja poistoilmakone, itäsiiven porrashuone ja konserttisalin lämpiö '.repeat(3)
    const systems = Array.from({ length: 30 }, (_, i) => calculated({ name: `${i + 1} ${long}`.trim() }))
    const { rows, widths } = layout('fi', systems)
    const pages = schedulePages(rows, (cells) => scheduleRowLines(widths, cells))
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.flat()).toEqual(rows)
    for (const page of pages)
      expect(page.reduce((sum, cells) => sum + scheduleRowLines(widths, cells), 0)).toBeLessThanOrEqual(36)
  })
})
