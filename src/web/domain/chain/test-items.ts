// Chain entries for tests.
import { bandsFromArray, zeroBands, type OctaveBands } from '#engine/index.ts'
import type { ChainItem } from './chain.ts'

/** The same value in all eight bands. */
export const flat = (value: number): OctaveBands => bandsFromArray(Array<number>(8).fill(value))

/** A silencer entry: no own noise, 10 dB attenuation in every band, quantity 1. */
export function anItem(productId: string, fields: Partial<ChainItem> = {}): ChainItem {
  return {
    productId,
    productType: 'silencer',
    productClass: 'NRF',
    productName: productId.toUpperCase(),
    productCode: `${productId}-code`,
    productImageURL: '',
    quantity: 1,
    soundPowerLevel: zeroBands(),
    soundAttenuation: flat(10),
    ...fields,
  }
}
