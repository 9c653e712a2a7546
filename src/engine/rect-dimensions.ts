// Dimension limits of rectangular silencers (docs/product-rules.md, "Rectangular dimension limits"), in mm.
import { parseDecimal } from './numbers.ts'
import type { RectShape, RectSilencerConfig } from './rect-config-types.ts'

/** Every limit of docs/product-rules.md, "Rectangular dimension limits", mm. */
export const RECT_LIMITS = {
  minWidth: 300,
  minHeight: 200,
  minLength: 600,
  max: 2500,
  bendMax: 2350,
  minDimensionXY: 150,
  defaultDimensionXY: 150,
  step: 50,
} as const

/** Why a dimension is invalid. */
export type DimensionErrorCode = 'NOT_A_NUMBER' | 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM' | 'OFF_STEP'

/** One invalid dimension and the limit it breaks (mm; the step for OFF_STEP). */
export interface DimensionError {
  field: 'width' | 'height' | 'length' | 'dimensionX' | 'dimensionY'
  code: DimensionErrorCode
  limit?: number
}

type Dimensions = Pick<
  RectSilencerConfig,
  'width' | 'height' | 'length' | 'shape' | 'dimensionX' | 'dimensionY'
>

/** The largest dimensionX (for a width) or dimensionY (for a height) of a bend: 2500 − size, mm. */
export function maxBendExtension(size: number): number {
  return RECT_LIMITS.max - size
}

/**
 * Validates the dimensions (docs/product-rules.md, "Rectangular dimension limits"). Straight: width ≥ 300,
 * height ≥ 200, length ≥ 600, each ≤ 2500. Bend: width and height ≤ 2350, dimensionX/Y ≥ 150, width +
 * dimensionX ≤ 2500, height + dimensionY ≤ 2500, derived length ≥ 600. Width, height and a straight length
 * are selectable in steps of 50 mm only (OFF_STEP once within the limits); dimensionX/Y and a bend's derived
 * length have no step.
 */
export function validateRectDimensions(config: Dimensions): { valid: boolean; errors: DimensionError[] } {
  const errors: DimensionError[] = []
  const bend = config.shape === 'bend'
  const check = (
    field: DimensionError['field'],
    value: number,
    min: number,
    upper: number | null,
    stepped: boolean,
  ): void => {
    if (!Number.isFinite(value)) errors.push({ field, code: 'NOT_A_NUMBER' })
    else if (value < min) errors.push({ field, code: 'BELOW_MINIMUM', limit: min })
    else if (upper !== null && value > upper) errors.push({ field, code: 'ABOVE_MAXIMUM', limit: upper })
    else if (stepped && (value - min) % RECT_LIMITS.step !== 0)
      errors.push({ field, code: 'OFF_STEP', limit: RECT_LIMITS.step })
  }
  const width = rectSizeRange(config.shape, 'width')
  const height = rectSizeRange(config.shape, 'height')
  check('width', config.width, width.min, width.max, true)
  check('height', config.height, height.min, height.max, true)
  check('length', config.length, RECT_LIMITS.minLength, bend ? null : RECT_LIMITS.max, !bend)
  if (bend) {
    const min = RECT_LIMITS.minDimensionXY
    check('dimensionX', config.dimensionX, min, maxBendExtension(config.width), false)
    check('dimensionY', config.dimensionY, min, maxBendExtension(config.height), false)
  }
  return { valid: errors.length === 0, errors }
}

/**
 * Whether options may be calculated (docs/product-rules.md, "Rectangular dimension limits"): width 300 …
 * 2500, height 200 … 2500, length ≥ 600 and, for a straight silencer, ≤ 2500.
 */
export function canCalculateOptions(
  config: Pick<RectSilencerConfig, 'width' | 'height' | 'length' | 'shape'>,
): boolean {
  const within = (value: number, min: number, max: number): boolean => value >= min && value <= max
  return (
    within(config.width, RECT_LIMITS.minWidth, RECT_LIMITS.max) &&
    within(config.height, RECT_LIMITS.minHeight, RECT_LIMITS.max) &&
    config.length >= RECT_LIMITS.minLength &&
    (config.shape === 'bend' || config.length <= RECT_LIMITS.max)
  )
}

/**
 * Reads a typed dimensionX (with the width) or dimensionY (with the height): text shorter than 3 characters
 * or not numeric is ignored (`current` comes back); below 150 becomes 150; above 2500 − size is capped.
 * Source: docs/product-rules.md, "Rectangular dimension limits".
 */
export function parseDimensionInput(text: string, size: number, current: number): number {
  const trimmed = text.trim()
  const value = parseDecimal(trimmed)
  if (trimmed.length < 3 || value === null) return current
  return Math.min(Math.max(value, RECT_LIMITS.minDimensionXY), maxBendExtension(size))
}

type SizeAxis = 'width' | 'height' | 'length'

/**
 * The selectable range of one axis, mm (docs/product-rules.md, "Rectangular dimension limits"): width from
 * 300, height from 200, length from 600; at most 2500, or 2350 for a bend's width and height.
 */
export function rectSizeRange(shape: RectShape, axis: SizeAxis): { min: number; max: number } {
  const min =
    axis === 'width'
      ? RECT_LIMITS.minWidth
      : axis === 'height'
        ? RECT_LIMITS.minHeight
        : RECT_LIMITS.minLength
  return { min, max: shape === 'bend' && axis !== 'length' ? RECT_LIMITS.bendMax : RECT_LIMITS.max }
}

/**
 * The selectable sizes of one axis in 50 mm steps (docs/product-rules.md, "Rectangular dimension limits"),
 * mm.
 */
export function rectSizeChoices(shape: RectShape, axis: SizeAxis): number[] {
  const { min, max } = rectSizeRange(shape, axis)
  const sizes: number[] = []
  for (let size = min; size <= max; size += RECT_LIMITS.step) sizes.push(size)
  return sizes
}

/**
 * The selectable size nearest to a typed one (one of `rectSizeChoices`; halfway goes up), mm: the value
 * brought within the axis's range and onto its 50 mm step. A value that is not a number comes back as it is.
 */
export function snapRectSize(value: number, shape: RectShape, axis: SizeAxis): number {
  if (!Number.isFinite(value)) return value
  const { min, max } = rectSizeRange(shape, axis)
  const stepped = min + Math.round((value - min) / RECT_LIMITS.step) * RECT_LIMITS.step
  return Math.min(max, Math.max(min, stepped))
}
