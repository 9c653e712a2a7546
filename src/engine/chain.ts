// The product chain: the noise generator's sound power through every product, band by band.
import { BAND_KEYS, bandsFromArray, bandsToArray, energyAdd, readBands, type OctaveBands } from './bands.ts'
import type {
  CalculationStep,
  PerProductCalculation,
  SavedSystemChain,
  SoundPowerRequest,
  SoundPowerResult,
} from './chain-types.ts'
import { decibels, type Decibels } from './units.ts'
import {
  applyWeighting,
  filterCorrectionFactor,
  LP_10M2_OFFSET,
  weightedTotal,
  weightingOf,
  WEIGHTINGS,
} from './weighting.ts'

/** Default class of a calculation request product (docs/product-rules.md, "Calculation answer"). */
export const DEFAULT_PRODUCT_CLASS = 'abstract'
/** Default name of a calculation request product (docs/product-rules.md, "Calculation answer"). */
export const DEFAULT_PRODUCT_NAME = 'Abstract'

/**
 * One band through one product: L_k = 10·lg(10^((L_{k−1} − ATT_k)/10) + 10^(Lw_k/10)), dB; when the
 * product's own sound power Lw_k ≤ 0 ("not set") it adds nothing: L_k = L_{k−1} − ATT_k.
 * Source: docs/acoustics.md section 2 (VDI 2081-1, ASHRAE/Long Table 14.9).
 * @param level level before the product, dB
 * @param attenuation the product's insertion loss, dB
 * @param ownSoundPower the product's flow-generated sound power, dB re 1 pW
 */
export function chainStep(level: number, attenuation: number, ownSoundPower: number): Decibels {
  const through = level - attenuation
  if (!(ownSoundPower > 0)) return decibels(through)
  // The energy addition from the higher of the two: finite however far a long chain has taken the level.
  return energyAdd(through, ownSoundPower)
}

/** Repeats every product once per quantity (missing quantity = 1; below 1 = left out). */
export function expandByQuantity<T extends { quantity?: number }>(products: readonly T[]): T[] {
  return products.flatMap((product) => {
    const count = Math.max(0, Math.floor(product.quantity ?? 1))
    return Array.from({ length: Number.isFinite(count) ? count : 0 }, () => product)
  })
}

/**
 * The whole sound power calculation of a system: the level after each product, the steps, the totals,
 * the filtered totals (null for NoFilter) and LpA10m2 (null for NoConstant).
 * Totals: Lw = 10·lg Σ 10^(Lᵢ/10); filtered totals add the weighting per band first; LpA10m2 = LwA + 10·lg(4/10)
 * (always A-weighted, whatever the filter). Units: dB re 1 pW; pressure drops in Pa are passed through.
 * Source: docs/acoustics.md sections 1 and 2; docs/product-rules.md, "Calculation answer".
 */
