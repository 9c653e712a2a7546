import { describe, expect, it } from 'vitest'
import {
  canCalculateOptions,
  parseDimensionInput,
  rectSizeChoices,
  validateRectDimensions,
} from './rect-dimensions.ts'

const straight = {
  width: 600,
  height: 300,
  length: 1200,
  shape: 'straight' as const,
  dimensionX: 150,
  dimensionY: 150,
}
const bend = { ...straight, shape: 'bend' as const, length: 900 }

describe('dimension validation', () => {
  it('accepts the limits themselves', () => {
    expect(validateRectDimensions({ ...straight, width: 300, height: 200, length: 600 }).valid).toBe(true)
    expect(validateRectDimensions({ ...straight, width: 2500, height: 2500, length: 2500 }).valid).toBe(true)
  })

  it('names each dimension outside its limits', () => {
    expect(validateRectDimensions({ ...straight, width: 299, height: 2501, length: 599 }).errors).toEqual([
      { field: 'width', code: 'BELOW_MINIMUM', limit: 300 },
      { field: 'height', code: 'ABOVE_MAXIMUM', limit: 2500 },
      { field: 'length', code: 'BELOW_MINIMUM', limit: 600 },
    ])
    expect(validateRectDimensions({ ...straight, width: Number.NaN }).errors[0]?.code).toBe('NOT_A_NUMBER')
  })

  it('limits bends to 2350 and width + X, height + Y to 2500', () => {
    expect(validateRectDimensions({ ...bend, width: 2400 }).errors).toContainEqual({
      field: 'width',
      code: 'ABOVE_MAXIMUM',
      limit: 2350,
    })
    expect(validateRectDimensions({ ...bend, width: 2300, dimensionX: 250 }).errors).toEqual([
      { field: 'dimensionX', code: 'ABOVE_MAXIMUM', limit: 200 },
    ])
    expect(validateRectDimensions({ ...bend, dimensionY: 100 }).errors).toEqual([
      { field: 'dimensionY', code: 'BELOW_MINIMUM', limit: 150 },
    ])
    expect(validateRectDimensions({ ...bend, length: 4000 }).valid).toBe(true)
  })

  it('calculates options only within 300–2500 × 200–2500, length ≥ 600 (≤ 2500 when straight)', () => {
    expect(canCalculateOptions(straight)).toBe(true)
    expect(canCalculateOptions({ ...straight, length: 2600 })).toBe(false)
    expect(canCalculateOptions({ ...bend, length: 2600 })).toBe(true)
    expect(canCalculateOptions({ ...straight, width: 250 })).toBe(false)
    expect(canCalculateOptions({ ...straight, length: 550 })).toBe(false)
  })
})

describe('dimensionX/Y input', () => {
  it('ignores fewer than 3 characters and non-numbers', () => {
    expect(parseDimensionInput('20', 600, 175)).toBe(175)
    expect(parseDimensionInput('abc', 600, 175)).toBe(175)
  })

  it('raises below 150 to 150 and caps at 2500 − size', () => {
    expect(parseDimensionInput('100', 600, 175)).toBe(150)
    expect(parseDimensionInput('2000', 600, 175)).toBe(1900)
    expect(parseDimensionInput('350', 600, 175)).toBe(350)
  })
})

describe('size choices', () => {
  it('steps by 50 mm to 2500 straight and 2350 for bends', () => {
    expect(rectSizeChoices('straight', 'width').at(0)).toBe(300)
    expect(rectSizeChoices('straight', 'width').at(-1)).toBe(2500)
    expect(rectSizeChoices('bend', 'height').at(-1)).toBe(2350)
    expect(rectSizeChoices('straight', 'length')).toHaveLength((2500 - 600) / 50 + 1)
  })
})
