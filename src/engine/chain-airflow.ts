// Chains at an airflow: round catalogue silencers get their pressure drop and flow-generated noise from the
// model at that airflow. Used by the input sound power calculator and by the regular silencers list.
import { bandsToArray, energySum, readBands, bandsFromArray, type OctaveBands } from './bands.ts'
import { calculateSoundPower, chainStep } from './chain.ts'
import type { ChainProductInput, SoundPowerResult } from './chain-types.ts'
import { roundClassDefinition, isRoundSilencerClass } from './round-classes.ts'
import { roundSilencerFlowNoise, roundSilencerPressureDrop } from './round-flow.ts'
import { roundSilencerModel, type RoundSilencerModel } from './round-silencer.ts'
import { litresPerSecond, millimeters } from './units.ts'
import {
  aWeightedTotal,
  LP_10M2_OFFSET,
  weightedTotal,
  type AttenuationConstantType,
  type FilterCorrectionType,
} from './weighting.ts'

/** A product that may be a round catalogue silencer: its diameter (mm) and length (mm) select the model. */
export interface AirflowProductInput extends ChainProductInput {
  diameter?: number
  nominalSizeDiameter?: number
  length?: number
  /** The catalogue's own ζ (measured data); replaces the class model's when given. */
  pressureDropCoefficient?: number | null
}

/** The modelled round silencer behind a product, or null (not a round class, or a size not offered). */
export function roundModelOf(product: AirflowProductInput): RoundSilencerModel | null {
  const silencerClass = product.class ?? ''
  const diameter = product.diameter ?? product.nominalSizeDiameter
  if (!isRoundSilencerClass(silencerClass) || diameter === undefined || product.length === undefined)
    return null
  const definition = roundClassDefinition(silencerClass)
  if (!definition.diameters.includes(diameter) || !definition.lengths.includes(product.length)) return null
  const model = roundSilencerModel({ silencerClass, diameter, length: product.length })
  const zeta = product.pressureDropCoefficient
  return typeof zeta === 'number' && zeta > 0 ? { ...model, zeta } : model
}

/**
 * The product as it behaves at `airflowLs` (l/s): for a modelled round silencer and a positive airflow,
 * its pressure drop (null for NRFV/NRPV) and its flow-generated sound power, which replaces the stored
 * sound power (that one belongs to some other airflow); any other product is returned as it is.
 */
export function productAtAirflow<T extends AirflowProductInput>(
  product: T,
  airflowLs: number,
): T & { pressureDrop?: number | null } {
  const model = roundModelOf(product)
  if (model === null || !(airflowLs > 0)) return product
  const pressureDrop =
    model.zeta === null
      ? null
      : roundSilencerPressureDrop({
          zeta: model.zeta,
          diameterMm: millimeters(model.diameter),
          airflowLs: litresPerSecond(airflowLs),
        })
  return { ...product, pressureDrop, soundPowerLevel: roundSilencerFlowNoise(model, airflowLs) }
}

/**
 * The input sound power calculator (docs/product-rules.md, "Calculator variant"): the chain with NoConstant
 * and AFilter, round catalogue silencers evaluated at `inputAirflow` (l/s) by productAtAirflow.
 */
export function calculateInputSoundPower(request: {
  inputSoundPowerLevel: OctaveBands
  inputAirflow: number
  products: readonly AirflowProductInput[]
}): SoundPowerResult {
  return calculateSoundPower({
    inputSoundPowerLevel: request.inputSoundPowerLevel,
    attenuationConstant: 'NoConstant',
    filterCorrectionType: 'AFilter',
    products: request.products.map((product) => productAtAirflow(product, request.inputAirflow)),
  })
}

/** One product on its own after the noise generator. */
export interface SingleProductResult {
  id: string | null
  /** Pa at the airflow; null when there is no model (or the product's own value when it carried one). */
  pressureDrop: number | null
  /** The flow-generated sound power used, dB per band. */
  soundPowerLevel: OctaveBands
  soundPowerLevelToRoomLw: OctaveBands
  totalSoundPowerToRoomLw: number
  totalSoundPowerToRoomLwA: number
  /** Null for NoFilter. */
  filteredTotalSoundPowerToRoom: number | null
  /** LwA − 3.98 dB; null for NoConstant. */
  totalLpA10m2: number | null
}

/**
 * POST /api/calculations/sound-power/bulk: every product alone after the noise generator at `inputAirflow`
 * (l/s) — the data of the regular silencers list. Chain step and totals as calculateSoundPower.
 */
export function calculateEachAfterGenerator(request: {
  inputSoundPowerLevel: OctaveBands
  inputAirflow: number
  attenuationConstant: AttenuationConstantType
  filterCorrectionType: FilterCorrectionType
  products: readonly AirflowProductInput[]
}): SingleProductResult[] {
  const input = bandsToArray(readBands(request.inputSoundPowerLevel))
  return request.products.map((original) => {
    const product = productAtAirflow(original, request.inputAirflow)
    const att = bandsToArray(readBands(product.soundAttenuation))
    const soundPowerLevel = readBands(product.soundPowerLevel)
    const own = bandsToArray(soundPowerLevel)
    const room = bandsFromArray(input.map((level, i) => chainStep(level, att[i] ?? 0, own[i] ?? 0)))
    const lwA = aWeightedTotal(room)
    return {
      id: product.id ?? null,
      pressureDrop: typeof product.pressureDrop === 'number' ? product.pressureDrop : null,
      soundPowerLevel,
      soundPowerLevelToRoomLw: room,
      totalSoundPowerToRoomLw: energySum(room),
      totalSoundPowerToRoomLwA: lwA,
      filteredTotalSoundPowerToRoom: weightedTotal(room, request.filterCorrectionType),
      totalLpA10m2: request.attenuationConstant === 'T1' ? lwA + LP_10M2_OFFSET : null,
    }
  })
}