export function calculateSoundPower(request: SoundPowerRequest): SoundPowerResult {
  const input = bandsToArray(readBands(request.inputSoundPowerLevel))
  const filter = request.filterCorrectionType
  const steps: CalculationStep[] = []
  const perProduct: PerProductCalculation[] = []
  let level = input
  for (const product of request.products) {
    const attenuation = readBands(product.soundAttenuation)
    const soundPower = readBands(product.soundPowerLevel)
    level = BAND_KEYS.map((key, b) => chainStep(level[b] ?? 0, attenuation[key], soundPower[key]))
    const resultLw = bandsFromArray(level)
    const name = product.name ?? DEFAULT_PRODUCT_NAME
    steps.push({ name, nameEn: product.nameEn ?? name, attenuation, soundPowerLevel: soundPower, resultLw })
    const totals = levelTotals(level)
    perProduct.push({
      id: product.id ?? null,
      soundPowerLevelToRoomLw: resultLw,
      totalSoundPowerToRoomLw: totals.lw,
      totalSoundPowerToRoomLwA: totals.lwA,
      soundPowerLevelToRoomLwA: totals.lwA,
      pressureDrop: finiteOrNull(product.pressureDrop),
      calculationSteps: steps.slice(),
    })
  }
  const room = bandsFromArray(level)
  const inputBands = bandsFromArray(input)
  const weighting = weightingOf(filter)
  const roomTotals = levelTotals(level)
  const inputTotals = levelTotals(input)
  const roomLwA = roomTotals.lwA
  const withConstant = request.attenuationConstant === 'T1'
  // NOTE: the A-filtered totals reuse LwA so the same number never differs in its last digit between fields.
  const filtered = (bands: OctaveBands, lwA: number) =>
    filter === 'AFilter' ? lwA : weightedTotal(bands, filter)
  return {
    noiseGeneratorTotalSoundPowerLw: inputTotals.lw,
    noiseGeneratorTotalSoundPowerLwA: inputTotals.lwA,
    noiseGeneratorFilteredTotal: filtered(inputBands, inputTotals.lwA),
    soundPowerLevelToRoomLw: room,
    totalSoundPowerToRoomLw: roomTotals.lw,
    totalSoundPowerToRoomLwA: roomLwA,
    filteredTotalSoundPowerToRoom: filtered(room, roomLwA),
    filterCorrectionFactor: filterCorrectionFactor(filter),
    filteredSoundPowerToRoom: weighting === null ? null : applyWeighting(room, weighting),
    lpA10m2: withConstant ? lpA10m2Bands(room) : null,
    totalLpA10m2: withConstant ? roomLwA + LP_10M2_OFFSET : null,
    perProductCalculations: perProduct,
    calculationSteps: steps,
  }
}

const DB_TO_LN = Math.LN10 / 10
const A_FACTORS = WEIGHTINGS.A.map((w) => Math.exp(w * DB_TO_LN))

/**
 * Energy total and A-weighted total of eight band levels (dB), sharing one exponential per band. The powers
 * are taken relative to the highest band (as energySum), so that the totals stay finite for any finite band
 * levels: a chain of many large attenuations (or gains) takes its levels beyond what 10^(L/10) can hold.
 */
function levelTotals(levels: readonly number[]): { lw: number; lwA: number } {
  let highest = -Infinity
  for (let b = 0; b < 8; b++) highest = Math.max(highest, levels[b] ?? 0)
  let sum = 0
  let sumA = 0
  for (let b = 0; b < 8; b++) {
    const power = Math.exp(((levels[b] ?? 0) - highest) * DB_TO_LN)
    sum += power
    sumA += power * (A_FACTORS[b] ?? 0)
  }
  return { lw: highest + 10 * Math.log10(sum), lwA: highest + 10 * Math.log10(sumA) }
}

/**
 * A-weighted sound pressure level per band in a room with 10 m² Sabine absorption:
 * LpA,i = Lw,i + A_i + 10·lg(4/10), dB. Source: docs/acoustics.md section 2 (LpA10m2).
 */
export function lpA10m2Bands(soundPower: Readonly<OctaveBands>): OctaveBands {
  const values = bandsToArray(soundPower)
  return bandsFromArray(values.map((value, i) => value + (WEIGHTINGS.A[i] ?? 0) + LP_10M2_OFFSET))
}

/**
 * The calculation request of a saved system, each entry repeated once per quantity. The server stores its
 * result with the system and the browser recalculates the same request while editing, so both agree.
 * An unnamed entry goes by its class.
 */
export function systemSoundPowerRequest(system: SavedSystemChain): SoundPowerRequest {
  return {
    inputSoundPowerLevel: system.inputSoundPowerLevel,
    attenuationConstant: system.attenuationConstantType,
    filterCorrectionType: system.filterCorrectionType,
    products: expandByQuantity(
      system.items.map((item) => ({
        id: item.productId,
        type: item.productType,
        class: item.productClass,
        name: item.productName || item.productClass,
        code: item.productCode,
        soundAttenuation: item.soundAttenuation,
        soundPowerLevel: item.soundPowerLevel,
        pressureDrop: item.pressureDrop ?? null,
        quantity: item.quantity,
      })),
    ),
  }
}

function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
