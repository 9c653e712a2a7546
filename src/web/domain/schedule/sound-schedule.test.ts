import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { bandsFromArray, zeroBands } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { aSystem } from '../../state/workspace/test-fixtures.ts'
import { aRoom } from '../rooms/test-rooms.ts'
import { anItem, flat } from '../chain/test-items.ts'
import { scheduleCsv, scheduleRow, type ScheduleTexts } from './sound-schedule.ts'

const ROOM = '00000000-0000-4000-8000-00000000aaaa'
const UNNUMBERED = '00000000-0000-4000-8000-00000000bbbb'
const rooms = new Map([
  [ROOM, { number: 'A2.14', name: 'Office' }],
  [UNNUMBERED, { number: '', name: 'Store' }],
])
// Generator 80 dB in every band through one silencer of 5…25 dB: 75 70 65 60 55 60 65 70 dB reach the room.
const supply = aSystem({
  name: 'ahu-1 supply',
  number: 'TK01',
  roomId: ROOM,
  airflow: 250,
  catalogueVersion: 3,
  inputSoundPowerLevel: flat(80),
  items: [
    anItem('s1', {
      soundAttenuation: bandsFromArray([5, 10, 15, 20, 25, 20, 15, 10]),
      pressureDrop: 42.4,
      inputAirflow: 250,
    }),
  ],
})
const texts: ScheduleTexts = {
  headers: {
    system: 'System',
    room: 'Room',
    airflow: 'Airflow',
    pressureDrop: 'Pa',
    pressureDropNote: 'Note',
    generatorLwA: 'Gen',
    band: (hertz) => `${hertz} Hz`,
    lw: 'Lw',
    lwA: 'LwA',
    filter: 'Filter',
    filtered: 'Filtered',
    lpA10m2: 'LpA10',
    catalogue: 'Catalogue',
    gaps: 'Gaps',
    generatorEstimate: 'Estimate',
    outlets: 'Outlets',
    roomPart: 'Part',
    roomCheck: 'Check',
    systemNumber: 'Number',
  },
  name: (name) => name.toUpperCase(),
  caveat: (caveat) => `${caveat.kind} ${'products' in caveat ? caveat.products : ''}`,
  filter: (filter) => filter,
  gap: (gap) => gap,
  catalogue: (version) => `v${version}`,
  estimate: (estimate) => `${estimate.method} ${estimate.fanType} ${estimate.airflow}`,
  check: (room) => `${room.targetType} ${room.targetValue}: ${room.verdict}, ${room.margin}`,
}
const lines = (csv: string, delimiter: string) => Papa.parse<string[]>(csv, { delimiter }).data

