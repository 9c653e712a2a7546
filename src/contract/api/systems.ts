// Systems: the save payload, the stored chain of products, copy (docs/product-rules.md, "Projects and
// systems").
import { z } from 'zod'
import {
  FAN_TYPES,
  cubicMetersPerSecond,
  estimatedBandsInTenths,
  pascals,
  revolutionsPerMinute,
} from '#engine/index.ts'
import { endpoint, idempotentCreateHeaders } from '../http.ts'
import { nestedDeeperThan } from '../nesting.ts'
import { attenuationConstantType, bandSet, bandSetInput, filterCorrectionType } from './bands.ts'
import { CHAIN_LIMIT, chainOf, soundPowerResult } from './calculations.ts'
import { INT32_MAX, isoDateTime, projectBase, versionInput } from './project-base.ts'
import { ROOM_ACOUSTICS_MAX, TARGET_LIMITS } from './rooms.ts'

/** Text lengths, and `items`: the most products a chain holds, counted with their quantities. */
export const SYSTEM_LIMITS = { name: 200, number: 100, comment: 5000, items: CHAIN_LIMIT }
/** A system's airflow, l/s: positive and within the calculations' bound. */
/** The largest airflow a system or a calculation takes, l/s. */
export const SYSTEM_AIRFLOW_MAX = 100_000
export const systemAirflow = z.number().finite().positive().max(SYSTEM_AIRFLOW_MAX)

/** The most identical outlets one system may feed into its room. */
export const OUTLETS_MAX = 1000

const text = (max: number) => z.string().trim().max(max)
const measure = z.number().finite().min(0).max(100_000)

/**
 * The most a rectangular silencer's option data may hold: an option as the engine computes it is about 1.5 kB
 * of JSON with its band sets one level down. The bound keeps every saved system inside a project file the
 * import takes (its body-depth limit counts the file's own levels) and a save's history small.
 */
export const OPTION_DATA_LIMITS = { depth: 2, characters: 8192 }
const optionData = z
  .record(z.string(), z.unknown())
  .refine((data) => !nestedDeeperThan(data, OPTION_DATA_LIMITS.depth), {
    message: `Nested deeper than a silencer option (${OPTION_DATA_LIMITS.depth} levels)`,
  })
  .refine((data) => JSON.stringify(data).length <= OPTION_DATA_LIMITS.characters, {
    message: `Larger than a silencer option (${OPTION_DATA_LIMITS.characters} characters)`,
  })

export const productType = z.enum(['silencer', 'diffuser', 'abstract', 'custom', 'rectSilencer'])

/**
 * Everything the rectangular wizard needs to reopen a saved silencer in edit mode (docs/product-rules.md,
 * "Rectangular configuration").
 */
export const rectConfiguration = z.object({
  width: measure,
  height: measure,
  length: measure,
  shape: z.enum(['straight', 'bend']),
  orientation: z.enum(['horizontal', 'vertical']).default('horizontal'),
  dimensionX: measure.optional(),
  dimensionY: measure.optional(),
  position: z.enum(['supply', 'extract', 'intake', 'exhaust']).default('supply'),
  inputAirflow: measure.optional(),
  shellInsulation: z.enum(['0mm', '50mm', '100mm', 'M30', 'M50', 'M100', 'EI60', 'EI120']).default('0mm'),
  cassetteMaterial: z.enum(['polyester', 'mineralWool', 'cleantec']).default('mineralWool'),
  outerCover: z.enum(['none', 'galvanizedSteel', 'stainlessSteel', 'magnelis']).default('none'),
  innerMaterial: z.enum(['galvanizedSteel', 'stainlessSteel', 'magnelis']).default('galvanizedSteel'),
  openable: z.boolean().default(false),
  connectionProfile: z.enum(['Z-slat', 'E20', 'E30']).default('Z-slat'),
  selectedOptionIndex: z.number().int().min(-1).max(5).default(-1),
  /** The chosen option's data as the engine computed it. */
  optionData: optionData.optional(),
  inputSoundPower: bandSetInput.optional(),
})

