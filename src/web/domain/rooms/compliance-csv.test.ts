import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import fi from '../../i18n/locales/fi.json'
import { complianceRow, sortRows } from './compliance.ts'
import { complianceCsv, type CsvTexts } from './compliance-csv.ts'
import { basisFull, presetName } from './target-basis.ts'
import { aRoom, anOutsideRoom, aTwoSystemRoom } from './test-rooms.ts'

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
      lpA: 'LpA, dB(A)',
      nr: 'NR',
      nc: 'NC',
      band: (frequency) => `Lp ${frequency} Hz, dB`,
      absorptionArea: 'Equivalent absorption area, m²',
      volume: 'Room volume, m³',
      reverberationTime: 'Reverberation time, s',
      listenerDistance: 'Listener distance, m',
      directivity: 'Directivity factor Q',
      systems: 'Systems serving this room (outlets)',
    },
    verdicts: {
      pass: 'Pass',
      fail: 'Fail',
      none: 'No systems',
      unassessable: 'Cannot be assessed',
      incomplete: 'Incomplete',
    },
    roomType: (basis) => (basis.preset ? presetName(basis.preset, t) : ''),
    basis: (basis) => basisFull(basis, t, language),
  }
}
const texts = textsIn('en')

describe('the compliance table as CSV', () => {
  it('writes CSV with commas in English and semicolons where the decimal separator is a comma', () => {
    const rows = sortRows(rooms.map(complianceRow))
    const english = Papa.parse<string[]>(complianceCsv(rows, texts, 'en')).data
    const { band, ...named } = texts.headers
    const bandHeaders = [63, 125, 250, 500, 1000, 2000, 4000, 8000].map(band)
    expect(english[0]).toEqual([
      ...Object.values(named).slice(0, 14),
      ...bandHeaders,
      ...Object.values(named).slice(14),
    ])
    expect(english[0]?.[14]).toBe('Lp 63 Hz, dB')
    // The check, then what the room sheet prints: LpA, NR, NC, the bands (34.25 dB each at the listener),
    // A, V and T (not given: the area was), r, Q and the serving systems with their outlets.
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
      '41.3',
      '30',
      '28',
      ...Array<string>(8).fill('34.3'),
      '10.0',
      '',
      '',
      '2.00',
      '2',
      'AHU of Loud (2)',
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
      '',
      '',
      '',
      ...Array<string>(8).fill(''),
      '10.0',
      '',
      '',
      '2.00',
      '2',
      '',
    ])
    const finnish = complianceCsv(rows, texts, 'fi')
    expect(finnish.split('\r\n')[1]).toMatch(
      /^A2\.14;Loud;Office \(Denmark\);LpA;35,0;BR18 .*;41,3;-6,3;Fail;2000;AHU of Loud;41,3;30;28;(34,3;){8}10,0;;;2,00;2;AHU of Loud \(2\)$/,
    )
  })

  it('names the loudest system and every serving system by its number and name, as the drawings do', () => {
    const row = complianceRow(aTwoSystemRoom('Open office'))
    expect(row.loudestSystem).toBe('TK01 Supply AHU-1')
    const [header, line] = Papa.parse<string[]>(complianceCsv([row], texts, 'en')).data
    expect(line?.[header?.indexOf('Loudest system') ?? -1]).toBe('TK01 Supply AHU-1')
    expect(line?.at(-1)).toBe('TK01 Supply AHU-1 (4); PK01 Exhaust AHU-1 (2)')
  })

  it('names each room’s type and the basis of its target in full in the interface language', () => {
    i18n.addResourceBundle('fi', 'translation', fi, true, true)
    const rows = sortRows(rooms.map(complianceRow))
    const [header, ...lines] = Papa.parse<string[]>(complianceCsv(rows, textsIn('fi'), 'fi'), {
      delimiter: ';',
    }).data
    expect(header).toHaveLength(28)
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

  it('writes the schedule\'s rating and margin as "<15" and ">10", which a spreadsheet keeps as written', () => {
    const csv = complianceCsv([complianceRow(anOutsideRoom('NC', 25, 12, 'below'))], texts, 'en')
    const [header = [], row = []] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data
    const cell = (name: string) => row[header.indexOf(name)]
    expect([cell('Predicted'), cell('Margin'), cell('NC'), cell('NR')]).toEqual(['<15', '>10', '<15', '20'])
  })
})