describe('sound schedule rows', () => {
  it('gives one system’s airflow, pressure drop and the sound to the room, checked by hand', () => {
    const row = scheduleRow(supply, rooms)
    // The room by its number, then its name, as a room schedule names it.
    expect(row).toMatchObject({ name: 'ahu-1 supply', room: 'A2.14 Office', airflow: 250, gaps: [] })
    expect(scheduleRow({ ...supply, roomId: UNNUMBERED }, rooms).room).toBe('Store')
    expect(scheduleRow({ ...supply, roomId: null }, rooms).room).toBe('')
    expect(row.pressureDrop).toBeCloseTo(42.4, 9)
    // By hand: 10·lg Σ 10^(L/10) of 75 70 65 60 55 60 65 70 = 77.80; with the A weights 71.65; the generator
    // 80 dB flat is 86.99 dB(A); LpA10m2 = LwA − 10·lg(10/4) = 67.67.
    expect(row.sound?.lw).toBeCloseTo(77.8005, 3)
    expect(row.sound?.lwA).toBeCloseTo(71.6478, 3)
    expect(row.sound?.filtered).toBeCloseTo(71.6478, 3)
    expect(row.sound?.generatorLwA).toBeCloseTo(86.9871, 3)
    expect(row.sound?.lpA10m2).toBeCloseTo(67.6684, 3)
    const [header, line] = lines(scheduleCsv([row], texts, 'en', 'l/s'), ',')
    expect(header).toEqual([
      'System',
      'Room',
      'Airflow',
      'Pa',
      'Note',
      'Gen',
      ...['63', '125', '250', '500', '1000', '2000', '4000', '8000'].map((hz) => `${hz} Hz`),
      'Lw',
      'LwA',
      'Filter',
      'Filtered',
      'LpA10',
      'Catalogue',
      'Gaps',
      'Estimate',
      'Outlets',
      'Part',
      'Check',
      // Last, so that the columns before it keep their places.
      'Number',
    ])
    expect(line).toEqual([
      'AHU-1 SUPPLY',
      'A2.14 Office',
      '250',
      '42',
      '',
      '87.0',
      ...['75.0', '70.0', '65.0', '60.0', '55.0', '60.0', '65.0', '70.0'],
      '77.8',
      '71.6',
      'AFilter',
      '71.6',
      '67.7',
      'v3',
      '',
      '',
      // Rooms named without their assessment: no part and no check.
      '',
      '',
      '',
      'TK01',
    ])
    // A noise generator estimated from fan data says so in the last column, with the duty it was made of.
    const estimated = scheduleRow(
      {
        ...supply,
        noiseGeneratorEstimate: {
          method: 'VDI 2081-1:2019',
          fanType: 'centrifugalCasedOutlet',
          airflow: 250,
          totalPressureRise: 400,
          speed: 2200,
        },
      },
      rooms,
    )
    const [, estimatedLine] = lines(scheduleCsv([estimated], texts, 'en', 'l/s'), ',')
    expect(estimatedLine?.slice(-6, -4)).toEqual(['', 'VDI 2081-1:2019 centrifugalCasedOutlet 250'])
  })

  it('writes Finnish and Danish numbers with decimal commas between semicolons, airflows in m³/h', () => {
    const row = scheduleRow(supply, rooms)
    for (const language of ['fi', 'da']) {
      const csv = scheduleCsv([row], texts, language, 'm3/h')
      const [, line] = lines(csv, ';')
      // 250 l/s = 900 m³/h
      expect(line?.slice(0, 6)).toEqual(['AHU-1 SUPPLY', 'A2.14 Office', '900', '42', '', '87,0'])
      expect(line?.[15]).toBe('71,6')
      expect(csv.split('\r\n')[1]).toContain(';77,8;71,6;AFilter;71,6;67,7;v3;')
    }
  })

  it('writes airflows in m³/s to the litre', () => {
    const [, line] = lines(scheduleCsv([scheduleRow(supply, rooms)], texts, 'sv', 'm3/s'), ';')
    // 250 l/s = 0.250 m³/s
    expect(line?.[2]).toBe('0,250')
  })

  it('leaves the figures of an incomplete calculation empty and says why, never a zero', () => {
    const noGenerator = scheduleRow(aSystem({ name: 'exhaust', items: [anItem('s1')] }), rooms)
    expect(noGenerator).toMatchObject({ sound: null, gaps: ['noGenerator'], room: '' })
    const noData = scheduleRow(
      aSystem({
        inputSoundPowerLevel: flat(70),
        items: [anItem('s1'), anItem('custom', { soundAttenuation: zeroBands(), productType: 'custom' })],
      }),
      rooms,
    )
    expect(noData).toMatchObject({ sound: null, gaps: ['productWithoutData'] })
    const [, first, second] = lines(scheduleCsv([noGenerator, noData], texts, 'en', 'l/s'), ',')
    // Generator, eight bands, Lw, LwA empty; the filter is a setting and stays; filtered and LpA10m2 empty.
    const figures = (line: string[] | undefined) => [
      ...(line ?? []).slice(5, 16),
      ...(line ?? []).slice(17, 19),
    ]
    expect(figures(first)).toEqual(Array<string>(13).fill(''))
    expect(first?.[16]).toBe('AFilter')
    expect(first?.at(-6)).toBe('noGenerator')
    expect(figures(second)).toEqual(Array<string>(13).fill(''))
    expect(second?.at(-6)).toBe('productWithoutData')
    // A product that only makes noise (a diffuser) has data.
    const diffuser = anItem('d1', {
      productType: 'diffuser',
      soundAttenuation: zeroBands(),
      soundPowerLevel: flat(30),
    })
    expect(scheduleRow(aSystem({ inputSoundPowerLevel: flat(70), items: [diffuser] }), rooms).gaps).toEqual(
      [],
    )
  })

  it('gives the known part of the pressure drop with a note where a product has none, and notes other caveats', () => {
    const partial = scheduleRow(
      aSystem({
        inputSoundPowerLevel: flat(70),
        items: [anItem('s1', { pressureDrop: 20 }), anItem('s2', { pressureDrop: null, quantity: 2 })],
      }),
      rooms,
    )
    expect(partial.pressureDrop).toBe(20)
    expect(partial.pressureDropCaveats).toEqual([{ kind: 'without', products: 2 }])
    const none = scheduleRow(aSystem({ inputSoundPowerLevel: flat(70), items: [anItem('s1')] }), rooms)
    expect(none.pressureDrop).toBeNull()
    expect(none.pressureDropCaveats).toEqual([{ kind: 'without', products: 1 }])
    const atOtherAirflow = scheduleRow(
      aSystem({
        airflow: 300,
        inputSoundPowerLevel: flat(70),
        items: [anItem('s1', { pressureDrop: 20, inputAirflow: 200, quantity: 2 })],
      }),
      rooms,
    )
    expect(atOtherAirflow.pressureDrop).toBe(40)
    expect(atOtherAirflow.pressureDropCaveats).toEqual([
      { kind: 'otherAirflow', products: 2, systemAirflow: 300 },
    ])
    const [, line] = lines(scheduleCsv([partial], texts, 'en', 'l/s'), ',')
    expect(line?.slice(3, 5)).toEqual(['20', 'without 2'])
  })
})

