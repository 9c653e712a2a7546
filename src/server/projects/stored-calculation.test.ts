import { describe, expect, it } from 'vitest'
import { createSystemRequest } from '#contract/api/systems.ts'
import { soundPowerResult } from '#contract/api/calculations.ts'
import { calculateSystem } from './systems.service.ts'
import { calculationOf, storedCalculation } from './stored-calculation.ts'

const bands = (base: number, step: number) =>
  Object.fromEntries(
    [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((f, i) => [`octaveBand${f}Hz`, base - i * step]),
  )
/** A chain of five units: a silencer, a bend, two diffusers and a damper. */
const result = calculateSystem(
  createSystemRequest.parse({
    name: 'AHU-1',
    inputSoundPowerLevel: bands(85, 3),
    items: [
      { productId: 'sil', productType: 'silencer', productClass: 'NRF100', soundAttenuation: bands(6, -2) },
      { productId: 'bend', productType: 'abstract', productClass: 'Bend', soundAttenuation: bands(1, -0.5) },
      {
        productId: 'dif',
        productType: 'diffuser',
        productClass: 'Grille',
        soundPowerLevel: bands(30, 2),
        soundAttenuation: bands(2, 0),
        quantity: 2,
      },
      { productId: 'custom-1', productType: 'custom', productClass: 'Damper', soundAttenuation: bands(3, 0) },
    ],
  }),
)
/** What the database gives back: JSON, key order aside. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('the stored calculation of a system', () => {
  it('leaves out the per-product copies of the steps, and reading gives back the whole calculation', () => {
    expect(result.perProductCalculations).toHaveLength(5)
    const stored = throughJson(storedCalculation(result)) as Record<string, unknown> & {
      perProductCalculations: Record<string, unknown>[]
    }
    for (const entry of stored.perProductCalculations) expect(entry).not.toHaveProperty('calculationSteps')
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(result).length / 2)

    const read = calculationOf(stored)
    expect(read).toEqual(throughJson(result))
    expect(soundPowerResult.parse(read)).toEqual(read)
    // Each product's steps are the steps up to and including it.
    expect(read?.perProductCalculations.map((p) => p.calculationSteps.length)).toEqual([1, 2, 3, 4, 5])
  })

  it('reads a calculation stored whole (before this format) as it is, and no calculation as null', () => {
    const whole = throughJson(result)
    expect(calculationOf(whole)).toEqual(whole)
    expect(calculationOf(null)).toBeNull()
  })

  it('stores a chain without products as it is', () => {
    const empty = calculateSystem(createSystemRequest.parse({ name: 'empty' }))
    expect(calculationOf(throughJson(storedCalculation(empty)))).toEqual(throughJson(empty))
  })
})
