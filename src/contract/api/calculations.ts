// The calculation API (docs/acoustics.md; docs/product-rules.md, "The calculation"). No sign-in needed.
import { z } from 'zod'
import { DEFAULT_PRODUCT_CLASS, DEFAULT_PRODUCT_NAME } from '#engine/index.ts'
import { endpoint } from '../http.ts'
import { attenuationConstantType, bandSet, bandSetInput, filterCorrectionType } from './bands.ts'

/**
 * The most products a chain holds, each entry counted with its quantity (decision 0005). The answer repeats,
 * for each product, the steps up to it, so it grows with the square of the chain: 100 products give about
 * 4.5 MB, and unbounded quantities (200 entries of 100 each) would not fit in memory.
 */
export const CHAIN_LIMIT = 100
/** The message of a chain over CHAIN_LIMIT (422, on the list's field). */
export const CHAIN_LIMIT_MESSAGE = `A chain holds at most ${CHAIN_LIMIT} products, counting quantities`

/** How many products a chain holds: each entry counted with its quantity (missing: 1). */
export function productsInChain(entries: readonly { quantity?: number | undefined }[]): number {
  return entries.reduce((count, entry) => count + (entry.quantity ?? 1), 0)
}

/** A list of chain entries of at most CHAIN_LIMIT products counted with their quantities. */
export const chainOf = <T extends z.ZodType<object>>(entry: T) =>
  z
    .array(entry)
    .max(CHAIN_LIMIT, { message: CHAIN_LIMIT_MESSAGE })
    .refine((entries) => productsInChain(entries as { quantity?: number }[]) <= CHAIN_LIMIT, {
      message: CHAIN_LIMIT_MESSAGE,
    })

const productId = z.string().trim().min(1).max(100)
const shortText = (max: number) => z.string().max(max)
/** Airflow, l/s: positive and finite. */
const airflow = z.number().finite().positive().max(100_000)
/** A pressure-drop limit, Pa. */
const pressureLimit = z.number().finite().positive().max(10_000)
const roundDiameter = z.number().finite().positive().max(5000)
const roundLength = z.number().finite().positive().max(10_000)
const silencerClass = z.string().trim().min(1).max(40)

export const calculationProduct = z.object({
  id: productId.optional(),
  type: z.enum(['silencer', 'diffuser', 'rectSilencer', 'abstract', 'custom']).optional(),
  class: shortText(60).default(DEFAULT_PRODUCT_CLASS),
  name: shortText(200).default(DEFAULT_PRODUCT_NAME),
  nameEn: shortText(200).optional(),
  code: shortText(200).optional(),
  imageURL: shortText(2000).optional(),
  soundAttenuation: bandSetInput.prefault({}),
  soundPowerLevel: bandSetInput.prefault({}),
  pressureDrop: z.number().finite().min(0).nullable().optional(),
  /** Repeats the product in the chain; the specification's callers send one entry per unit instead. */
  quantity: z.number().int().min(1).max(100).optional(),
})

export const soundPowerRequest = z.object({
  inputSoundPowerLevel: bandSetInput,
  attenuationConstant: attenuationConstantType.default('T1'),
  filterCorrectionType: filterCorrectionType.default('AFilter'),
  products: chainOf(calculationProduct).default([]),
})

const calculationStep = z.object({
  name: z.string(),
  nameEn: z.string(),
  attenuation: bandSet,
  soundPowerLevel: bandSet,
  resultLw: bandSet,
})

const perProductCalculation = z.object({
  id: z.string().nullable(),
  soundPowerLevelToRoomLw: bandSet,
  totalSoundPowerToRoomLw: z.number(),
  totalSoundPowerToRoomLwA: z.number(),
  soundPowerLevelToRoomLwA: z.number(),
  pressureDrop: z.number().nullable(),
  calculationSteps: z.array(calculationStep),
})

