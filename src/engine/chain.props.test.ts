import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray, type OctaveBands } from './bands.ts'
import { calculateSoundPower } from './chain.ts'
import {
  aWeightedTotalOfPowers,
  packProducts,
  powersToLevels,
  runPackedChain,
  totalOfPowers,
} from './chain-fast.ts'

const level = fc.double({ min: 0, max: 120, noNaN: true })
const bands = (arb: fc.Arbitrary<number>) => fc.array(arb, { minLength: 8, maxLength: 8 }).map(bandsFromArray)
const attenuation = fc.double({ min: 0, max: 60, noNaN: true })
const selfNoise = fc.double({ min: -10, max: 100, noNaN: true })
const productArb = fc.record({ soundAttenuation: bands(attenuation), soundPowerLevel: bands(selfNoise) })

const run = (
  input: OctaveBands,
  products: { soundAttenuation: OctaveBands; soundPowerLevel: OctaveBands }[],
) =>
  calculateSoundPower({
    inputSoundPowerLevel: input,
    attenuationConstant: 'T1',
    filterCorrectionType: 'AFilter',
    products,
  })

describe('laws of the chain', () => {
  it('more attenuation never raises a level', () => {
    fc.assert(
      fc.property(
        bands(level),
        fc.array(productArb, { maxLength: 6 }),
        fc.nat(5),
        bands(attenuation),
        (input, products, at, extra) => {
          if (products.length === 0) return
          const k = at % products.length
          const more = products.map((p, i) =>
            i === k
              ? {
                  ...p,
                  soundAttenuation: bandsFromArray(
                    bandsToArray(p.soundAttenuation).map((a, b) => a + (bandsToArray(extra)[b] ?? 0)),
                  ),
                }
              : p,
          )
          const before = bandsToArray(run(input, products).soundPowerLevelToRoomLw)
          const after = bandsToArray(run(input, more).soundPowerLevelToRoomLw)
          after.forEach((value, b) => expect(value).toBeLessThanOrEqual((before[b] ?? 0) + 1e-9))
        },
      ),
    )
  })

  it('self-noise never lowers a level', () => {
    fc.assert(
      fc.property(bands(level), bands(attenuation), bands(selfNoise), (input, att, own) => {
        const quiet = run(input, [{ soundAttenuation: att, soundPowerLevel: bandsFromArray([]) }])
        const noisy = run(input, [{ soundAttenuation: att, soundPowerLevel: own }])
        const q = bandsToArray(quiet.soundPowerLevelToRoomLw)
        bandsToArray(noisy.soundPowerLevelToRoomLw).forEach((value, b) =>
          expect(value).toBeGreaterThanOrEqual((q[b] ?? 0) - 1e-9),
        )
      }),
    )
  })

  it('without self-noise the order of the products does not matter', () => {
    fc.assert(
      fc.property(
        bands(level),
        fc.array(bands(attenuation), { minLength: 1, maxLength: 6 }),
        (input, attenuations) => {
          const products = attenuations.map((a) => ({
            soundAttenuation: a,
            soundPowerLevel: bandsFromArray([]),
          }))
          const forward = bandsToArray(run(input, products).soundPowerLevelToRoomLw)
          const backward = bandsToArray(run(input, [...products].reverse()).soundPowerLevelToRoomLw)
          backward.forEach((value, b) => expect(value).toBeCloseTo(forward[b] ?? 0, 9))
        },
      ),
    )
  })

  it('the packed fast path gives the same levels and totals as calculateSoundPower', () => {
    fc.assert(
      fc.property(bands(level), fc.array(productArb, { maxLength: 10 }), (input, products) => {
        const slow = run(input, products)
        const powers = new Float64Array(8)
        const levels = new Float64Array(8)
        runPackedChain(bandsToArray(input), packProducts(products), powers)
        powersToLevels(powers, levels)
        bandsToArray(slow.soundPowerLevelToRoomLw).forEach((value, b) =>
          expect(levels[b]).toBeCloseTo(value, 8),
        )
        expect(totalOfPowers(powers)).toBeCloseTo(slow.totalSoundPowerToRoomLw, 8)
        expect(aWeightedTotalOfPowers(powers)).toBeCloseTo(slow.totalSoundPowerToRoomLwA, 8)
      }),
    )
  })
})

describe('the chain stays finite', () => {
  // The API's bounds: every band −100 to 250 dB, and a chain of at most 100 products counted with their
  // quantities (src/contract/api/bands.ts, decision 0005). 10^(L/10) overflows above about 3080 dB and
  // underflows below about −3230 dB, which such a chain reaches; every number of the answer stays finite.
  const anyBand = fc.double({ min: -100, max: 250, noNaN: true })
  const anyProduct = fc.record({ soundAttenuation: bands(anyBand), soundPowerLevel: bands(anyBand) })
  /** Every number of an answer; each product's own copy of the steps repeats the answer's steps. */
  const answerNumbers = (answer: ReturnType<typeof run>): number[] =>
    numbersOf({
      ...answer,
      perProductCalculations: answer.perProductCalculations.map((p) => ({ ...p, calculationSteps: [] })),
    })
  const numbersOf = (value: unknown): number[] =>
    typeof value === 'number'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(numbersOf)
        : []

  it('for any chain within the API bounds', () => {
    fc.assert(
      fc.property(bands(anyBand), fc.array(anyProduct, { maxLength: 100 }), (input, products) => {
        for (const n of answerNumbers(run(input, products))) expect(Number.isFinite(n)).toBe(true)
      }),
      { numRuns: 50 },
    )
  })

  it('at the extremes: a hundred attenuations of 250 dB, and a hundred gains of 100 dB with 250 dB own sound power', () => {
    const flat = (v: number) => bandsFromArray(Array.from({ length: 8 }, () => v))
    const quiet = run(
      flat(-100),
      Array.from({ length: 100 }, () => ({ soundAttenuation: flat(250), soundPowerLevel: flat(0) })),
    )
    expect(quiet.totalSoundPowerToRoomLw).toBeCloseTo(-100 - 100 * 250 + 10 * Math.log10(8), 6)
    const loud = run(
      flat(250),
      Array.from({ length: 100 }, () => ({ soundAttenuation: flat(-100), soundPowerLevel: flat(250) })),
    )
    expect(loud.soundPowerLevelToRoomLw.octaveBand1000Hz).toBeCloseTo(250 + 100 * 100, 6)
    for (const n of [...answerNumbers(quiet), ...answerNumbers(loud)]) expect(Number.isFinite(n)).toBe(true)
  })
})