describe('the sound schedule and the room a system serves', () => {
  it("gives the system's outlets and its part of the room's level, and the room's check, as the printed schedule", () => {
    const office = aRoom('Office', { number: 'A2.14', lpA: 56.1, margin: -23.1, targetValue: 33 })
    const [share] = office.assessment.contributions
    const served: RoomDocument = {
      ...office,
      assessment: {
        ...office.assessment,
        contributions: share ? [{ ...share, systemId: supply.id, outlets: 3, lpA: 52.3 }] : [],
      },
    }
    const row = scheduleRow({ ...supply, roomId: served.id }, new Map([[served.id, served]]))
    expect(row.inRoom).toMatchObject({ outlets: 3, lpA: 52.3, check: { verdict: 'fail', margin: -23.1 } })
    const [header, line] = lines(scheduleCsv([row], texts, 'en', 'l/s'), ',')
    expect(header?.slice(-4, -1)).toEqual(['Outlets', 'Part', 'Check'])
    expect(line?.slice(-4, -1)).toEqual(['3', '52.3', 'LpA 33: fail, -23.1'])
    // A part of 79.53 dB(A) reads 79.6, as the room page and its sheet show it (rounded up), not 79.5.
    const loud: RoomDocument = {
      ...served,
      assessment: {
        ...served.assessment,
        contributions: served.assessment.contributions.map((part) => ({ ...part, lpA: 79.53 })),
      },
    }
    const loudRow = scheduleRow({ ...supply, roomId: loud.id }, new Map([[loud.id, loud]]))
    expect(lines(scheduleCsv([loudRow], texts, 'en', 'l/s'), ',')[1]?.slice(-3, -2)).toEqual(['79.6'])
  })
})
