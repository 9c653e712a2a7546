// Dimension limits of rectangular silencers (document 2 sections 5 and 9), in mm.
import { parseDecimal } from './numbers.ts'
import type { RectShape, RectSilencerConfig } from './rect-config-types.ts'

/** Every limit of document 2 section 9, mm. */
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
export type DimensionErrorCode = 'NOT_A_NUMBER' | 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM'

/** One invalid dimension and the limit it breaks (mm). */
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
 * Validates the dimensions (document 2 section 5). Straight: width ≥ 300, height ≥ 200, length ≥ 600, each
 * ≤ 2500. Bend: width and height ≤ 2350, dimensionX/Y ≥ 150, width + dimensionX ≤ 2500, height +
 * dimensionY ≤ 2500, derived length ≥ 600. Values need not lie on the 50 mm step (the interface offers
 * steps; stored and plugin data may not).
 */
export function validateRectDimensions(config: Dimensions): { valid: boolean; errors: DimensionError[] } {
  const errors: DimensionError[] = []
  const bend = config.shape === 'bend'
  const max = bend ? RECT_LIMITS.bendMax : RECT_LIMITS.max
  const check = (field: DimensionError['field'], value: number, min: number, upper: number | null): void => {
    if (!Number.isFinite(value)) errors.push({ field, code: 'NOT_A_NUMBER' })
    else if (value < min) errors.push({ field, code: 'BELOW_MINIMUM', limit: min })
    else if (upper !== null && value > upper) errors.push({ field, code: 'ABOVE_MAXIMUM', limit: upper })
  }
  check('width', config.width, RECT_LIMITS.minWidth, max)
  check('height', config.height, RECT_LIMITS.minHeight, max)
  check('length', config.length, RECT_LIMITS.minLength, bend ? null : RECT_LIMITS.max)
  if (bend) {
    check('dimensionX', config.dimensionX, RECT_LIMITS.minDimensionXY, maxBendExtension(config.width))
    check('dimensionY', config.dimensionY, RECT_LIMITS.minDimensionXY, maxBendExtension(config.height))
  }
  return { valid: errors.length === 0, errors }
}

/**
 * Whether options may be calculated (document 2 section 5): width 300 … 2500, height 200 … 2500,
 * length ≥ 600 and, for a straight silencer, ≤ 2500.
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
 * Source: document 2 section 5.
 */
export function parseDimensionInput(text: string, size: number, current: number): number {
  const trimmed = text.trim()
  const value = parseDecimal(trimmed)
  if (trimmed.length < 3 || value === null) return current
  return Math.min(Math.max(value, RECT_LIMITS.minDimensionXY), maxBendExtension(size))
}

/** The selectable sizes of one axis in 50 mm steps (document 2 section 5), mm. */
export function rectSizeChoices(shape: RectShape, axis: 'width' | 'height' | 'length'): number[] {
  const min =
    axis === 'width'
      ? RECT_LIMITS.minWidth
      : axis === 'height'
        ? RECT_LIMITS.minHeight
        : RECT_LIMITS.minLength
  const max = shape === 'bend' && axis !== 'length' ? RECT_LIMITS.bendMax : RECT_LIMITS.max
  const sizes: number[] = []
  for (let size = min; size <= max; size += RECT_LIMITS.step) sizes.push(size)
  return sizes
}
