import { describe, expect, it } from 'vitest'
import {
  calculateSystem,
  inputsHash,
  inventoryRows,
  readAutoPrint,
  toReportItem,
  toReportSystem,
} from './report-model.ts'

describe('print report model', () => {
  it('reads autoPrint: missing prints, only 1 or true print', () => {
    expect(readAutoPrint(null)).toBe(true)
    expect(readAutoPrint('1')).toBe(true)
    expect(readAutoPrint('TRUE')).toBe(true)
    expect(readAutoPrint('0')).toBe(false)
    expect(readAutoPrint('yes')).toBe(false)
  })

  it('hashes the inputs the same whatever the key order', () => {
    expect(inputsHash({ a: 1, b: [1, 2] })).toBe(inputsHash({ b: [1, 2], a: 1 }))
    expect(inputsHash({ a: 1 })).not.toBe(inputsHash({ a: 2 }))
    expect(inputsHash(null)).toMatch(/^[0-9a-f]{8}$/)
  })

  it('gives each inventory row the level before and after the product, quantities repeated', () => {
    const system = toReportSystem({
      name: 'S',
      inputSoundPowerLevel: { octaveBand1000Hz: 80 },
      items: [
        { productName: 'A', soundAttenuation: { octaveBand1000Hz: 10 } },
        { productName: 'B', quantity: 2, soundAttenuation: { octaveBand1000Hz: 5 } },
      ],
    })
    const result = calculateSystem(system)
    const rows = inventoryRows(system, result)
    expect(rows).toHaveLength(2)
    expect(rows[0]?.lwBefore).toBeCloseTo(80, 3)
    expect(rows[0]?.lwAfter).toBeCloseTo(70, 3)
    expect(rows[1]?.lwBefore).toBeCloseTo(70, 3)
    expect(rows[1]?.lwAfter).toBeCloseTo(60, 3)
  })

  it('carries the saved room and the catalogue version, and drops what is not one', () => {
    const room = {
      listenerDistance: 3,
      absorptionMode: 'reverberation',
      absorptionArea: 10,
      volume: 120,
      reverberationTime: 0.6,
      directivity: 4,
      targetNr: 25,
      targetNc: null,
    }
    expect(toReportSystem({ room, catalogueVersion: 2 })).toMatchObject({ room, catalogueVersion: 2 })
    expect(toReportSystem({ room: { ...room, directivity: 3 }, catalogueVersion: 0 })).toMatchObject({
      room: null,
      catalogueVersion: null,
    })
    expect(toReportSystem({})).toMatchObject({ room: null, catalogueVersion: null })
  })

  it('gives a rectangular silencer without a picture its class drawing, as its card does', () => {
    const rect = toReportItem({ productType: 'rectSilencer', productClass: 'MSKI', productImageURL: '' })
    expect(rect.productImageURL).toBe('/images/catalogue/class-mski.svg')
    const unknownClass = toReportItem({ productType: 'rectSilencer', productClass: '' })
    expect(unknownClass.productImageURL).toBe('/images/catalogue/category-rect-silencer.svg')
    const own = toReportItem({ productType: 'rectSilencer', productClass: 'MSK', productImageURL: '/x.svg' })
    expect(own.productImageURL).toBe('/x.svg')
    expect(toReportItem({ productType: 'custom', productImageURL: '' }).productImageURL).toBe('')
  })
})
