// The committed table (silencer-tables.json) equals the model: regenerate it with `npm run silencer-tables`
// after any change of the physics, or these fail.
import { describe, expect, it } from 'vitest'
import { roundCatalogueGeometries } from '../round-silencer.ts'
import { BAND_FREQUENCIES, bandInsertionLoss, flankingLimit, withFlankingLimit } from './band-average.ts'
import { splitterModes } from './channel-modes.ts'
import { transmission } from './insertion-loss.ts'
import { roundInsertionLoss, splitterInsertionLoss } from './silencer-model.ts'
import { tabulatedRoundLoss, tabulatedSplitterLoss } from './silencer-tables.ts'
import { SPLITTER_TABLE_KEYS, TABLE_AIRWAYS, TABLE_LENGTHS } from './table-layout.ts'

describe('committed silencer tables', () => {
  it('hold the model at the splitter grid points (0.01 dB, the stored resolution)', () => {
    expect(BAND_FREQUENCIES).toHaveLength(96)
    for (const { material, baffle } of SPLITTER_TABLE_KEYS) {
      for (const airway of [TABLE_AIRWAYS[3] ?? 0, TABLE_AIRWAYS[14] ?? 0, TABLE_AIRWAYS[25] ?? 0]) {
        const modes = splitterModes(airway / 1000, baffle / 1000, material)
        for (const length of [TABLE_LENGTHS[0], TABLE_LENGTHS[4], TABLE_LENGTHS[9]] as const) {
          const raw = bandInsertionLoss(
            transmission(modes, {
              length,
              openArea: airway / (airway + baffle),
              cellHalfWidth: (airway + baffle) / 2000,
            }),
          )
          const expected = raw.map((il) => withFlankingLimit(il, flankingLimit(length)))
          const table = tabulatedSplitterLoss(airway, baffle, length * 1000, material) ?? []
          expected.forEach((v, band) => expect(Math.abs((table[band] ?? NaN) - v)).toBeLessThan(0.006))
        }
      }
    }
  })

  it('interpolate between grid points within 0.5 dB of the model', () => {
    for (const [airway, baffle, length] of [
      [67, 100, 750],
      [133, 150, 1350],
      [212, 200, 2450],
      [95, 200, 600],
    ] as const) {
      const model = splitterInsertionLoss({
        airway: airway / 1000,
        baffle: baffle / 1000,
        length: length / 1000,
        material: 'mineralWool',
      })
      const table = tabulatedSplitterLoss(airway, baffle, length, 'mineralWool') ?? []
      model.forEach((v, band) =>
        expect(Math.abs((table[band] ?? NaN) - v), `${airway}/${baffle}/${length} band ${band}`).toBeLessThan(
          0.5,
        ),
      )
    }
  })

  it('hold the model for round catalogue geometries (every fifth, all their lengths)', () => {
    const geometries = roundCatalogueGeometries().filter((_, i) => i % 5 === 0)
    expect(geometries.length).toBeGreaterThan(10)
    for (const g of geometries) {
      for (const length of g.lengths) {
        const model = roundInsertionLoss({
          bore: g.bore / 1000,
          lining: g.lining / 1000,
          pod: g.pod / 1000,
          length: length / 1000,
          material: g.material,
        })
        const table = tabulatedRoundLoss(g.material, g.lining, g.bore, g.pod, length) ?? []
        model.forEach((v, band) => expect(Math.abs((table[band] ?? NaN) - v)).toBeLessThan(0.006))
      }
    }
  })
})