/** One product of a system's chain with its own copy of its data (order kept, quantity per entry). */
export const systemItem = z.object({
  productId: z.string().trim().min(1).max(100),
  productType,
  productClass: z.string().trim().min(1).max(60),
  productName: text(200).default(''),
  productCode: text(200).default(''),
  productImageURL: z.string().max(2000).default(''),
  vendorCode: text(100).optional(),
  nameAppendix: text(200).optional(),
  quantity: z.number().int().min(1).max(100).default(1),
  soundPowerLevel: bandSetInput.prefault({}),
  soundAttenuation: bandSetInput.prefault({}),
  defaultSoundPowerLevel: bandSetInput.optional(),
  defaultSoundAttenuation: bandSetInput.optional(),
  inputAirflow: measure.nullable().optional(),
  pressureDrop: measure.nullable().optional(),
  nominalSizeDiameter: measure.optional(),
  length: measure.optional(),
  attenuationMaterial: text(40).optional(),
  /** Editable attributes of other products, e.g. a duct run's length. */
  attributes: z
    .record(z.string().max(60), z.union([z.number().finite(), z.string().max(200), z.boolean()]))
    .optional(),
  rectConfiguration: rectConfiguration.optional(),
})
export type SystemItem = z.output<typeof systemItem>

/**
 * The room the chain serves, for the room panel of the overview: the listener's distance from the outlet, the
 * room's absorption (an area, or a volume and reverberation time), the outlet's directivity Q, and the NR and
 * NC targets (null: no target). Beyond the specification (docs/decisions/0003-system-overview.md;
 * docs/acoustics.md section 11).
 *
 * Its acoustic fields have only the upper bounds of ROOM_ACOUSTICS_MAX, not a project room's lower ones: every
 * save of a system sends its room back unchanged, so a room stored before those bounds would otherwise refuse
 * every later save of the chain. The server never calculates with it; the room panel refuses a value outside
 * ROOM_ACOUSTICS_MIN as it is typed.
 */
export const roomSettings = z.object({
  /** m */
  listenerDistance: z.number().finite().positive().max(ROOM_ACOUSTICS_MAX.listenerDistance),
  absorptionMode: z.enum(['area', 'reverberation']),
  /** Equivalent absorption area, m² Sabine. */
  absorptionArea: z.number().finite().positive().max(ROOM_ACOUSTICS_MAX.absorptionArea),
  /** m³ */
  volume: z.number().finite().positive().max(ROOM_ACOUSTICS_MAX.volume),
  /** s */
  reverberationTime: z.number().finite().positive().max(ROOM_ACOUSTICS_MAX.reverberationTime),
  directivity: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8)]),
  targetNr: z.number().int().min(TARGET_LIMITS.NR[0]).max(TARGET_LIMITS.NR[1]).nullable().default(null),
  targetNc: z.number().int().min(TARGET_LIMITS.NC[0]).max(TARGET_LIMITS.NC[1]).nullable().default(null),
})
export type RoomSettings = z.output<typeof roomSettings>

/**
 * Bounds of a fan estimate's duty (docs/product-rules.md, "Fan sound power estimate"): the airflow is a
 * system's; pressure and speed are ours around ventilation fans.
 */
export const FAN_ESTIMATE_BOUNDS = {
  totalPressureRise: { min: 10, max: 10_000 },
  speed: { min: 100, max: 10_000 },
} as const

/**
 * Where the noise generator's bands come from when they are an estimate from fan data rather than the fan's
 * own sound data: the method and the fan's duty the estimate was made of (docs/product-rules.md, "Fan sound
 * power estimate"). The server checks that the bands are that estimate.
 */
