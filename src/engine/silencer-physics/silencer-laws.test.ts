// The laws every silencer answer obeys, as fast-check properties over the model (silencerGeometryAttenuation),
// the rectangular options' table (rectSilencerAttenuation) and the round catalogue.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bandsToArray } from '../bands.ts'
import { ROUND_SILENCER_CLASSES, roundClassDefinition } from '../round-classes.ts'
import { roundSilencerModel } from '../round-silencer.ts'
import { silencerGeometryAttenuation, type SilencerGeometry } from '../silencer-geometry.ts'
import { rectSilencerAttenuation } from './rect-attenuation.ts'

const il = (g: SilencerGeometry): number[] => bandsToArray(silencerGeometryAttenuation(g))
const material = fc.constantFrom('mineralWool' as const, 'polyester' as const, 'cleantec' as const)
const rectangular = fc.record({
  airwayWidth: fc.integer({ min: 30, max: 600 }),
  baffleThickness: fc.integer({ min: 50, max: 400 }),
  length: fc.integer({ min: 300, max: 3000 }),
  material,
})
const round = fc.record({
  diameter: fc.integer({ min: 80, max: 1600 }),
  liningThickness: fc.integer({ min: 25, max: 150 }),
  length: fc.integer({ min: 300, max: 3000 }),
  podRatio: fc.constantFrom(0, 0, 0.5),
  material,
})
const roundGeometry = (r: {
  diameter: number
  liningThickness: number
  length: number
  podRatio: number
  material: 'mineralWool' | 'polyester' | 'cleantec'
}): SilencerGeometry => ({
  shape: 'round',
  diameter: r.diameter,
  liningThickness: r.liningThickness,
  length: r.length,
  podDiameter: r.podRatio * r.diameter,
  material: r.material,
})

