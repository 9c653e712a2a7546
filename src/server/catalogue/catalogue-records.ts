// The catalogue as records: what a catalogue file holds row by row, what the demo generator produces and
// what the repository stores. Every row is checked with these schemas before anything is written.
import { z } from 'zod'
import { BAND_KEYS } from '#engine/index.ts'
import { bandValue } from '#contract/api/bands.ts'
import { abstractElement, dataSource, diffuserType, localizedText } from '#contract/api/catalogue.ts'

/** All eight bands, each a finite number: a file must not leave a band out. */
const bands = z.strictObject(
  Object.fromEntries(BAND_KEYS.map((key) => [key, bandValue])) as Record<
    (typeof BAND_KEYS)[number],
    typeof bandValue
  >,
)
const id = z.uuid().optional()
const name = z.string().trim().min(1).max(100)
const text = (max: number) => z.string().trim().min(1).max(max)
/** A path under this server (/images/…) or an https address; defaults to the class or category drawing. */
const imageURL = z
  .string()
  .max(500)
  .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'must be a path starting with / or an https address')
  .optional()
const millimetres = (max: number) => z.number().int().positive().max(max)

export const silencerClassRecord = z.strictObject({
  record: z.literal('silencerClass'),
  id,
  name: text(40),
  kind: z.enum(['round', 'rectangular']),
  /** The grouping class (a name with a slash) this class belongs to. */
  parentClass: text(40).nullable().default(null),
  title: localizedText,
  content: localizedText,
  imageURL,
  attenuationMaterial: z
    .enum(['mineralwool', 'polyester', 'mineralWool', 'cleantec'])
    .nullable()
    .default(null),
  liningThickness: z.number().int().min(0).max(500).nullable().default(null),
  pod: z.boolean().default(false),
  openable: z.boolean().default(false),
  insulated: z.boolean().default(false),
  rectShape: z.enum(['straight', 'bend']).nullable().default(null),
  hasPressureDropModel: z.boolean().default(true),
})

export const roundSilencerRecord = z.strictObject({
  record: z.literal('roundSilencer'),
  id,
  name,
  code: text(100),
  class: text(40),
  attenuationMaterial: z.enum(['mineralwool', 'polyester']),
  nominalSizeDiameter: millimetres(5000),
  length: millimetres(10_000),
  openable: z.boolean(),
  liningThickness: z.number().int().min(0).max(500),
  soundAttenuation: bands,
  /** ζ referred to the nominal duct velocity; null where there is no pressure-drop model. */
  pressureDropCoefficient: z.number().finite().positive().max(1000).nullable(),
  imageURL,
  dataSource,
})

export const diffuserClassRecord = z.strictObject({
  record: z.literal('diffuserClass'),
  id,
  name: text(40),
  title: localizedText,
  content: localizedText,
  imageURL,
  diffuserType,
})

export const diffuserRecord = z.strictObject({
  record: z.literal('diffuser'),
  id,
  name,
  code: text(100),
  class: text(40),
  nominalSize: text(40),
  nominalSizeDiameter: millimetres(5000).nullable().default(null),
  width: millimetres(5000).nullable().default(null),
  height: millimetres(5000).nullable().default(null),
  faceArea: z.number().finite().positive().max(100),
  nominalAirflow: z.number().finite().positive().max(100_000),
  pressureDrop: z.number().finite().min(0).max(10_000),
  soundPowerLevel: bands,
  soundAttenuation: bands,
  imageURL,
  dataSource,
})

export const abstractClassRecord = z.strictObject({
  record: z.literal('abstractClass'),
  id,
  name: text(40),
  title: localizedText,
  content: localizedText,
  imageURL,
})

export const abstractProductRecord = z.strictObject({
  record: z.literal('abstractProduct'),
  id,
  name,
  code: text(100),
  class: text(40),
  soundAttenuation: bands,
  soundPowerLevel: bands,
  element: abstractElement.nullable().default(null),
  editableAttributes: z.array(z.string().min(1).max(40)).max(10).default([]),
  imageURL,
  dataSource,
})

/** Each record type by the value of its `record` field. */
export const RECORD_SCHEMAS = {
  silencerClass: silencerClassRecord,
  roundSilencer: roundSilencerRecord,
  diffuserClass: diffuserClassRecord,
  diffuser: diffuserRecord,
  abstractClass: abstractClassRecord,
  abstractProduct: abstractProductRecord,
} as const
export type RecordType = keyof typeof RECORD_SCHEMAS
export const RECORD_TYPES = Object.keys(RECORD_SCHEMAS) as RecordType[]

/** A record after checking: its id and image are always known. */
type Resolved<T> = Omit<T, 'id' | 'imageURL'> & { id: string; imageURL: string }
export type SilencerClassRecord = Resolved<z.output<typeof silencerClassRecord>>
export type RoundSilencerRecord = Resolved<z.output<typeof roundSilencerRecord>>
export type DiffuserClassRecord = Resolved<z.output<typeof diffuserClassRecord>>
export type DiffuserRecord = Resolved<z.output<typeof diffuserRecord>>
export type AbstractClassRecord = Resolved<z.output<typeof abstractClassRecord>>
export type AbstractProductRecord = Resolved<z.output<typeof abstractProductRecord>>
export type CatalogueRecord =
  | SilencerClassRecord
  | RoundSilencerRecord
  | DiffuserClassRecord
  | DiffuserRecord
  | AbstractClassRecord
  | AbstractProductRecord

/** A whole catalogue, checked, in file order within each record type. */
export interface CatalogueData {
  silencerClasses: SilencerClassRecord[]
  roundSilencers: RoundSilencerRecord[]
  diffuserClasses: DiffuserClassRecord[]
  diffusers: DiffuserRecord[]
  abstractClasses: AbstractClassRecord[]
  abstractProducts: AbstractProductRecord[]
}

/** The records of a catalogue in file order: classes before the products that use them. */
export const catalogueRecords = (data: CatalogueData): CatalogueRecord[] => [
  ...data.silencerClasses,
  ...data.roundSilencers,
  ...data.diffuserClasses,
  ...data.diffusers,
  ...data.abstractClasses,
  ...data.abstractProducts,
]

/** Where the drawings are served (catalogue-images.routes.ts) and the category drawings' file names. */
export const IMAGE_PATH = '/images/catalogue'
export const CATEGORY_IMAGES = {
  roundSilencer: `${IMAGE_PATH}/category-round-silencer.svg`,
  rectSilencer: `${IMAGE_PATH}/category-rect-silencer.svg`,
  diffuser: `${IMAGE_PATH}/category-diffuser.svg`,
  abstract: `${IMAGE_PATH}/category-other.svg`,
} as const
