// The cross-section of a duct, round or rectangular, as the element models take it.
import { EngineError, requirePositive, squareMeters, type SquareMeters } from '../units.ts'

/** A round duct of internal diameter `diameterMm`, or a rectangular one of `widthMm` × `heightMm`. */
export type DuctSection =
  | { readonly shape: 'circular'; readonly diameterMm: number }
  | { readonly shape: 'rectangular'; readonly widthMm: number; readonly heightMm: number }

/** Free area of a section, m²: π·d²/4 or w·h. Throws NOT_POSITIVE for a size ≤ 0. */
export function sectionArea(section: DuctSection): SquareMeters {
  if (section.shape === 'circular') {
    const d = requirePositive(section.diameterMm, 'diameterMm') / 1000
    return squareMeters((Math.PI * d * d) / 4)
  }
  const w = requirePositive(section.widthMm, 'widthMm') / 1000
  const h = requirePositive(section.heightMm, 'heightMm') / 1000
  return squareMeters(w * h)
}

/** The size VDI 2081-1 tables are read by, m: the internal diameter, or the largest side of a rectangle. */
export function sectionLargestSize(section: DuctSection): number {
  return section.shape === 'circular'
    ? section.diameterMm / 1000
    : Math.max(section.widthMm, section.heightMm) / 1000
}

/**
 * Equivalent diameter d = √(4S/π), m (Long, Architectural Acoustics 2e, Eq. 14.16): how a rectangular
 * section enters a formula written for round ducts.
 */
export function equivalentDiameter(section: DuctSection): number {
  return Math.sqrt((4 * sectionArea(section)) / Math.PI)
}

/** Aspect ratio m ≥ 1 of the opening: 1 for a round duct, longer over shorter side for a rectangle. */
export function sectionAspectRatio(section: DuctSection): number {
  if (section.shape === 'circular') return 1
  const long = Math.max(section.widthMm, section.heightMm)
  const short = Math.min(section.widthMm, section.heightMm)
  if (!(short > 0)) throw new EngineError('NOT_POSITIVE', { field: 'heightMm' })
  return long / short
}

/** Mean velocity in a section, m/s, for an airflow in l/s (0 for no airflow). */
export function sectionVelocity(section: DuctSection, airflowLs: number): number {
  return airflowLs / 1000 / sectionArea(section)
}
