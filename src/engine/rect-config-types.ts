// The rectangular silencer configuration (docs/product-rules.md, "Rectangular configuration") and its allowed
// values.
import type { LiningMaterial } from './absorption.ts'

/** Straight or bend. */
export type RectShape = 'straight' | 'bend'
/** Orientation of a bend (the length follows width when horizontal, height when vertical). */
export type RectOrientation = 'horizontal' | 'vertical'
/** Where in the system the silencer sits. */
export type RectPosition = 'supply' | 'extract' | 'intake' | 'exhaust'
/** Shell insulation: none, thermal (50mm = S50, 100mm = S100), sound (M30, M50, M100), fire (EI60, EI120). */
export type ShellInsulation = '0mm' | '50mm' | '100mm' | 'M30' | 'M50' | 'M100' | 'EI60' | 'EI120'
/** Outer cover sheet. */
export type OuterCover = 'none' | 'galvanizedSteel' | 'stainlessSteel' | 'magnelis'
/** Inner (casing) sheet. */
export type InnerMaterial = 'galvanizedSteel' | 'stainlessSteel' | 'magnelis'
/** Duct connection: Z-slat (shown as Z profile), 20 mm or 30 mm flange. */
export type ConnectionProfile = 'Z-slat' | 'E20' | 'E30'

/** Every field the configuration rules look at. Dimensions in mm, airflow in l/s. */
export interface RectSilencerConfig {
  width: number
  height: number
  length: number
  shape: RectShape
  orientation: RectOrientation
  dimensionX: number
  dimensionY: number
  position: RectPosition
  inputAirflow: number
  shellInsulation: ShellInsulation
  cassetteMaterial: LiningMaterial
  outerCover: OuterCover
  innerMaterial: InnerMaterial
  openable: boolean
  connectionProfile: ConnectionProfile
}

/** One field changed to one value. */
export type RectChange = {
  [K in keyof RectSilencerConfig]: { field: K; value: RectSilencerConfig[K] }
}[keyof RectSilencerConfig]

/** Allowed values of every enumerated field. */
export const RECT_VALUES = {
  shape: ['straight', 'bend'],
  orientation: ['horizontal', 'vertical'],
  position: ['supply', 'extract', 'intake', 'exhaust'],
  shellInsulation: ['0mm', '50mm', '100mm', 'M30', 'M50', 'M100', 'EI60', 'EI120'],
  cassetteMaterial: ['polyester', 'mineralWool', 'cleantec'],
  outerCover: ['none', 'galvanizedSteel', 'stainlessSteel', 'magnelis'],
  innerMaterial: ['galvanizedSteel', 'stainlessSteel', 'magnelis'],
  connectionProfile: ['Z-slat', 'E20', 'E30'],
} as const satisfies Record<string, readonly string[]>

/**
 * Shell insulation offered by the interface (docs/product-rules.md, "Rectangular configuration"): EI60 is not
 * offered but stays valid in stored data and in product codes.
 */
export const OFFERED_SHELL_INSULATION: readonly ShellInsulation[] = [
  '0mm',
  '50mm',
  '100mm',
  'M30',
  'M50',
  'M100',
  'EI120',
]

/** A new configuration: the specification's defaults, and 600 × 300 × 1200 mm (our choice). */
export const DEFAULT_RECT_CONFIG: Readonly<RectSilencerConfig> = {
  width: 600,
  height: 300,
  length: 1200,
  shape: 'straight',
  orientation: 'horizontal',
  dimensionX: 150,
  dimensionY: 150,
  position: 'supply',
  inputAirflow: 0,
  shellInsulation: '0mm',
  cassetteMaterial: 'mineralWool',
  outerCover: 'none',
  innerMaterial: 'galvanizedSteel',
  openable: false,
  connectionProfile: 'Z-slat',
}