export const soundPowerResult = z.object({
  noiseGeneratorTotalSoundPowerLw: z.number(),
  noiseGeneratorTotalSoundPowerLwA: z.number(),
  noiseGeneratorFilteredTotal: z.number().nullable(),
  soundPowerLevelToRoomLw: bandSet,
  totalSoundPowerToRoomLw: z.number(),
  totalSoundPowerToRoomLwA: z.number(),
  filteredTotalSoundPowerToRoom: z.number().nullable(),
  filterCorrectionFactor: bandSet,
  filteredSoundPowerToRoom: bandSet.nullable(),
  lpA10m2: bandSet.nullable(),
  totalLpA10m2: z.number().nullable(),
  perProductCalculations: z.array(perProductCalculation),
  calculationSteps: z.array(calculationStep),
})
export type SoundPowerResultBody = z.infer<typeof soundPowerResult>

/** A round silencer (or any product) of the regular silencers list, each on its own after the generator. */
/** ζ on the nominal duct velocity, as the catalogue keeps it. */
const pressureDropCoefficient = z.number().finite().positive().max(1000)

export const bulkProduct = z.object({
  id: productId,
  name: shortText(200).default(''),
  class: shortText(60).default(DEFAULT_PRODUCT_CLASS),
  soundAttenuation: bandSetInput.prefault({}),
  /** Flow noise of products without a model; a round silencer with a model gets its own at the airflow. */
  soundPowerLevel: bandSetInput.prefault({}),
  diameter: roundDiameter.optional(),
  length: roundLength.optional(),
  /** The catalogue product's own ζ (measured data), used instead of the class model's. */
  pressureDropCoefficient: pressureDropCoefficient.nullable().optional(),
})

export const bulkRequest = z.object({
  inputSoundPowerLevel: bandSetInput,
  inputAirflow: airflow.optional(),
  attenuationConstant: attenuationConstantType.default('NoConstant'),
  filterCorrectionType: filterCorrectionType.default('AFilter'),
  products: z.array(bulkProduct).max(10_000),
})

export const bulkResultItem = z.object({
  id: z.string(),
  pressureDrop: z.number().nullable(),
  soundPowerLevel: bandSet,
  soundPowerLevelToRoomLw: bandSet,
  totalSoundPowerToRoomLw: z.number(),
  totalSoundPowerToRoomLwA: z.number(),
  filteredTotalSoundPowerToRoom: z.number().nullable(),
  totalLpA10m2: z.number().nullable(),
})
export const bulkResult = z.array(bulkResultItem)

export const roundPressureDropRequest = z.object({
  silencerClass,
  diameter: roundDiameter,
  length: roundLength,
  inputAirflow: airflow,
})
export const pressureDropResult = z.object({ pressureDrop: z.number().nullable() })

const airflowLimits = {
  minPressureDrop: pressureLimit,
  maxPressureDrop: pressureLimit,
}
const limitsInOrder = (v: { minPressureDrop: number; maxPressureDrop: number }) =>
  v.minPressureDrop <= v.maxPressureDrop
const limitsMessage = {
  message: 'minPressureDrop must not exceed maxPressureDrop',
  path: ['maxPressureDrop'],
}

export const roundAirflowRequest = z
  .object({ silencerClass, diameter: roundDiameter, length: roundLength, ...airflowLimits })
  .refine(limitsInOrder, limitsMessage)
export const airflowRangeResult = z.object({ minInputAirflow: z.number(), maxInputAirflow: z.number() })

/**
 * Rectangular dimensions, mm (docs/product-rules.md, "Rectangular dimension limits"); a bend's derived length
 * may exceed 2500.
 */
const rectWidth = z.number().finite().min(300).max(2500)
const rectHeight = z.number().finite().min(200).max(2500)
const rectLength = z.number().finite().min(600).max(5000)
export const cassetteMaterial = z.enum(['polyester', 'mineralWool', 'cleantec'])

export const rectOptionsRequest = z.object({
  width: rectWidth,
  height: rectHeight,
  length: rectLength,
  inputAirflow: airflow,
  inputSoundPower: bandSetInput.prefault({}),
  cassetteMaterial: cassetteMaterial.default('mineralWool'),
})

