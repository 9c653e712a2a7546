// Documents of the API built from rows: the parts that take the client's strings as keys.
import { describe, expect, it } from 'vitest'
import { productQuantities } from './system-document.ts'

describe('productQuantitiesMap', () => {
  it('counts products whose ids are names of Object.prototype like any other id', () => {
    const items = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'constructor', 'sil-250'].map(
      (productId, i) => ({ productId, quantity: i + 1 }),
    )
    const map = productQuantities(items)
    const count = (id: string) => map[id]
    expect(count('constructor')).toBe(1 + 5)
    expect(count('toString')).toBe(2)
    expect(count('__proto__')).toBe(3)
    expect(count('hasOwnProperty')).toBe(4)
    expect(count('sil-250')).toBe(6)
    expect(Object.keys(map)).toHaveLength(5)
    expect(JSON.parse(JSON.stringify(map))).toEqual(
      JSON.parse('{"constructor":6,"toString":2,"__proto__":3,"hasOwnProperty":4,"sil-250":6}'),
    )
    expect(({} as Record<string, unknown>).constructor).toBe(Object)
  })
})