export const noiseGeneratorEstimate = z.object({
  method: z.literal('VDI 2081-1:2019'),
  fanType: z.enum(FAN_TYPES),
  /** l/s */
  airflow: systemAirflow,
  /** Pa */
  totalPressureRise: z
    .number()
    .finite()
    .min(FAN_ESTIMATE_BOUNDS.totalPressureRise.min)
    .max(FAN_ESTIMATE_BOUNDS.totalPressureRise.max),
  /** rpm */
  speed: z.number().finite().min(FAN_ESTIMATE_BOUNDS.speed.min).max(FAN_ESTIMATE_BOUNDS.speed.max),
})
export type NoiseGeneratorEstimate = z.output<typeof noiseGeneratorEstimate>

/**
 * The eight bands, each to 0.1 dB, that the estimate's duty gives: what the dialog fills in and what the server
 * requires of a noise generator with this mark.
 */
export const estimatedBandsOf = (estimate: NoiseGeneratorEstimate): number[] =>
  estimatedBandsInTenths({
    type: estimate.fanType,
    airflow: cubicMetersPerSecond(estimate.airflow / 1000),
    totalPressure: pascals(estimate.totalPressureRise),
    speed: revolutionsPerMinute(estimate.speed),
  })

const systemFields = z.object({
  name: text(SYSTEM_LIMITS.name).default(''),
  number: text(SYSTEM_LIMITS.number).default(''),
  comment: text(SYSTEM_LIMITS.comment).default(''),
  date: isoDateTime.nullable().default(null),
  attenuationConstantType: attenuationConstantType.default('T1'),
  filterCorrectionType: filterCorrectionType.default('AFilter'),
  inputSoundPowerLevel: bandSetInput.prefault({}),
  /**
   * The fan duty the noise generator's bands were estimated from, when they were (the estimate of these
   * bands, else 422). Left out or null: the bands are the fan's own data, typed or pasted.
   */
  noiseGeneratorEstimate: noiseGeneratorEstimate.nullable().default(null),
  /** At most SYSTEM_LIMITS.items products counted with their quantities (decision 0005). */
  items: chainOf(systemItem).default([]),
  /** Left out: a save keeps the stored room; null clears it. */
  room: roomSettings.nullable().optional(),
  /** The project room the system serves (rooms.ts). Left out: a save keeps it; null: serves no room. */
  roomId: z.uuid().nullable().optional(),
  /** Identical outlets into that room. Left out: a save keeps it (1 when never set). */
  outlets: z.number().int().min(1).max(OUTLETS_MAX).optional(),
  /**
   * The system's airflow, l/s: every product's airflow unless the product has its own (docs/product-rules.md,
   * "System airflow"). Left out: a save keeps the stored one; null clears it.
   */
  airflow: systemAirflow.nullable().optional(),
  /**
   * The catalogue version of the lists the client took the items from (each list product carries it). Left
   * out: the server's current version. Never above the current version (422).
   */
  catalogueVersion: z.number().int().positive().max(INT32_MAX).optional(),
})
export const createSystemRequest = systemFields
/**
 * `version`: the one this edit started from; an older one is refused with 409 and the current system. Left out
 * (docs/product-rules.md, "Status codes"), the save is written over whatever is stored. Our client always sends it.
 */
export const updateSystemRequest = systemFields.extend({ version: versionInput.optional() })

const storedItem = systemItem.extend({ soundPowerLevel: bandSet, soundAttenuation: bandSet })

export const systemDocument = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  projectId: z.uuid(),
  name: z.string(),
  number: z.string(),
  comment: z.string(),
  date: z.string().nullable(),
  author: z.uuid().nullable(),
  attenuationConstantType,
  filterCorrectionType,
  inputSoundPowerLevel: bandSet,
  /** The fan duty the noise generator was estimated from, or null when its bands are the fan's own data. */
  noiseGeneratorEstimate: noiseGeneratorEstimate.nullable(),
  items: z.array(storedItem),
  /** Product id to count, summed over the chain. */
  productQuantitiesMap: z.record(z.string(), z.number()),
  /** The server's calculation of the saved chain. */
  calculationResults: soundPowerResult.nullable(),
  /** The room panel's inputs, or null when never set. */
  room: roomSettings.nullable(),
  /** The system's airflow, l/s, or null when not set. */
  airflow: z.number().nullable(),
  /** The project room it serves, or null, and its identical outlets there. */
  roomId: z.uuid().nullable(),
  outlets: z.number().int(),
  /** The catalogue version the products were taken from. */
  catalogueVersion: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SystemDocument = z.infer<typeof systemDocument>

