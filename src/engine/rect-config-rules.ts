// The consistency rules of the rectangular silencer configurator (docs/product-rules.md, "Rectangular
// consistency rules") as pure functions: a configuration and a change in, the next consistent configuration
// out. Loading goes through normaliseRectConfig, so stored data obeys the same rules.
import {
  DEFAULT_RECT_CONFIG,
  OFFERED_SHELL_INSULATION,
  RECT_VALUES,
  type ConnectionProfile,
  type InnerMaterial,
  type OuterCover,
  type RectChange,
  type RectSilencerConfig,
  type ShellInsulation,
} from './rect-config-types.ts'
import { maxBendExtension, RECT_LIMITS } from './rect-dimensions.ts'

/** Shell insulation choices: only 50mm (S50) while openable, else the offered list. */
export function shellInsulationChoices(
  config: Pick<RectSilencerConfig, 'openable'>,
): readonly ShellInsulation[] {
  return config.openable ? ['50mm'] : OFFERED_SHELL_INSULATION
}

/** Connection profile choices: E20 or E30 while openable, else Z-slat, E20, E30. */
export function connectionProfileChoices(
  config: Pick<RectSilencerConfig, 'openable'>,
): readonly ConnectionProfile[] {
  return config.openable ? ['E20', 'E30'] : RECT_VALUES.connectionProfile
}

/** Outer cover choices: no stainless steel while openable. */
export function outerCoverChoices(config: Pick<RectSilencerConfig, 'openable'>): readonly OuterCover[] {
  return config.openable ? ['none', 'galvanizedSteel', 'magnelis'] : RECT_VALUES.outerCover
}

/** Inner material choices: while openable it follows the outer cover, so that is the only choice. */
export function innerMaterialChoices(
  config: Pick<RectSilencerConfig, 'openable' | 'outerCover'>,
): readonly InnerMaterial[] {
  if (!config.openable) return RECT_VALUES.innerMaterial
  return [config.outerCover === 'magnelis' ? 'magnelis' : 'galvanizedSteel']
}

/** Openable on: straight, 50mm shell, E20 instead of Z-slat, galvanised sheets unless the cover is magnelis. */
function makeOpenable<T extends RectSilencerConfig>(config: T): T {
  const plainCover = config.outerCover === 'none' || config.outerCover === 'stainlessSteel'
  const cover = plainCover ? 'galvanizedSteel' : config.outerCover
  return {
    ...config,
    openable: true,
    shape: 'straight',
    shellInsulation: '50mm',
    connectionProfile: config.connectionProfile === 'Z-slat' ? 'E20' : config.connectionProfile,
    outerCover: cover,
    innerMaterial: cover,
  }
}

/** Openable off: the profile goes back to Z-slat (docs/product-rules.md, "Rectangular consistency rules"). */
function makeClosed<T extends RectSilencerConfig>(config: T): T {
  return config.openable ? { ...config, openable: false, connectionProfile: 'Z-slat' } : config
}

/** Bends: dimensionX/Y within 150 … 2500 − width/height, and length = width or height + X + Y. */
function fitBend<T extends RectSilencerConfig>(config: T): T {
  if (config.shape !== 'bend') return config
  const clamp = (value: number, size: number): number =>
    Math.max(RECT_LIMITS.minDimensionXY, Math.min(value, maxBendExtension(size)))
  const dimensionX = clamp(config.dimensionX, config.width)
  const dimensionY = clamp(config.dimensionY, config.height)
  const base = config.orientation === 'vertical' ? config.height : config.width
  return { ...config, dimensionX, dimensionY, length: base + dimensionX + dimensionY }
}

/** True when a change is one the interface allows (values valid, openable restrictions respected). */
export function isRectChangeAllowed(config: RectSilencerConfig, change: RectChange): boolean {
  const { field, value } = change
  if (
    field in RECT_VALUES &&
    !(RECT_VALUES[field as keyof typeof RECT_VALUES] as readonly unknown[]).includes(value)
  ) {
    return false
  }
  if (
    typeof DEFAULT_RECT_CONFIG[field] === 'number' &&
    !(typeof value === 'number' && Number.isFinite(value))
  ) {
    return false
  }
  if (field === 'openable' && typeof value !== 'boolean') return false
  if (field === 'length' && config.shape === 'bend') return false
  if (field === 'orientation' && config.shape === 'straight') return false
  if (!config.openable) return true
  if (field === 'outerCover') return value !== 'stainlessSteel'
  if (field === 'innerMaterial') return innerMaterialChoices(config).includes(value)
  if (field === 'connectionProfile') return value !== 'Z-slat'
  if (field === 'shellInsulation') return value === '50mm' || value === '0mm'
  return true
}

/**
 * Applies one change and every rule it triggers (docs/product-rules.md, "Rectangular consistency rules"):
 * - bend → openable off; openable on → straight, 50mm, Z-slat → E20, cover none/stainless → galvanised
 *   cover and inner, else inner follows the cover; openable off → profile Z-slat;
 * - shell 0mm → cover none and openable off; other shell with cover none → galvanised cover;
 * - cover none → shell 0mm and openable off; a cover with shell 0mm → 50mm; openable → inner follows cover;
 * - stainless steel (outer or inner), Z-slat and shells other than S50 cannot be chosen while openable
 *   (0mm is accepted and turns openable off, as its rule says); a disallowed change returns `config` itself;
 * - bends cap dimensionX/Y to 2500 − width/height (at least 150) and derive the length.
 */
