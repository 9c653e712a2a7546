// Products and chain items shared by the plugin tests.
import { bandsFromArray } from '#engine/index.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import type { PluginProduct } from './product.ts'

export const rangeAt1And100 = { minAirflow: 52.4, maxAirflow: 524, minPressureDrop: 1, maxPressureDrop: 100 }

export const roundTestProduct: PluginProduct = {
  type: 'silencer',
  className: 'NRF100/NRP100',
  name: 'NRF100-250-900 "Ääni" & <co>',
  code: 'NRF100-250-900',
  manufacturer: { name: 'Nordvent Acoustics Oy', url: 'https://www.nordvent-acoustics.example' },
  geometry: { modelId: 'NRF100/NRP100', parameters: [{ name: 'D', value: 250, unit: 'mm' }] },
  dimensions: { shape: 'circular', diameter: 250, length: 900 },
  connection: { diameter: 250 },
  dimData: rangeAt1And100,
  pressureDrop: [],
  attenuation: bandsFromArray([3.5, 6, 12.25, 20, 28, 30, 22, 15]),
  insulated: false,
}

export const roundItem: ChainItem = {
  productId: 'nrf-250-900',
  productType: 'silencer',
  productClass: 'NRF100/NRP100',
  productName: 'NRF100-250-900',
  productCode: 'NRF100-250-900',
  productImageURL: '',
  quantity: 1,
  soundPowerLevel: bandsFromArray([]),
  soundAttenuation: bandsFromArray([3.5, 6, 12.25, 20, 28, 30, 22, 15]),
  nominalSizeDiameter: 250,
  length: 900,
}

export const rectItem: ChainItem = {
  productId: 'rect-1',
  productType: 'rectSilencer',
  productClass: 'MSKI',
  productName: 'MSKI 1200x600-1500',
  productCode: 'MSKI-1200-600-1500',
  productImageURL: '',
  quantity: 1,
  soundPowerLevel: bandsFromArray([]),
  soundAttenuation: bandsFromArray([4, 8, 15, 25, 33, 35, 28, 20]),
  rectConfiguration: {
    width: 1200,
    height: 600,
    length: 1500,
    shape: 'straight',
    orientation: 'horizontal',
    position: 'supply',
    shellInsulation: '50mm',
    cassetteMaterial: 'mineralWool',
    outerCover: 'galvanizedSteel',
    innerMaterial: 'galvanizedSteel',
    openable: false,
    connectionProfile: 'Z-slat',
    selectedOptionIndex: 1,
    optionData: { cassetteThickness: 100, amountOfCassettes: 4 },
  },
}
