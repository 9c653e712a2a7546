import { describe, expect, it } from 'vitest'
import { aWeightedTotal, bandsFromArray, calculateSoundPower } from '#engine/index.ts'
import { calculateChain, chainRequest, itemEffects, type ChainInput } from './chain-calculation.ts'
import { anItem, flat } from './test-items.ts'

const system = (items: ChainInput['items']): ChainInput => ({
  inputSoundPowerLevel: bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55]),
  attenuationConstantType: 'T1',
  filterCorrectionType: 'AFilter',
  items,
})

describe('the chain calculated in the browser', () => {
  it('sends each entry once per quantity, as the server does when it saves', () => {
    const input = system([anItem('a', { quantity: 2 }), anItem('b', { productName: '' })])
    const request = chainRequest(input)
    expect(request.products.map((p) => p.id)).toEqual(['a', 'a', 'b'])
    expect(request.products[2]).toMatchObject({ name: 'NRF', class: 'NRF', type: 'silencer' })
    expect(calculateChain(input)).toEqual(calculateSoundPower(request))
    expect(calculateChain(input).calculationSteps).toHaveLength(3)
  })

  it('tells what each entry removes for this source in dB(A), counting all its units', () => {
    const input = system([
      anItem('a', { quantity: 2 }),
      anItem('loud', { soundAttenuation: flat(0), soundPowerLevel: flat(90) }),
    ])
    const effects = itemEffects(input, calculateChain(input))
    expect(effects[0]?.removedDbA).toBeCloseTo(20, 9)
    expect(effects[0]?.lwABefore).toBeCloseTo(aWeightedTotal(input.inputSoundPowerLevel), 9)
    // A product with loud flow noise adds to the source: a negative removal.
    expect(effects[1]?.removedDbA).toBeLessThan(0)
    expect(effects[1]?.before).toEqual(effects[0]?.after)
  })
})
