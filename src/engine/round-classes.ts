// The round silencer classes of the demo catalogue and what each one is. The naming decisions are written
// down in docs/acoustics.md section 7, "Classes (our decisions)": N = round duct silencer; R = lined (F
// mineral wool, P polyester; 50/100 = lining mm; B = central pod; V = flexible); K = compact; T = thin
// lining; A = openable.
import type { LiningMaterial } from './absorption.ts'
import { EngineError } from './units.ts'

/** Every round silencer class, in the order of docs/product-rules.md, "Silencer classes". */
export const ROUND_SILENCER_CLASSES = [
  'NKE',
  'NKL',
  'NKU',
  'NRF100',
  'NRP100',
  'NRF50',
  'NRP50',
  'NRFB100',
  'NRPB100',
  'NRPV',
  'NRFV',
  'NTP',
  'NTF',
  'NTPA',
  'NTFA',
] as const

/** A round silencer class name. */
export type RoundSilencerClass = (typeof ROUND_SILENCER_CLASSES)[number]

/**
 * The grouping classes (docs/product-rules.md, "Silencer classes"): the mineral wool and polyester variants
 * of one build.
 */
export const ROUND_SILENCER_GROUPS: Readonly<Record<string, readonly RoundSilencerClass[]>> = {
  'NRF100/NRP100': ['NRF100', 'NRP100'],
  'NRF50/NRP50': ['NRF50', 'NRP50'],
  'NRFB100/NRPB100': ['NRFB100', 'NRPB100'],
  'NRPV/NRFV': ['NRPV', 'NRFV'],
  'NTP/NTF': ['NTP', 'NTF'],
  'NTPA/NTFA': ['NTPA', 'NTFA'],
}

/**
 * The attenuation material as the round silencer catalogue spells it (docs/product-rules.md, "Silencer
 * classes").
 */
export type RoundAttenuationMaterial = 'mineralwool' | 'polyester'

/** What a class is made of and which sizes it comes in. */
export interface RoundClassDefinition {
  readonly name: RoundSilencerClass
  /** compact (NK), lined (NR…50/100), pod (NR…B), flexible (NR…V), thin (NT). */
  readonly family: 'compact' | 'lined' | 'pod' | 'flexible' | 'thin'
  readonly attenuationMaterial: RoundAttenuationMaterial
  /** Lining thickness, mm. */
  readonly liningMm: number
  /** A central absorbent pod of diameter POD_DIAMETER_RATIO·D. */
  readonly pod: boolean
  readonly openable: boolean
  /**
   * False for the flexible classes NRFV/NRPV (no pressure-drop recalculation: docs/product-rules.md, "Airflow
   * of a silencer card").
   */
  readonly hasPressureDropModel: boolean
  /** Nominal (connection) diameters offered, mm. */
  readonly diameters: readonly number[]
  /** Lengths offered, mm. */
  readonly lengths: readonly number[]
}

/** Pod diameter over nominal diameter of the pod classes (our choice: open-area ratio 0.75). */
export const POD_DIAMETER_RATIO = 0.5

const SMALL = [80, 100, 125, 160, 200, 250]
const MEDIUM = [100, 125, 160, 200, 250, 315, 400, 500, 630]
const LINED_50 = [...MEDIUM, 800, 1000]
const LINED_100 = [...LINED_50, 1250]
const POD = [315, 400, 500, 630, 800, 1000, 1250, 1400, 1600]
const FLEXIBLE = [100, 125, 160, 200, 250, 315]
const STANDARD_LENGTHS = [600, 900, 1200, 1500]

type Row = Omit<RoundClassDefinition, 'name' | 'openable' | 'hasPressureDropModel'> & {
  openable?: boolean
  hasPressureDropModel?: boolean
}

const compact = (lengths: number[]): Row => ({
  family: 'compact',
  attenuationMaterial: 'mineralwool',
  liningMm: 50,
  pod: false,
  diameters: SMALL,
  lengths,
})
const lined = (attenuationMaterial: RoundAttenuationMaterial, liningMm: number): Row => ({
  family: 'lined',
  attenuationMaterial,
  liningMm,
  pod: false,
  diameters: liningMm === 100 ? LINED_100 : LINED_50,
  lengths: STANDARD_LENGTHS,
})
const pod = (attenuationMaterial: RoundAttenuationMaterial): Row => ({
  family: 'pod',
  attenuationMaterial,
  liningMm: 100,
  pod: true,
  diameters: POD,
  lengths: [900, 1200, 1500, 1800],
})
const flexible = (attenuationMaterial: RoundAttenuationMaterial): Row => ({
  family: 'flexible',
  attenuationMaterial,
  liningMm: 25,
  pod: false,
  diameters: FLEXIBLE,
  lengths: [500, 1000],
  hasPressureDropModel: false,
})
const thin = (attenuationMaterial: RoundAttenuationMaterial, openable: boolean): Row => ({
  family: 'thin',
  attenuationMaterial,
  liningMm: 25,
  pod: false,
  diameters: MEDIUM,
  lengths: [600, 900, 1200],
  openable,
})

const ROWS: Record<RoundSilencerClass, Row> = {
  NKE: compact([300, 500]),
  NKL: compact([600, 900, 1200]),
  NKU: compact([1500, 1800, 2100]),
  NRF100: lined('mineralwool', 100),
  NRP100: lined('polyester', 100),
  NRF50: lined('mineralwool', 50),
  NRP50: lined('polyester', 50),
  NRFB100: pod('mineralwool'),
  NRPB100: pod('polyester'),
  NRPV: flexible('polyester'),
  NRFV: flexible('mineralwool'),
  NTP: thin('polyester', false),
  NTF: thin('mineralwool', false),
  NTPA: thin('polyester', true),
  NTFA: thin('mineralwool', true),
}

/** True when `name` is one of the round silencer classes. */
export function isRoundSilencerClass(name: string): name is RoundSilencerClass {
  return Object.hasOwn(ROWS, name)
}

/** The definition of a round class; throws UNKNOWN_SILENCER_CLASS for any other name. */
export function roundClassDefinition(name: string): RoundClassDefinition {
  if (!isRoundSilencerClass(name)) throw new EngineError('UNKNOWN_SILENCER_CLASS', { field: 'silencerClass' })
  const row = ROWS[name]
  return {
    ...row,
    name,
    openable: row.openable ?? false,
    hasPressureDropModel: row.hasPressureDropModel ?? true,
  }
}

/** The engine's lining material for a catalogue attenuation material. */
export function liningMaterialOf(material: RoundAttenuationMaterial): LiningMaterial {
  return material === 'polyester' ? 'polyester' : 'mineralWool'
}
