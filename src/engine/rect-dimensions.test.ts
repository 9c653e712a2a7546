import { describe, expect, it } from 'vitest'
import {
  canCalculateOptions,
  parseDimensionInput,
  rectSizeChoices,
  snapRectSize,
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

  it('takes width, height and a straight length only in steps of 50 mm', () => {
    expect(validateRectDimensions({ ...straight, width: 1234, height: 420, length: 1210 }).errors).toEqual([
      { field: 'width', code: 'OFF_STEP', limit: 50 },
      { field: 'height', code: 'OFF_STEP', limit: 50 },
      { field: 'length', code: 'OFF_STEP', limit: 50 },
    ])
    // A limit broken wins over the step; a bend's legs and its derived length have no step.
    expect(validateRectDimensions({ ...straight, width: 299 }).errors).toEqual([
      { field: 'width', code: 'BELOW_MINIMUM', limit: 300 },
    ])
    expect(validateRectDimensions({ ...bend, dimensionX: 173, length: 1023 }).valid).toBe(true)
    expect(validateRectDimensions({ ...bend, width: 610 }).errors).toEqual([
      { field: 'width', code: 'OFF_STEP', limit: 50 },
    ])
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

  it('snaps a typed size to the nearest choice of its axis', () => {
    expect(snapRectSize(1234, 'straight', 'width')).toBe(1250)
    expect(snapRectSize(1224, 'straight', 'width')).toBe(1200)
    expect(snapRectSize(1225, 'straight', 'height')).toBe(1250)
    expect(snapRectSize(250, 'straight', 'width')).toBe(300)
    expect(snapRectSize(120, 'straight', 'height')).toBe(200)
    expect(snapRectSize(3000, 'straight', 'length')).toBe(2500)
    expect(snapRectSize(2400, 'bend', 'width')).toBe(2350)
    expect(snapRectSize(2400, 'bend', 'length')).toBe(2400)
    expect(snapRectSize(Number.NaN, 'straight', 'width')).toBeNaN()
    for (const value of [0, 333, 777, 1001, 2499, 9999])
      expect(rectSizeChoices('bend', 'height')).toContain(snapRectSize(value, 'bend', 'height'))
  })
})