describe('silencer attenuation laws', () => {
  it('is never negative and never above the flanking path or the 50 dB ceiling', () => {
    fc.assert(
      fc.property(rectangular, (r) => {
        // flank F = 40 + 7.5·L dB: the energy sum never exceeds it
        for (const v of il({ shape: 'rectangular', ...r })) {
          expect(v).toBeGreaterThanOrEqual(0)
          expect(v).toBeLessThanOrEqual(Math.min(50, 40 + 7.5 * (r.length / 1000)))
        }
      }),
      { numRuns: 25 },
    )
    fc.assert(
      fc.property(round, (r) => {
        for (const v of il(roundGeometry(r))) expect(v).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 12 },
    )
  })

  it('never attenuates less when longer', () => {
    fc.assert(
      fc.property(rectangular, fc.integer({ min: 1, max: 1500 }), (r, extra) => {
        const short = il({ shape: 'rectangular', ...r })
        const long = il({ shape: 'rectangular', ...r, length: r.length + extra })
        long.forEach((v, band) => expect(v).toBeGreaterThanOrEqual((short[band] ?? 0) - 1e-9))
      }),
      { numRuns: 25 },
    )
    fc.assert(
      fc.property(round, fc.integer({ min: 1, max: 1500 }), (r, extra) => {
        const short = il(roundGeometry(r))
        const long = il(roundGeometry({ ...r, length: r.length + extra }))
        long.forEach((v, band) => expect(v).toBeGreaterThanOrEqual((short[band] ?? 0) - 1e-9))
      }),
      { numRuns: 12 },
    )
  })

  it('never attenuates less at 500 Hz – 2 kHz with a narrower airway (options table and model)', () => {
    // Airways up to 2.5 baffle thicknesses (open area ≤ 0.71; the options aim at 1/2 and 1/3).
    const pair = fc
      .constantFrom(100, 150, 200)
      .chain((baffle) =>
        fc
          .integer({ min: 40, max: 2.5 * baffle - 1 })
          .chain((airway) =>
            fc.tuple(
              fc.constant(baffle),
              fc.constant(airway),
              fc.integer({ min: 1, max: 2.5 * baffle - airway }),
            ),
          ),
      )
    fc.assert(
      fc.property(
        pair,
        fc.integer({ min: 600, max: 2500 }),
        material,
        ([baffle, airway, extra], length, m) => {
          const narrow = rectSilencerAttenuation(airway, baffle, length, m)
          const wide = rectSilencerAttenuation(airway + extra, baffle, length, m)
          for (const band of [3, 4, 5]) expect(narrow[band]).toBeGreaterThanOrEqual((wide[band] ?? 0) - 1e-9)
        },
      ),
      { numRuns: 300 },
    )
    fc.assert(
      fc.property(rectangular, fc.integer({ min: 5, max: 150 }), (r, extra) => {
        fc.pre(r.airwayWidth + extra <= 2.5 * r.baffleThickness)
        const narrow = il({ shape: 'rectangular', ...r })
        const wide = il({ shape: 'rectangular', ...r, airwayWidth: r.airwayWidth + extra })
        for (const band of [3, 4, 5]) expect(narrow[band]).toBeGreaterThanOrEqual((wide[band] ?? 0) - 1e-9)
      }),
      {
        numRuns: 20,
        // a CI run's counterexample (seed −101081241): the search lost the lining mode beside the pole of
        // F at 153 mm and kept it at 148 mm, so the wider airway lost 0.05 dB more at 500 Hz
        examples: [[{ airwayWidth: 148, baffleThickness: 378, length: 300, material: 'polyester' }, 5]],
      },
    )
  })

  it('is continuous in every dimension: 0.5 % more of any size moves no band by more than 1 dB', () => {
    const field = fc.constantFrom('airwayWidth' as const, 'baffleThickness' as const, 'length' as const)
    fc.assert(
      fc.property(rectangular, field, (r, f) => {
        const a = il({ shape: 'rectangular', ...r })
        const b = il({ shape: 'rectangular', ...r, [f]: r[f] * 1.005 })
        a.forEach((v, band) => expect(Math.abs(v - (b[band] ?? 0))).toBeLessThan(1))
      }),
      { numRuns: 20 },
    )
    const roundField = fc.constantFrom('diameter' as const, 'liningThickness' as const, 'length' as const)
    fc.assert(
      fc.property(round, roundField, (r, f) => {
        const a = il(roundGeometry(r))
        const b = il(roundGeometry({ ...r, [f]: r[f] * 1.005 }))
        a.forEach((v, band) => expect(Math.abs(v - (b[band] ?? 0))).toBeLessThan(1))
      }),
      { numRuns: 10 },
    )
    fc.assert(
      fc.property(
        fc.double({ min: 40, max: 500, noNaN: true }),
        fc.constantFrom(100, 150, 200),
        (airway, baffle) => {
          const a = rectSilencerAttenuation(airway, baffle, 1200, 'mineralWool')
          const b = rectSilencerAttenuation(airway * 1.005, baffle, 1200, 'mineralWool')
          a.forEach((v, band) => expect(Math.abs(v - (b[band] ?? 0))).toBeLessThan(0.5))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('does not jump where two modes are about equally attenuated and swap places (a mode crossing)', () => {
    // At 728 Hz in 598 mm airways between 52 mm baffles the least-attenuated mode loses 6.58 dB/m and the next
    // 6.62; 0.5 % wider airways swap them, and the least-attenuated one's coupling goes from 0.98 to 0.01.
    // Taking the plane wave through the least-attenuated mode alone moved the 1 kHz band by 0.97 dB.
    const at = (airwayWidth: number) =>
      il({ shape: 'rectangular', airwayWidth, baffleThickness: 52, length: 300, material: 'mineralWool' })
    const [a, b] = [at(598), at(598 * 1.005)]
    a.forEach((v, band) => expect(Math.abs(v - (b[band] ?? 0))).toBeLessThan(0.1))
  })

  it('has no jumps between neighbouring catalogue sizes: the next diameter changes no band by more than half', () => {
    // Attenuation per metre of a lined bore scales about as 1/D (P/S = 4/D); between neighbouring sizes
    // (ratio ≤ 1.6) a band may fall or rise by at most about that ratio, never jump.
    for (const name of ROUND_SILENCER_CLASSES) {
      const definition = roundClassDefinition(name)
      for (const length of definition.lengths) {
        const spectra = definition.diameters.map((diameter) =>
          bandsToArray(roundSilencerModel({ silencerClass: name, diameter, length }).soundAttenuation),
        )
        spectra.slice(1).forEach((next, i) => {
          const previous = spectra[i] ?? []
          next.forEach((v, band) => {
            const before = previous[band] ?? 0
            expect(
              Math.abs(v - before),
              `${name} ${definition.diameters[i]}→ band ${band}`,
            ).toBeLessThanOrEqual(Math.max(2, 0.5 * Math.max(v, before)))
          })
        })
      }
    }
  })
})
