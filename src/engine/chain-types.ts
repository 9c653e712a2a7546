// The shapes of the sound power calculation: the request of POST /api/calculations/sound-power and its
// answer (docs/acoustics.md section 2; docs/product-rules.md, "Calculation answer"). The API passes these
// through unchanged.
import type { OctaveBands } from './bands.ts'
import type { AttenuationConstantType, FilterCorrectionType } from './weighting.ts'

/** A product in the chain, already repeated once per quantity by the caller (see expandByQuantity). */
export interface ChainProductInput {
  /** Catalogue id, or `custom-…` for a custom product. */
  id?: string
  /** silencer, diffuser, rectSilencer, abstract or custom. */
  type?: string
  /** Product class; defaults to 'abstract' (docs/product-rules.md, "Calculation answer"). */
  class?: string
  /** Display name; defaults to 'Abstract' (docs/product-rules.md, "Calculation answer"). */
  name?: string
  /** English name for the calculation steps; defaults to `name`. */
  nameEn?: string
  code?: string
  imageURL?: string
  /** Insertion loss per band, dB. */
  soundAttenuation: OctaveBands
  /** The product's own (flow-generated) sound power per band, dB re 1 pW; a band ≤ 0 is "not set". */
  soundPowerLevel: OctaveBands
  /** Pressure drop at the product's airflow, Pa, when known (passed through to perProductCalculations). */
  pressureDrop?: number | null
  /** How many of this product; only read by expandByQuantity. */
  quantity?: number
}

/** One entry of a saved system's chain as the engine reads it (the API's system item carries more). */
export interface SavedChainItem {
  productId: string
  productType: string
  productClass: string
  productName: string
  productCode: string
  soundAttenuation: OctaveBands
  soundPowerLevel: OctaveBands
  pressureDrop?: number | null | undefined
  quantity: number
}

/** What the calculation needs of a saved system: its generator, settings and chain. */
export interface SavedSystemChain {
  inputSoundPowerLevel: OctaveBands
  attenuationConstantType: AttenuationConstantType
  filterCorrectionType: FilterCorrectionType
  items: readonly SavedChainItem[]
}

/** The body of POST /api/calculations/sound-power. */
export interface SoundPowerRequest {
  /** The noise generator's sound power per band, dB re 1 pW. */
  inputSoundPowerLevel: OctaveBands
  attenuationConstant: AttenuationConstantType
  filterCorrectionType: FilterCorrectionType
  products: readonly ChainProductInput[]
}

/** One row of the calculation: a product's own data and the level after it. */
export interface CalculationStep {
  name: string
  nameEn: string
  /** The product's insertion loss per band, dB. */
  attenuation: OctaveBands
  /** The product's own sound power per band, dB. */
  soundPowerLevel: OctaveBands
  /** The level after this product per band, dB. */
  resultLw: OctaveBands
}

/** The level after one product (docs/product-rules.md, "Calculation answer"). */
export interface PerProductCalculation {
  id: string | null
  soundPowerLevelToRoomLw: OctaveBands
  totalSoundPowerToRoomLw: number
  totalSoundPowerToRoomLwA: number
  /** The same value as totalSoundPowerToRoomLwA (docs/product-rules.md, "Calculation answer"). */
  soundPowerLevelToRoomLwA: number
  pressureDrop: number | null
  /** The steps up to and including this product. */
  calculationSteps: CalculationStep[]
}

/** The answer of POST /api/calculations/sound-power; numbers are unrounded. */
export interface SoundPowerResult {
  noiseGeneratorTotalSoundPowerLw: number
  noiseGeneratorTotalSoundPowerLwA: number
  /** The generator's total with the system's filter; null for NoFilter. */
  noiseGeneratorFilteredTotal: number | null
  soundPowerLevelToRoomLw: OctaveBands
  totalSoundPowerToRoomLw: number
  totalSoundPowerToRoomLwA: number
  /** Null for NoFilter. */
  filteredTotalSoundPowerToRoom: number | null
  /** The weighting per band (zeros for NoFilter). */
  filterCorrectionFactor: OctaveBands
  /** The room level per band plus the weighting; null for NoFilter. */
  filteredSoundPowerToRoom: OctaveBands | null
  /** A-weighted level in a 10 m² Sabine room per band; null for NoConstant. */
  lpA10m2: OctaveBands | null
  /** LwA − 3.98 dB; null for NoConstant. */
  totalLpA10m2: number | null
  perProductCalculations: PerProductCalculation[]
  calculationSteps: CalculationStep[]
}
