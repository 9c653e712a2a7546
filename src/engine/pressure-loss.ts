// Pressure drop of silencers: Δp = ζ·ρ/2·v² and its inverse, and the loss-coefficient model used where no
// catalogue ζ exists.
import {
  AIR_DENSITY,
  cubicMetersPerSecond,
  EngineError,
  metersPerSecond,
  pascals,
  requireFinite,
  requirePositive,
  type CubicMetersPerSecond,
  type Meters,
  type MetersPerSecond,
  type Pascals,
  type SquareMeters,
} from './units.ts'

/**
 * Friction factor of lined passages, calibrated so the VDI 2081-2 silencer gives 145 Pa (docs/acoustics.md
 * section 5).
 */
export const LINED_FRICTION_FACTOR = 0.032

/**
 * Δp = ζ·ρ/2·v², Pa, with ρ = 1.2 kg/m³. Source: docs/acoustics.md section 5 [N].
 * @param zeta loss coefficient referred to the velocity `velocity`
 * @param velocity reference velocity, m/s
 */
export function pressureDrop(zeta: number, velocity: MetersPerSecond): Pascals {
  return pascals(zeta * (AIR_DENSITY / 2) * velocity * velocity)
}

/**
 * The velocity that gives a target pressure drop: v = √(2·Δp/(ρ·ζ)), m/s (the exact inverse of pressureDrop).
 * Source: docs/acoustics.md section 5, "Inversion".
 */
export function velocityForPressureDrop(zeta: number, target: Pascals): MetersPerSecond {
  return metersPerSecond(Math.sqrt((2 * target) / (AIR_DENSITY * zeta)))
}

/** An airflow range between two pressure drops, m³/s. */
export interface FlowRange {
  min: CubicMetersPerSecond
  max: CubicMetersPerSecond
}

/**
 * The airflows that give `minPressureDrop` and `maxPressureDrop`: Q = A_ref·√(2·Δp/(ρ·ζ)), m³/s.
 * Throws INVALID_PRESSURE_DROP_RANGE for negative limits or min > max, NOT_POSITIVE for ζ or area ≤ 0.
 * Source: docs/acoustics.md section 5, "Inversion".
 * @param zeta loss coefficient referred to the velocity in `referenceArea`
 * @param referenceArea the area whose velocity ζ refers to, m²
 */
export function flowRangeForPressureDrops(
  zeta: number,
  referenceArea: SquareMeters,
  minPressureDrop: Pascals,
  maxPressureDrop: Pascals,
): FlowRange {
  requirePositive(zeta, 'zeta')
  requirePositive(referenceArea, 'referenceArea')
  requireFinite(minPressureDrop, 'minPressureDrop')
  requireFinite(maxPressureDrop, 'maxPressureDrop')
  if (minPressureDrop < 0 || maxPressureDrop < minPressureDrop) {
    throw new EngineError('INVALID_PRESSURE_DROP_RANGE', { field: 'minPressureDrop' })
  }
  return {
    min: cubicMetersPerSecond(referenceArea * velocityForPressureDrop(zeta, minPressureDrop)),
    max: cubicMetersPerSecond(referenceArea * velocityForPressureDrop(zeta, maxPressureDrop)),
  }
}

/** Inputs of the loss-coefficient model. */
export interface PassageLoss {
  /** Open-area ratio ε = free area / approach area (0 < ε ≤ 1). */
  openAreaRatio: number
  /** Length of the narrowed passage, m. */
  length: Meters
  /** Hydraulic diameter of the passage, m (2s for a slot of width s, d for a round bore). */
  hydraulicDiameter: Meters
  /** Friction factor λ; defaults to 0.032. */
  friction?: number
}

/**
 * Loss coefficient referred to the passage (gap) velocity:
 * ζ_gap = 0.5·(1−ε) [sudden contraction, Crane TP-410] + (1−ε)² [Borda–Carnot exit] + λ·L/d_h [friction].
 * Source: docs/acoustics.md section 5 [E]; λ = 0.032 reproduces the VDI 2081-2 silencer's 145 Pa within 1 %.
 */
export function passageZeta(passage: PassageLoss): number {
  const open = passage.openAreaRatio
  const friction = passage.friction ?? LINED_FRICTION_FACTOR
  return 0.5 * (1 - open) + (1 - open) ** 2 + (friction * passage.length) / passage.hydraulicDiameter
}

/**
 * The same loss referred to the approach (face or duct) velocity: ζ_face = ζ_gap/ε².
 * Source: docs/acoustics.md section 5 [N] (ζ conversion between reference velocities).
 */
export function approachZeta(passage: PassageLoss): number {
  return passageZeta(passage) / passage.openAreaRatio ** 2
}