/**
 * A system as the project list carries it: the whole document but the stored calculation, which grows with
 * the square of the chain and which the list's readers do not use. Read it with the system, its project or
 * the project's systems (docs/decisions/0006-project-list-without-calculations.md).
 */
export const systemSummary = systemDocument.omit({ calculationResults: true })
export type SystemSummary = z.infer<typeof systemSummary>

export const systemWithProject = systemDocument.extend({ project: projectBase })

const projectId = z.uuid({ message: 'Project id is required' })
const systemId = z.uuid({ message: 'System id is required' })
/**
 * A copy's name, when the caller gives one: the web client names it "… (copy)" in the user's language, which
 * the server does not know. `targetProjectId`: the project the copy goes into, one the caller may see (and so
 * write); left out, the system's own (docs/product-rules.md, "Copying a system"). An empty body (the
 * specification's request, which Fastify reads as null) keeps the original's name and project.
 */
export const copySystemRequest = z
  .object({
    name: text(SYSTEM_LIMITS.name).optional(),
    targetProjectId: projectId.optional(),
  })
  .nullish()
export const systemParams = z.object({ projectId, id: systemId })
export const systemOnlyParams = z.object({ id: systemId })
export const systemsOfProjectParams = z.object({ projectId })
/**
 * `stepsPerProduct=false`: each product's `calculationSteps` comes empty, since they are the first i + 1 of the
 * chain's own, which stay whole. Those copies grow with the square of the chain: a system of 100 products
 * answers 3.8 MB with them and 0.18 MB without, so a project of 500 such systems (1.9 GB with them) could not be
 * read at all (docs/product-rules.md, "Calculation answer"). Left out, the answer is the specification's.
 */
export const listSystemsQuery = z.object({
  stepsPerProduct: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})

const tags = ['systems']
export const systemsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/systems',
    summary:
      "The systems of a project, newest first; stepsPerProduct=false leaves each product's calculationSteps empty (the first i + 1 of the chain's own calculationSteps, which stay whole; with them a system of 100 products answers 3.8 MB, without them 0.18 MB)",
    tags,
    params: systemsOfProjectParams,
    query: listSystemsQuery,
    response: z.array(systemDocument),
    auth: 'required',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/systems/:id',
    summary: 'One system with its project',
    tags,
    params: systemOnlyParams,
    response: systemWithProject,
    auth: 'required',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects/:projectId/systems',
    summary: 'Create a system; answers 201 with the system and its _id',
    tags,
    params: systemsOfProjectParams,
    body: createSystemRequest,
    headers: idempotentCreateHeaders,
    response: systemDocument,
    status: 201,
    auth: 'required',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/projects/:projectId/systems/:id',
    summary: 'Save a system (409 with the current system when the version is stale)',
    tags,
    params: systemParams,
    body: updateSystemRequest,
    response: systemDocument,
    auth: 'required',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:projectId/systems/:id',
    summary: 'Delete a system',
    tags,
    params: systemParams,
    response: z.object({ _id: z.uuid(), id: z.uuid() }),
    auth: 'required',
  }),
  copy: endpoint({
    method: 'POST',
    path: '/api/projects/:projectId/systems/:id/copy',
    summary:
      'Copy a system into its own project or, with targetProjectId, into another project the caller may see (optionally under a new name); answers 201 with the copy',
    tags,
    params: systemParams,
    body: copySystemRequest,
    headers: idempotentCreateHeaders,
    response: systemDocument,
    status: 201,
    auth: 'required',
  }),
} as const
