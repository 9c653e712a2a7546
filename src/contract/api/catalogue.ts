// The catalogue API (docs/catalogue.md; docs/product-rules.md, "Silencer classes" and "Ids"): public lists
// with an ETag.
import { z } from 'zod'
import type { AbstractElement } from '#engine/index.ts'
import { endpoint } from '../http.ts'
import { bandSet } from './bands.ts'

/** The five catalogue languages, keyed as the specification spells them. */
export const CATALOGUE_LANGUAGES = ['eng', 'est', 'fin', 'swe', 'den'] as const
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number]

/** A text in every catalogue language, each written in full. */
export const localizedText = z.strictObject({
  eng: z.string().min(1).max(2000),
  est: z.string().min(1).max(2000),
  fin: z.string().min(1).max(2000),
  swe: z.string().min(1).max(2000),
  den: z.string().min(1).max(2000),
})
export type LocalizedText = z.infer<typeof localizedText>

/** Whether data comes from a laboratory (EN ISO 7235 and the like) or from our documented models. */
export const dataSource = z.enum(['measured', 'modelled'])

/** Millimetres of a model input: up to 100 m, far beyond any duct, far below what overflows the models. */
const positive = z.number().finite().positive().max(100_000)
/** l/s, bounded as every airflow of the calculations is. */
const modelAirflow = z.number().finite().min(0).max(100_000)

export const ductSection = z.discriminatedUnion('shape', [
  z.strictObject({ shape: z.literal('circular'), diameterMm: positive }),
  z.strictObject({ shape: z.literal('rectangular'), widthMm: positive, heightMm: positive }),
])

/** The model inputs of an abstract product (src/engine/elements/abstract-element.ts). */
export const abstractElement = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('ductRun'),
    section: ductSection,
    lengthM: z.number().finite().min(0).max(1000),
    airflowLs: modelAirflow,
  }),
  z.strictObject({
    kind: z.literal('bend'),
    section: ductSection,
    bendType: z.enum(['radiused', 'sharp', 'sharpVaned', 'sharpLined']),
    airflowLs: modelAirflow,
  }),
  z.strictObject({
    kind: z.literal('branch'),
    mainDiameterMm: positive,
    branchDiameterMm: positive,
    otherBranchDiameterMm: positive,
    mainAirflowLs: modelAirflow,
  }),
  z.strictObject({
    kind: z.literal('endReflection'),
    section: ductSection,
    mounting: z.enum(['room', 'wall', 'edge', 'corner']),
  }),
  z.strictObject({
    kind: z.literal('plenum'),
    box: z.strictObject({
      lengthMm: positive,
      widthMm: positive,
      heightMm: positive,
      layout: z.enum(['straight', 'side']),
    }),
    inletDiameterMm: positive,
    outletDiameterMm: positive,
    lining: z.strictObject({
      material: z.enum(['mineralWool', 'polyester', 'cleantec']),
      thicknessMm: positive,
    }),
  }),
])
// Keeps the wire shape and the engine's type the same.
const _elementMatchesEngine: z.ZodType<AbstractElement> = abstractElement

/** Every document carries `_id` with the same value as `id` (docs/product-rules.md, "Ids"). */
const document = { _id: z.string(), id: z.string() }

export const silencerClassFilterData = z.object({
  shape: z.array(z.enum(['circular', 'rectangular'])),
  attenuationMaterial: z.array(z.string()),
  openable: z.array(z.boolean()),
  nominalSizes: z.array(z.number()),
  lengths: z.array(z.number()),
})

export const silencerClass = z.object({
  ...document,
  name: z.string(),
  kind: z.enum(['round', 'rectangular']),
  title: localizedText,
  content: localizedText,
  imageURL: z.string(),
  /** The grouping class (a name with a slash) this class belongs to, or null. */
  parentClassId: z.string().nullable(),
  /** True for a grouping class such as NRF100/NRP100. */
  isGroup: z.boolean(),
  /** Round: polyester or mineralwool; rectangular: the cassette material (polyester, mineralWool, cleantec). */
  attenuationMaterial: z.string().nullable(),
  /** Lining thickness of round classes, mm. */
  liningThickness: z.number().nullable(),
  pod: z.boolean(),
  openable: z.boolean(),
  /** Rectangular classes with an I (insulated shell). */
  insulated: z.boolean(),
  /** Rectangular classes: straight (MS, MR) or bend (MP). */
  rectShape: z.enum(['straight', 'bend']).nullable(),
  /** False for NRFV and NRPV (no pressure-drop recalculation, docs/product-rules.md, "Airflow range"). */
  hasPressureDropModel: z.boolean(),
  filterData: silencerClassFilterData,
})
export type SilencerClass = z.infer<typeof silencerClass>

const productCommon = {
  ...document,
  name: z.string(),
  code: z.string(),
  /** The class name. */
  class: z.string(),
  classId: z.string(),
  imageURL: z.string(),
  dataSource,
  /** The catalogue version this answer comes from; saved systems keep it with their copy of the product. */
  catalogueVersion: z.number().int(),
}

export const airflowRange = z.object({ minInputAirflow: z.number(), maxInputAirflow: z.number() })

export const roundSilencer = z.object({
  ...productCommon,
  type: z.literal('silencer'),
  shape: z.literal('circular'),
  attenuationMaterial: z.enum(['polyester', 'mineralwool']),
  nominalSizeDiameter: z.number(),
  length: z.number(),
  openable: z.boolean(),
  liningThickness: z.number(),
  soundAttenuation: bandSet,
  /** ζ referred to the nominal duct velocity; null for classes without a pressure-drop model. */
  pressureDropCoefficient: z.number().nullable(),
  /** Airflow range (l/s) at 1 to 100 Pa; null without a pressure-drop model. */
  dimData: airflowRange.nullable(),
})
export type RoundSilencer = z.infer<typeof roundSilencer>

