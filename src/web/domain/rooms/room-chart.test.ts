import { describe, expect, it } from 'vitest'
import { nrCurve } from '#engine/index.ts'
import { roomChartRows } from './room-chart.ts'
import { aTwoSystemRoom } from './test-rooms.ts'

describe('the room chart', () => {
  it('gives each system its own level and the room its total, each in dB on the one axis', () => {
    // 40 and 34 dB a band at the listener: 10·lg(10^4.0 + 10^3.4) = 40.97 dB together. Bars stacked by share
    // of the energy drew the quieter system's part as 8 dB high, 26 dB below its own level.
    const room = aTwoSystemRoom('Open office', { targetType: 'NR', targetValue: 35 })
    const [supply, exhaust] = room.assessment.contributions
    const rows = roomChartRows(room, 'en')
    expect(rows.map((row) => row.band)).toEqual(['63', '125', '250', '500', '1000', '2000', '4000', '8000'])
    for (const row of rows) {
      expect(row.total).toBeCloseTo(40.97, 2)
      expect(row[supply?.systemId ?? '']).toBe(40)
      expect(row[exhaust?.systemId ?? '']).toBe(34)
    }
    expect(rows.map((row) => row.target)).toEqual(Object.values(nrCurve(35)))
  })

  it('draws no target curve for an LpA target', () => {
    const rows = roomChartRows(aTwoSystemRoom('Office'), 'en')
    expect(rows.every((row) => !('target' in row))).toBe(true)
  })
})
