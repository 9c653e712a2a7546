import { describe, expect, it } from 'vitest'
import { INVALID_PRODUCT_DATA, readShopProduct } from './product-load.ts'

describe("the shop's product data", () => {
  it('is none when the resource carries none', () => {
    expect(readShopProduct(null)).toBeNull()
    expect(readShopProduct(undefined)).toBeNull()
  })

  it('keeps the fields of a product with a type and a name; the airflow is 0 when unknown', () => {
    expect(readShopProduct({ type: 'silencer', name: 'NKU 100', inputAirflow: 120, extra: 1 })).toEqual({
      type: 'silencer',
      name: 'NKU 100',
      inputAirflow: 120,
      extra: 1,
    })
    expect(readShopProduct({ type: 'rectSilencer', name: 'MSK' })?.inputAirflow).toBe(0)
    expect(readShopProduct({ type: 'rectSilencer', name: 'MSK', inputAirflow: 'much' })?.inputAirflow).toBe(0)
    expect(readShopProduct({ type: 'rectSilencer', name: 'MSK', inputAirflow: -5 })?.inputAirflow).toBe(0)
  })

  it.each([
    ['text', 'silencer'],
    ['a number', 42],
    ['a list', [{ type: 'silencer', name: 'NKU' }]],
    ['no type', { name: 'NKU' }],
    ['a type that is not text', { type: 1, name: 'NKU' }],
    ['no name', { type: 'silencer' }],
    ['a name that is not text', { type: 'silencer', name: { en: 'NKU' } }],
  ])('throws "Invalid product data format" for %s', (_, value) => {
    expect(() => readShopProduct(value)).toThrow(INVALID_PRODUCT_DATA)
    expect(INVALID_PRODUCT_DATA).toBe('Invalid product data format')
  })
})
