import { describe, expect, it } from 'vitest'
import { calculateChain, itemEffects } from '../../domain/chain/chain-calculation.ts'
import { anItem, flat } from '../../domain/chain/test-items.ts'
import { printUrls } from './print-popup.ts'
import { giveProductData, productPrintData } from './product-print.ts'
import { calculateSystem, toReportItem, toReportSystem } from '../../features/reports/report-model.ts'
import { readProductData } from '../../features/reports/print-product/productData.ts'

const system = {
  name: 'AHU-1',
  inputSoundPowerLevel: flat(80),
  attenuationConstantType: 'T1' as const,
  filterCorrectionType: 'AFilter' as const,
  catalogueVersion: 3,
  items: [
    anItem('a', { defaultSoundAttenuation: flat(10), soundAttenuation: flat(10) }),
    anItem('b', { quantity: 2, defaultSoundAttenuation: flat(5), soundAttenuation: flat(5) }),
  ],
}

describe('the product report of a chain entry', () => {
  it('carries the entry, the level arriving at it, the filter, the constant and the names', () => {
    const effects = itemEffects(system, calculateChain(system))
    const second = system.items[1]
    if (!second || !effects[1]) throw new Error('fixture')
    const data = productPrintData(second, effects[1].before, system, 'Concert hall')
    expect(data).toMatchObject({
      productId: 'b',
      quantity: 2,
      inputSoundPowerLevel: effects[1].before,
      filterCorrectionType: 'AFilter',
      attenuationConstantType: 'T1',
      systemName: 'AHU-1',
      projectName: 'Concert hall',
      catalogueVersion: 3,
    })
    // A system that does not say which catalogue it used leaves the stamp to the current one.
    expect(
      productPrintData(second, effects[1].before, { ...system, catalogueVersion: null }, ''),
    ).not.toHaveProperty('catalogueVersion')
    // The report's own calculation of that data ends where the chain does after the entry.
    const report = toReportSystem(data)
    expect(report.catalogueVersion).toBe(3)
    report.items = [toReportItem(data)]
    expect(calculateSystem(report).totalSoundPowerToRoomLwA).toBeCloseTo(effects[1].lwAAfter, 6)
  })

  it('is handed to the popup as JSON text the report page reads back', () => {
    const popup = {} as Window
    giveProductData(popup, { productName: 'A' })
    expect(typeof popup.productData).toBe('string')
    expect(readProductData(popup)).toEqual({ productName: 'A' })
    expect(() => giveProductData(null, {})).not.toThrow()
    expect(printUrls.product()).toBe('/printing/product')
  })
})
