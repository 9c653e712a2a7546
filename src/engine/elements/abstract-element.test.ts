import { describe, expect, it } from 'vitest'
import { bandsToArray } from '../bands.ts'
import { abstractElementBands, type AbstractElement } from './abstract-element.ts'

const examples: AbstractElement[] = [
  { kind: 'ductRun', section: { shape: 'circular', diameterMm: 200 }, lengthM: 3, airflowLs: 120 },
  {
    kind: 'bend',
    section: { shape: 'rectangular', widthMm: 600, heightMm: 400 },
    bendType: 'sharp',
    airflowLs: 900,
  },
  {
    kind: 'branch',
    mainDiameterMm: 315,
    branchDiameterMm: 200,
    otherBranchDiameterMm: 250,
    mainAirflowLs: 300,
  },
  { kind: 'endReflection', section: { shape: 'circular', diameterMm: 250 }, mounting: 'wall' },
  {
    kind: 'plenum',
    box: { lengthMm: 800, widthMm: 800, heightMm: 500, layout: 'side' },
    inletDiameterMm: 315,
    outletDiameterMm: 315,
    lining: { material: 'mineralWool', thicknessMm: 50 },
  },
]

describe('abstract elements', () => {
  it.each(examples.map((element) => [element.kind, element] as const))(
    '%s gives finite, non-negative bands',
    (_kind, element) => {
      const { soundAttenuation, soundPowerLevel } = abstractElementBands(element)
      for (const value of [...bandsToArray(soundAttenuation), ...bandsToArray(soundPowerLevel)]) {
        expect(Number.isFinite(value)).toBe(true)
        expect(value).toBeGreaterThanOrEqual(0)
      }
    },
  )

  it('splits the power of Ø315 into Ø200 + Ø250 by the area share, in every band', () => {
    const share = 200 ** 2 / (200 ** 2 + 250 ** 2)
    const { soundAttenuation } = abstractElementBands(examples[2] as AbstractElement)
    expect(new Set(bandsToArray(soundAttenuation)).size).toBe(1)
    expect(soundAttenuation.octaveBand1000Hz).toBeCloseTo(-10 * Math.log10(share), 9)
  })

  it('scales a duct run’s attenuation with its length and keeps its flow noise', () => {
    const run = examples[0] as AbstractElement & { kind: 'ductRun' }
    const one = abstractElementBands({ ...run, lengthM: 1 })
    const three = abstractElementBands(run)
    expect(three.soundAttenuation.octaveBand2000Hz).toBeCloseTo(3 * one.soundAttenuation.octaveBand2000Hz, 9)
    expect(three.soundPowerLevel).toEqual(one.soundPowerLevel)
  })

  it('gives end reflections and plenums no own sound power', () => {
    for (const element of examples.slice(3)) {
      expect(bandsToArray(abstractElementBands(element).soundPowerLevel)).toEqual(Array(8).fill(0))
    }
  })
})