export const diffuserType = z.enum(['ceiling', 'wall', 'grille'])

export const diffuserClass = z.object({
  ...document,
  name: z.string(),
  title: localizedText,
  content: localizedText,
  imageURL: z.string(),
  diffuserType,
  filterData: z.object({ nominalSizes: z.array(z.string()) }),
})
export type DiffuserClass = z.infer<typeof diffuserClass>

export const diffuser = z.object({
  ...productCommon,
  type: z.literal('diffuser'),
  diffuserType,
  /** "200" for a round neck, "400x150" for a rectangular connection. */
  nominalSize: z.string(),
  nominalSizeDiameter: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Face area of the device, m². */
  faceArea: z.number(),
  /** The airflow the data is given at, l/s. */
  nominalAirflow: z.number(),
  /** Pressure drop at the nominal airflow, Pa. */
  pressureDrop: z.number(),
  soundPowerLevel: bandSet,
  soundAttenuation: bandSet,
})
export type Diffuser = z.infer<typeof diffuser>

export const abstractClass = z.object({
  ...document,
  name: z.string(),
  title: localizedText,
  content: localizedText,
  imageURL: z.string(),
})
export type AbstractClass = z.infer<typeof abstractClass>

export const abstractProduct = z.object({
  ...productCommon,
  type: z.literal('abstract'),
  soundAttenuation: bandSet,
  soundPowerLevel: bandSet,
  /** The model inputs, so the interface can recompute the bands when an editable attribute changes. */
  element: abstractElement.nullable(),
  /** Keys of `element` the user may edit (such as lengthM of a duct run). */
  editableAttributes: z.array(z.string()),
})
export type AbstractProduct = z.infer<typeof abstractProduct>

const countsBySource = z.object({
  total: z.number().int(),
  measured: z.number().int(),
  modelled: z.number().int(),
})

export const catalogueInfo = z.object({
  /** Raised by every replacement of the catalogue; 0 before the first seed. */
  version: z.number().int(),
  /** 'demo' for the generated demo catalogue, 'import' for a loaded file. */
  source: z.enum(['demo', 'import', 'empty']),
  updatedAt: z.string().nullable(),
  /** What the data is and where it comes from, in English. */
  description: z.string(),
  dataSources: z.object({ measured: z.number().int(), modelled: z.number().int() }),
  products: z.object({
    roundSilencers: countsBySource,
    diffusers: countsBySource,
    abstractProducts: countsBySource,
  }),
  classes: z.object({
    silencerClasses: z.number().int(),
    diffuserClasses: z.number().int(),
    abstractClasses: z.number().int(),
  }),
  /** Where the models are written down. */
  modelDocumentation: z.string(),
})
export type CatalogueInfo = z.infer<typeof catalogueInfo>

/**
 * One catalogue version as it was when stored, kept after the catalogue is replaced: a report of a system
 * saved on an older catalogue says from it whether its numbers rest on modelled data (docs/catalogue.md;
 * docs/reports.md, "The stamp").
 */
export const catalogueVersionInfo = z.object({
  version: z.number().int(),
  source: z.enum(['demo', 'import']),
  description: z.string(),
  /** Its products by data source. */
  dataSources: z.object({ measured: z.number().int(), modelled: z.number().int() }),
  createdAt: z.string(),
})
export type CatalogueVersionInfo = z.infer<typeof catalogueVersionInfo>

export const catalogueVersionParams = z.object({
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { message: 'A catalogue version is a positive whole number' })
    .transform(Number),
})

/** `group=all` lists every class; without it, only the classes a user picks from (no parent). */
export const classListQuery = z.object({ group: z.enum(['all']).optional() })

const tags = ['catalogue']
const list = <R extends z.ZodType>(path: string, summary: string, item: R) =>
  endpoint({ method: 'GET', path, summary, tags, response: z.array(item), auth: 'none' })
const classList = <R extends z.ZodType>(path: string, summary: string, item: R) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    tags,
    query: classListQuery,
    response: z.array(item),
    auth: 'none',
  })

export const catalogueApi = {
  silencers: list('/api/silencers', 'Round silencers of the catalogue', roundSilencer),
  diffusers: list('/api/diffusers', 'Diffusers and grilles of the catalogue', diffuser),
  abstractProducts: list(
    '/api/abstract-products',
    'Other products: bends, branches, ends, plenums, ducts',
    abstractProduct,
  ),
  silencerClasses: classList(
    '/api/silencer-classes',
    'Round and rectangular silencer classes',
    silencerClass,
  ),
  diffuserClasses: classList('/api/diffuser-classes', 'Diffuser classes', diffuserClass),
  abstractClasses: classList('/api/abstract-classes', 'Classes of other products', abstractClass),
  info: endpoint({
    method: 'GET',
    path: '/api/catalogue/info',
    summary: 'Catalogue version, data sources and model',
    tags,
    response: catalogueInfo,
    auth: 'none',
  }),
  version: endpoint({
    method: 'GET',
    path: '/api/catalogue/versions/:version',
    summary: 'One catalogue version as stored: its source and products by data source (404 when unknown)',
    tags,
    params: catalogueVersionParams,
    response: catalogueVersionInfo,
    auth: 'none',
  }),
} as const