export function applyRectChange<T extends RectSilencerConfig>(config: T, change: RectChange): T {
  if (!isRectChangeAllowed(config, change)) return config
  let next: T = { ...config, [change.field]: change.value }
  switch (change.field) {
    case 'shape':
      if (change.value === 'bend') next = makeClosed(next)
      break
    case 'openable':
      next = change.value ? makeOpenable({ ...config }) : makeClosed(config)
      break
    case 'shellInsulation':
      if (change.value === '0mm') next = makeClosed({ ...next, outerCover: 'none' })
      else if (next.outerCover === 'none') next = { ...next, outerCover: 'galvanizedSteel' }
      break
    case 'outerCover':
      if (change.value === 'none') next = makeClosed({ ...next, shellInsulation: '0mm' })
      else {
        if (next.shellInsulation === '0mm') next = { ...next, shellInsulation: '50mm' }
        if (next.openable) next = { ...next, innerMaterial: change.value }
      }
      break
    default:
      break
  }
  return fitBend(next)
}

/**
 * Restores every rule on loaded data (docs/product-rules.md, "Rectangular consistency rules":
 * loaded data is put back in line): unknown values fall back to the defaults; a bend is never openable; an
 * openable silencer gets the openable settings; otherwise shell 0mm ⇔ cover none (the shell insulation
 * decides); bends get their capped dimensions and derived length. Idempotent, and the identity on consistent
 * input.
 */
export function normaliseRectConfig<T extends RectSilencerConfig>(config: T): T {
  let next: T = { ...config }
  for (const field of Object.keys(RECT_VALUES) as (keyof typeof RECT_VALUES)[]) {
    if (!(RECT_VALUES[field] as readonly unknown[]).includes(next[field]))
      next = { ...next, [field]: DEFAULT_RECT_CONFIG[field] }
  }
  for (const field of ['width', 'height', 'length', 'dimensionX', 'dimensionY', 'inputAirflow'] as const) {
    if (typeof next[field] !== 'number' || !Number.isFinite(next[field]))
      next = { ...next, [field]: DEFAULT_RECT_CONFIG[field] }
  }
  if (typeof next.openable !== 'boolean') next = { ...next, openable: Boolean(next.openable) }
  if (next.shape === 'bend') next = { ...next, openable: false }
  if (next.openable) next = makeOpenable(next)
  else if (next.shellInsulation === '0mm') next = { ...next, outerCover: 'none' }
  else if (next.outerCover === 'none') next = { ...next, outerCover: 'galvanizedSteel' }
  return fitBend(next)
}

/** Reads a stored or posted configuration: defaults for missing fields, then normaliseRectConfig. */
export function readRectConfig(value: unknown): RectSilencerConfig {
  const source = typeof value === 'object' && value !== null ? (value as Partial<RectSilencerConfig>) : {}
  const picked = Object.fromEntries(
    Object.keys(DEFAULT_RECT_CONFIG).map((key) => [
      key,
      source[key as keyof RectSilencerConfig] ?? DEFAULT_RECT_CONFIG[key as keyof RectSilencerConfig],
    ]),
  ) as unknown as RectSilencerConfig
  return normaliseRectConfig(picked)
}

/** A rule of docs/product-rules.md, "Rectangular consistency rules", that a configuration breaks. */
export type RectRuleViolation =
  | 'UNKNOWN_VALUE'
  | 'BEND_OPENABLE'
  | 'OPENABLE_SHELL'
  | 'OPENABLE_PROFILE'
  | 'OPENABLE_COVER'
  | 'OPENABLE_INNER'
  | 'SHELL_COVER'
  | 'BEND_DIMENSIONS'
  | 'BEND_LENGTH'

/** Every rule the configuration breaks, checked one by one (empty for a consistent configuration). */
export function rectRuleViolations(config: RectSilencerConfig): RectRuleViolation[] {
  const violations: RectRuleViolation[] = []
  const known = (Object.keys(RECT_VALUES) as (keyof typeof RECT_VALUES)[]).every((field) =>
    (RECT_VALUES[field] as readonly unknown[]).includes(config[field]),
  )
  const numbers = [
    config.width,
    config.height,
    config.length,
    config.dimensionX,
    config.dimensionY,
    config.inputAirflow,
  ]
  if (!known || !numbers.every(Number.isFinite) || typeof config.openable !== 'boolean')
    violations.push('UNKNOWN_VALUE')
  if (config.shape === 'bend' && config.openable) violations.push('BEND_OPENABLE')
  if (config.openable) {
    if (config.shellInsulation !== '50mm') violations.push('OPENABLE_SHELL')
    if (config.connectionProfile === 'Z-slat') violations.push('OPENABLE_PROFILE')
    if (config.outerCover !== 'galvanizedSteel' && config.outerCover !== 'magnelis')
      violations.push('OPENABLE_COVER')
    if (config.innerMaterial !== config.outerCover) violations.push('OPENABLE_INNER')
  }
  if ((config.shellInsulation === '0mm') !== (config.outerCover === 'none')) violations.push('SHELL_COVER')
  if (config.shape === 'bend') {
    const fitted = fitBend(config)
    if (fitted.dimensionX !== config.dimensionX || fitted.dimensionY !== config.dimensionY)
      violations.push('BEND_DIMENSIONS')
    else if (fitted.length !== config.length) violations.push('BEND_LENGTH')
  }
  return violations
}

/** True when the configuration obeys every rule of docs/product-rules.md, "Rectangular consistency rules". */
export function isRectConfigConsistent(config: RectSilencerConfig): boolean {
  return rectRuleViolations(config).length === 0
}
