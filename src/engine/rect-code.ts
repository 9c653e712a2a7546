// Class name and product code of a rectangular silencer (docs/product-rules.md, "Rectangular class and
// code"), and the preset a rectangular class name gives the wizard.
import type { LiningMaterial } from './absorption.ts'
import { applyRectChange, normaliseRectConfig } from './rect-config-rules.ts'
import type { RectSilencerConfig, ShellInsulation } from './rect-config-types.ts'

const MATERIAL_LETTER: Record<LiningMaterial, string> = { polyester: 'P', cleantec: 'C', mineralWool: 'K' }
const LETTER_MATERIAL: Record<string, LiningMaterial> = { P: 'polyester', C: 'cleantec', K: 'mineralWool' }

const SHELL_CODE: Record<ShellInsulation, string | null> = {
  '0mm': null,
  '50mm': 'S50',
  '100mm': 'S100',
  M30: 'M30',
  M50: 'M50',
  M100: 'M100',
  EI60: 'EI60',
  EI120: 'EI120',
}

/**
 * The rectangular silencer classes (docs/product-rules.md, "Silencer classes"): every class deriveRectClass
 * can name.
 */
export const RECT_SILENCER_CLASSES = [
  'MPK',
  'MPP',
  'MPC',
  'MPKI',
  'MPPI',
  'MPCI',
  'MRKA',
  'MRPA',
  'MRCA',
  'MSK',
  'MSP',
  'MSC',
  'MSKI',
  'MSPI',
  'MSCI',
] as const

type CodeFields = Pick<
  RectSilencerConfig,
  | 'shape'
  | 'openable'
  | 'cassetteMaterial'
  | 'outerCover'
  | 'shellInsulation'
  | 'innerMaterial'
  | 'connectionProfile'
  | 'orientation'
  | 'width'
  | 'height'
  | 'length'
  | 'dimensionX'
  | 'dimensionY'
>

/**
 * The class: M, then MP + material letter (P polyester, C cleantec, K mineral wool) + I with an outer cover
 * for a bend; MS (MR when openable) + material letter + A when openable, else I when the shell is insulated.
 * Examples: MSK, MSKI, MRKA, MPP, MPCI. Source: docs/product-rules.md, "Rectangular class and code".
 */
export function deriveRectClass(
  config: Pick<CodeFields, 'shape' | 'openable' | 'cassetteMaterial' | 'outerCover' | 'shellInsulation'>,
): string {
  const letter = MATERIAL_LETTER[config.cassetteMaterial]
  if (config.shape === 'bend') return `MP${letter}${config.outerCover === 'none' ? '' : 'I'}`
  if (config.openable) return `MR${letter}A`
  return `MS${letter}${config.shellInsulation === '0mm' ? '' : 'I'}`
}

/**
 * The product code: class, sizes, then the suffixes of docs/product-rules.md, "Rectangular class and code",
 * joined with '-': inner material H (stainless) or ZM (magnelis); shell S50, S100, M30, M50, M100, EI60,
 * EI120; the connection profile when not Z-slat; on bends 1 (horizontal) or 2 (vertical) last.
 * Sizes (our format): straight `W x H - L`, bend `W x H - X x Y` (its length is derived), in mm.
 * Examples: MSKI-1200x600-1500-S50, MRKA-1200x600-1500-S50-E20, MPKI-800x400-150x200-H-S50-2.
 */
export function deriveRectCode(config: CodeFields): string {
  const bend = config.shape === 'bend'
  const size = bend
    ? `${config.width}x${config.height}-${config.dimensionX}x${config.dimensionY}`
    : `${config.width}x${config.height}-${config.length}`
  const inner =
    config.innerMaterial === 'stainlessSteel' ? 'H' : config.innerMaterial === 'magnelis' ? 'ZM' : null
  const profile = config.connectionProfile === 'Z-slat' ? null : config.connectionProfile
  const orientation = bend ? (config.orientation === 'vertical' ? '2' : '1') : null
  const parts = [
    deriveRectClass(config),
    size,
    inner,
    SHELL_CODE[config.shellInsulation],
    profile,
    orientation,
  ]
  return parts.filter((part): part is string => part !== null).join('-')
}

/** The prefix of a rectangular class name: the part before the slash ("MSKI/MSPI" → "MSKI"). */
export function rectClassPrefix(className: string): string {
  return (className.split('/')[0] ?? '').trim().toUpperCase()
}

/**
 * Presets the wizard from a rectangular class name (docs/product-rules.md,
 * "Rectangular class preselection"): first openable off and shell 0mm; then a prefix ending in A makes it
 * openable and one ending in I sets shell 50mm. Also (our addition, so the derived class matches the chosen
 * one): MP… gives a bend, MS…/MR… a straight silencer, and a third letter P, C or K sets the cassette
 * material.
 */
export function preselectRectClass<T extends RectSilencerConfig>(config: T, className: string): T {
  const prefix = rectClassPrefix(className)
  let next = normaliseRectConfig({ ...config, openable: false, shellInsulation: '0mm' })
  if (prefix.startsWith('MP')) next = applyRectChange(next, { field: 'shape', value: 'bend' })
  else if (prefix.startsWith('MS') || prefix.startsWith('MR'))
    next = applyRectChange(next, { field: 'shape', value: 'straight' })
  const material = LETTER_MATERIAL[prefix.charAt(2)]
  if (material !== undefined) next = applyRectChange(next, { field: 'cassetteMaterial', value: material })
  if (prefix.endsWith('A')) next = applyRectChange(next, { field: 'openable', value: true })
  else if (prefix.endsWith('I')) next = applyRectChange(next, { field: 'shellInsulation', value: '50mm' })
  return next
}
