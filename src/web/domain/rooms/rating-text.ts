// A room's NR or NC as a designer reads it, also where its spectrum lies outside the curves: "below NC 15"
// rather than the extended curves' "NC 12", a number no standard defines (engine room-assessment.ts).
import type { TFunction } from 'i18next'
import { NC_FAMILY, NR_FAMILY, type RatingSide } from '#engine/index.ts'

type Curves = 'NR' | 'NC'
const FAMILIES = { NR: NR_FAMILY, NC: NC_FAMILY } as const

/** The curve number a rating lies beyond: the family's lowest below it, its highest above it. */
export const curveLimit = (curves: Curves, side: RatingSide): number =>
  side === 'below' ? FAMILIES[curves].min : FAMILIES[curves].max

/** 'NR 39' (`value` the number as written), or outside the curves 'below NC 15', 'above NR 130'. */
export function ratingText(
  curves: Curves,
  value: string,
  side: RatingSide | undefined,
  t: TFunction,
): string {
  if (!side) return `${curves} ${value}`
  return t(side === 'below' ? 'room.below' : 'room.above', { limit: `${curves} ${curveLimit(curves, side)}` })
}

/**
 * The margin to a target of `target` when the rating lies outside the curves, as far as it is known: more than
 * target − 15 below the NC curves, less than target − 70 above them.
 */
export function marginBound(
  curves: Curves,
  target: number,
  side: RatingSide,
): { relation: '>' | '<'; value: number } {
  return { relation: side === 'below' ? '>' : '<', value: target - curveLimit(curves, side) }
}
