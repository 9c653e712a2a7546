// The product report of one entry of the chain (docs/product-rules.md, "Report pages"): /printing/product
// opens in its popup and reads the product from the popup's productData page variable after its start delay.
import type { OctaveBands } from '#engine/index.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'
import type { WorkingSystem } from '../../state/working-system/working-system.ts'

/**
 * The page variable for one entry: its fields, plus the level arriving at it, so that the report's
 * calculation is the entry's part of the chain rather than the entry on its own after the noise generator.
 */
export function productPrintData(
  item: ChainItem,
  arriving: OctaveBands,
  system: Pick<
    WorkingSystem,
    'name' | 'filterCorrectionType' | 'attenuationConstantType' | 'catalogueVersion'
  >,
  projectName: string,
): Record<string, unknown> {
  return {
    ...item,
    inputSoundPowerLevel: arriving,
    filterCorrectionType: system.filterCorrectionType,
    attenuationConstantType: system.attenuationConstantType,
    systemName: system.name,
    projectName,
    // For the stamp: the catalogue the product's data were copied from.
    ...(system.catalogueVersion === null ? {} : { catalogueVersion: system.catalogueVersion }),
  }
}

/**
 * Hands the data to a report popup just opened. JSON text rather than the object: the popup must not hold
 * references into this window, which may have moved on by the time the report reads them.
 */
export function giveProductData(popup: Window | null, data: Record<string, unknown>): void {
  if (popup) popup.productData = JSON.stringify(data)
}
