import { describe, expect, it } from 'vitest'
import { bandsToArray } from '#engine/index.ts'
import { i18n } from '../../i18n/index.ts'
import { roomBandRows, type RoomBandRow } from './room-bands.ts'
import { aRoom, aTwoSystemRoom } from './test-rooms.ts'

const t = i18n.getFixedT('en')

/** A row as a designer reads it: its label, each band to 0.1 dB (null: none) and its dB(A). */
const read = (row: RoomBandRow | undefined) => ({
  label: row?.label,
  bands: row?.values ? bandsToArray(row.values).map((value) => Math.round(value * 10) / 10) : null,
  total: row?.total,
  decimals: row?.decimals,
})
const flat = (value: number) => Array<number>(8).fill(value)

describe("a room's band table, as the room page shows it and its data sheet prints it", () => {
  it('lists each system, then all of them together, the NR curve and the margin per band (curve − total)', () => {
    // Two systems of 40 dB (4 outlets) and 34 dB (2 outlets) a band at the listener, 44 and 38 dB(A).
    const room = aTwoSystemRoom('Open office', { targetType: 'NR', targetValue: 30 })
    const { systems, closing } = roomBandRows(t, 'en', room)
    expect(systems.map(read)).toEqual([
      { label: 'TK01 Supply AHU-1, 4 outlets', bands: flat(40), total: 44, decimals: 0 },
      { label: 'PK01 Exhaust AHU-1, 2 outlets', bands: flat(34), total: 38, decimals: 0 },
    ])
    expect(closing.map(read)).toEqual([
      // 10·lg(10^4.0 + 10^3.4) = 40.97 dB a band; 45 dB(A) as the server sums it.
      { label: 'All systems together', bands: flat(41), total: 45, decimals: 1 },
      // NR 30 (ISO R 1996): 59.2, 48.1, 39.9, 34.0, 30.0, 26.9, 24.7, 22.9 dB; a curve has no dB(A).
      {
        label: 'Target NR 30',
        bands: [59.2, 48.1, 39.9, 34.0, 30.0, 26.9, 24.7, 22.9],
        total: null,
        decimals: 1,
      },
      // 59.2 − 40.97 = 18.2 at 63 Hz; 30 − 40.97 = −11.0 at 1 kHz; 22.9 − 40.97 = −18.1 at 8 kHz.
      {
        label: 'Margin (target − level)',
        bands: [18.2, 7.1, -1.1, -7.0, -11.0, -14.0, -16.3, -18.1],
        total: null,
        decimals: 1,
      },
    ])
    // The bands over the curve are marked in the margin row only.
    expect([...systems, ...closing].map((row) => row.marksNegative ?? false)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ])
  })

  it('gives an LpA target the A-weighted bands and puts the target and its margin in the dB(A) column only', () => {
    const base = aTwoSystemRoom('Office', { targetType: 'LpA', targetValue: 35 })
    const room = { ...base, assessment: { ...base.assessment, lpA: 44.96, margin: -9.96 } }
    const { closing } = roomBandRows(t, 'en', room)
    // The total plus the A-weighting (IEC 61672-1: −26.2 −16.1 −8.6 −3.2 0 +1.2 +1.0 −1.1 dB) on 40.97 dB.
    // The dB(A) as the facts give it: 44.96 rounded up to 45.0, so the margin is 35 − 45.0 = −10.0.
    expect(closing.map(read)).toEqual([
      { label: 'All systems together', bands: flat(41), total: 45, decimals: 1 },
      {
        label: 'All systems, A-weighted',
        bands: [14.8, 24.9, 32.4, 37.8, 41, 42.2, 42, 39.9],
        total: 45,
        decimals: 1,
      },
      { label: 'Target 35.0 dB(A)', bands: null, total: 35, decimals: 1 },
      { label: 'Margin (target − level)', bands: null, total: -10, decimals: 1 },
    ])
  })

  it('has no systems, total or margin for a room no system serves: its target alone', () => {
    const { systems, closing } = roomBandRows(t, 'en', aRoom('Store', { lpA: null, targetValue: 40 }))
    expect(systems).toEqual([])
    expect(closing.map(read)).toEqual([{ label: 'Target 40.0 dB(A)', bands: null, total: 40, decimals: 1 }])
  })

  it('names a system without a name or number as unnamed, and one outlet in the singular', () => {
    const room = aTwoSystemRoom('Office')
    const [first] = room.assessment.contributions
    if (!first) throw new Error('a contribution')
    const unnamed = { ...first, name: '', number: '', outlets: 1 }
    const { systems } = roomBandRows(t, 'en', {
      ...room,
      assessment: { ...room.assessment, contributions: [unnamed] },
    })
    expect(systems.map((row) => row.label)).toEqual([`${t('rooms.unnamedSystem')}, 1 outlet`])
  })

  it('labels the rows in the language asked for', () => {
    const fi = i18n.getFixedT('fi')
    const room = aTwoSystemRoom('Toimisto', { targetValue: 35.5 })
    const { closing } = roomBandRows(fi, 'fi', room)
    expect(closing.map((row) => row.label)).toContain(
      fi('rooms.sheet.target', { target: `35,5 ${fi('room.dbA')}` }),
    )
  })
})