export const rectOption = z.object({
  cassetteThickness: z.number(),
  amountOfCassettes: z.number(),
  cassetteSpacing: z.number(),
  edgeGap: z.number(),
  silencerGapSpeed: z.number(),
  silencerEndSpeed: z.number(),
  pressureDrop: z.number(),
  soundAttenuation: bandSet,
  /** The option's own flow-generated sound power at the airflow. */
  soundPowerLevel: bandSet,
  resultSoundPowerAfterLw: bandSet,
  soundAttenuationWithAirflow: bandSet,
  totalAttenuationWithAirflow: z.number(),
  resultAfterLw: z.number(),
  resultAfterAFilter: z.number(),
  similar: z.boolean(),
  problematic: z.boolean(),
})
/**
 * An option of the answer: `recommended` is true on exactly the engine's recommended one
 * (docs/product-rules.md, "Recommended option").
 */
export const rectOptionResult = rectOption.extend({ recommended: z.boolean() })
export const rectOptionsResult = z.array(rectOptionResult)

export const rectAirflowRequest = z
  .object({
    width: rectWidth,
    height: rectHeight,
    length: rectLength,
    cassetteThickness: z.number().int().min(50).max(400),
    amountOfCassettes: z.number().int().min(1).max(50),
    ...airflowLimits,
  })
  .refine(limitsInOrder, limitsMessage)

export const inputSoundPowerProduct = z.object({
  id: productId,
  name: shortText(200).default(''),
  class: shortText(60).default(DEFAULT_PRODUCT_CLASS),
  soundAttenuation: bandSetInput.prefault({}),
  soundPowerLevel: bandSetInput.prefault({}),
  length: roundLength.optional(),
  diameter: roundDiameter.optional(),
  pressureDropCoefficient: pressureDropCoefficient.nullable().optional(),
})
export const inputSoundPowerRequest = z.object({
  inputSoundPowerLevel: bandSetInput,
  inputAirflow: airflow.optional(),
  products: chainOf(inputSoundPowerProduct).default([]),
})

const tags = ['calculations']
export const calculationsApi = {
  soundPower: endpoint({
    method: 'POST',
    path: '/api/calculations/sound-power',
    summary: 'Sound power through a chain of products to the room',
    tags,
    body: soundPowerRequest,
    response: soundPowerResult,
    auth: 'none',
  }),
  soundPowerBulk: endpoint({
    method: 'POST',
    path: '/api/calculations/sound-power/bulk',
    summary: 'Each product on its own after the noise generator, at an airflow (regular silencers list)',
    tags,
    body: bulkRequest,
    response: bulkResult,
    auth: 'none',
  }),
  roundPressureDrop: endpoint({
    method: 'POST',
    path: '/api/calculations/round-silencers/pressure-drop',
    summary: 'Pressure drop of a round silencer at an airflow (null for classes without a model)',
    tags,
    body: roundPressureDropRequest,
    response: pressureDropResult,
    auth: 'none',
  }),
  roundAirflowRange: endpoint({
    method: 'POST',
    path: '/api/calculations/round-silencers/input-airflow',
    summary: 'Airflow range of a round silencer between two pressure drops',
    tags,
    body: roundAirflowRequest,
    response: airflowRangeResult,
    auth: 'none',
  }),
  rectOptions: endpoint({
    method: 'POST',
    path: '/api/calculations/rect-silencer-options',
    summary: 'The six cassette options of a rectangular silencer',
    tags,
    body: rectOptionsRequest,
    response: rectOptionsResult,
    auth: 'none',
  }),
  rectAirflowRange: endpoint({
    method: 'POST',
    path: '/api/calculations/rect-silencers/input-airflow',
    summary: 'Airflow range of one cassette layout between two pressure drops',
    tags,
    body: rectAirflowRequest,
    response: airflowRangeResult,
    auth: 'none',
  }),
  inputSoundPower: endpoint({
    method: 'POST',
    path: '/api/calculations/input-sound-power',
    summary: 'The calculator variant: the chain at an airflow, NoConstant and AFilter',
    tags,
    body: inputSoundPowerRequest,
    response: soundPowerResult,
    auth: 'none',
  }),
} as const
