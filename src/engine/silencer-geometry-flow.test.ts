import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bandsToArray, readBands } from './bands.ts'
import { AIR_DENSITY } from './units.ts'
import { roundSilencerFlowNoise, roundSilencerPressureDrop } from './round-flow.ts'
import { roundSilencerModel } from './round-silencer.ts'
import { rectOption } from './rect-options.ts'
import { cassetteLayout } from './rect-layout.ts'
import { silencerGeometryFlow } from './silencer-geometry-flow.ts'
import { litresPerSecond, millimeters } from './units.ts'

const splitter = { shape: 'rectangular', airwayWidth: 100, baffleThickness: 200, length: 1000 } as const

describe('silencerGeometryFlow', () => {
  it('works a rectangular splitter out by hand', () => {
    // 900 mm face, pitch 300 mm: 3 baffles, free width 300 mm of 900 (ε = 1/3), airways 100 mm, d_h = 0.2 m.
    // v_gap = 1 m³/s / (0.3 · 0.6 m²) = 5.556 m/s; ζ = 0.5·(2/3) + (2/3)² + 0.032·1/0.2 = 0.9378;
    // Δp = 0.9378 · 0.6 · 5.556² = 17.37 Pa.
    const flow = silencerGeometryFlow(splitter, 1000, { width: 900, height: 600 })
    expect(flow.baffleCount).toBe(3)
    expect(flow.airwayWidthInFace).toBeCloseTo(100, 10)
    expect(flow.faceArea).toBeCloseTo(0.54, 10)
    expect(flow.freeArea).toBeCloseTo(0.18, 10)
    expect(flow.openAreaRatio).toBeCloseTo(1 / 3, 10)
    expect(flow.faceVelocity).toBeCloseTo(1 / 0.54, 10)
    expect(flow.gapVelocity).toBeCloseTo(5.5556, 3)
    const zeta = 0.5 * (2 / 3) + (2 / 3) ** 2 + 0.16
    expect(flow.pressureDrop).toBeCloseTo(zeta * (AIR_DENSITY / 2) * (1 / 0.18) ** 2, 10)
    expect(flow.pressureDrop).toBeCloseTo(17.37, 2)
  })

  it('gives the rectangular options’ Δp and flow noise for the same layout', () => {
    const option = rectOption(
      {
        width: 900,
        height: 600,
        length: 1000,
        inputAirflow: 1000,
        inputSoundPower: readBands({}),
        cassetteMaterial: 'mineralWool',
      },
      cassetteLayout(900, 200, 3),
    )
    const flow = silencerGeometryFlow(splitter, 1000, { width: 900, height: 600 })
    expect(flow.pressureDrop).toBeCloseTo(option.pressureDrop, 10)
    expect(flow.gapVelocity).toBeCloseTo(option.silencerGapSpeed, 10)
    expect(bandsToArray(flow.flowNoise)).toEqual(bandsToArray(option.soundPowerLevel))
  })

  it('widens the airways with the remainder of the face, never narrows them', () => {
    // 1000 mm face at a 300 mm pitch: 3 baffles, airways 1000/3 − 200 = 133.3 mm.
    const flow = silencerGeometryFlow(splitter, 1000, { width: 1000, height: 600 })
    expect(flow.baffleCount).toBe(3)
    expect(flow.airwayWidthInFace).toBeCloseTo(133.33, 2)
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 1000 }),
        fc.integer({ min: 20, max: 800 }),
        fc.integer({ min: 0, max: 5000 }),
        (airway, baffle, extra) => {
          const width = airway + baffle + extra
          const result = silencerGeometryFlow(
            { shape: 'rectangular', airwayWidth: airway, baffleThickness: baffle, length: 1000 },
            500,
            { width, height: 500 },
          )
          return (result.airwayWidthInFace ?? 0) >= airway - 1e-9 && result.freeArea > 0
        },
      ),
    )
  })

  it('agrees with the catalogue’s round model for a bore with a pod', () => {
    // NRFB100 Ø500 × 1200: a pod of 0.5·D in the bore.
    const model = roundSilencerModel({ silencerClass: 'NRFB100', diameter: 500, length: 1200 })
    const flow = silencerGeometryFlow(
      { shape: 'round', diameter: 500, liningThickness: 100, length: 1200, podDiameter: 250 },
      800,
    )
    const expectedDp = roundSilencerPressureDrop({
      zeta: model.zeta ?? 0,
      diameterMm: millimeters(500),
      airflowLs: litresPerSecond(800),
    })
    expect(flow.pressureDrop).toBeCloseTo(expectedDp, 10)
    expect(flow.openAreaRatio).toBeCloseTo(0.75, 10)
    expect(bandsToArray(flow.flowNoise)).toEqual(
      bandsToArray(roundSilencerFlowNoise(model, 800)).map((v) => expect.closeTo(v, 10) as number),
    )
    expect(flow.baffleCount).toBeNull()
  })

  it('works an open bore out by hand', () => {
    // Ø400 × 1000, 500 l/s: A = 0.12566 m², v = 3.979 m/s, ζ = 0.032 · 1/0.4 = 0.08, Δp = 0.08 · 0.6 · v² = 0.760 Pa.
    const flow = silencerGeometryFlow(
      { shape: 'round', diameter: 400, liningThickness: 50, length: 1000 },
      500,
    )
    expect(flow.gapVelocity).toBeCloseTo(3.979, 3)
    expect(flow.faceVelocity).toBeCloseTo(flow.gapVelocity, 10)
    expect(flow.pressureDrop).toBeCloseTo(0.76, 3)
  })

  it.each([
    [{ width: 250, height: 600 }, 'width'],
    [{ width: 900, height: 0 }, 'height'],
    [undefined, 'width'],
  ])('refuses the face %j naming %s', (face, field) => {
    expect(() => silencerGeometryFlow(splitter, 500, face)).toThrow(
      expect.objectContaining({ code: 'INVALID_DIMENSIONS', details: { field } }),
    )
  })

  it('refuses a negative airflow and a pod that fills the bore', () => {
    expect(() => silencerGeometryFlow(splitter, -1, { width: 900, height: 600 })).toThrow('NEGATIVE_AIRFLOW')
    expect(() =>
      silencerGeometryFlow(
        { shape: 'round', diameter: 400, liningThickness: 50, length: 1000, podDiameter: 400 },
        500,
      ),
    ).toThrow(expect.objectContaining({ details: { field: 'podDiameter' } }))
  })
})
