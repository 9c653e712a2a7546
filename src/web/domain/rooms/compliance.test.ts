import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { i18n } from '../../i18n/index.ts'
import fi from '../../i18n/locales/fi.json'
import { complianceCsv, complianceRow, sortRows, type CsvTexts } from './compliance.ts'
import { basisFull, presetName } from './target-basis.ts'
import { aRoom } from './test-rooms.ts'

const rooms = [
  aRoom('Quiet', { lpA: 30, margin: 5 }),
  aRoom('Empty store', {}),
  aRoom('Loud', { number: 'A2.14', lpA: 41.25, margin: -6.25, roomType: 'dk-office' }),
  aRoom('Bit loud', { lpA: 36, margin: -1, roomType: 'dk-meeting-room' }),
]

const textsIn = (language: string): CsvTexts => {
  const t = i18n.getFixedT(language)
  return {
    headers: {
      number: 'Number',
      room: 'Room',
      roomType: 'Room type',
      targetType: 'Target type',
      target: 'Target',
      basis: 'Basis of target',
      predicted: 'Predicted',
      margin: 'Margin',
      verdict: 'Verdict',
      worstBand: 'Worst band, Hz',
      loudestSystem: 'Loudest system',
    },
    verdicts: { pass: 'Pass', fail: 'Fail', none: 'No systems' },
    roomType: (basis) => (basis.preset ? presetName(basis.preset, t) : ''),
    basis: (basis) => basisFull(basis, t, language),
  }
}
const texts = textsIn('en')

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

  it('writes CSV with commas in English and semicolons where the decimal separator is a comma', () => {
    const rows = sortRows(rooms.map(complianceRow))
    const english = Papa.parse<string[]>(complianceCsv(rows, texts, 'en')).data
    expect(english[0]).toEqual(Object.values(texts.headers))
    expect(english[1]).toEqual([
      'A2.14',
      'Loud',
      'Office (Denmark)',
      'LpA',
      '35.0',
      'BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB',
      '41.3',
      '-6.3',
      'Fail',
      '2000',
      'AHU of Loud',
    ])
    expect(english[4]).toEqual([
      '',
      'Empty store',
      '',
      'LpA',
      '35.0',
      'Set by the designer',
      '-',
      '-',
      'No systems',
      '',
      '',
    ])
    const finnish = complianceCsv(rows, texts, 'fi')
    expect(finnish.split('\r\n')[1]).toMatch(
      /^A2\.14;Loud;Office \(Denmark\);LpA;35,0;BR18 .*;41,3;-6,3;Fail;2000;AHU of Loud$/,
    )
  })

  it('names each room’s type and the basis of its target in full in the interface language', () => {
    i18n.addResourceBundle('fi', 'translation', fi, true, true)
    const rows = sortRows(rooms.map(complianceRow))
    const [header, ...lines] = Papa.parse<string[]>(complianceCsv(rows, textsIn('fi'), 'fi'), {
      delimiter: ';',
    }).data
    expect(header).toHaveLength(11)
    expect(lines.map((line) => [line[1], line[2], line[5]])).toEqual([
      ['Loud', fi.rooms.presets.dkOffice, fi.rooms.presetSources.dkOffice],
      [
        'Bit loud',
        fi.rooms.presets.dkMeetingRoom,
        `Muutettu valmiin tavoitteen arvosta 30,0 dB(A) (${fi.rooms.presetSources.dkMeetingRoom})`,
      ],
      ['Quiet', '', 'Suunnittelijan asettama'],
      ['Empty store', '', 'Suunnittelijan asettama'],
    ])
  })
})
