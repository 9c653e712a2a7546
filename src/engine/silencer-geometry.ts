// Insertion loss of a dissipative silencer from its own geometry: a rectangular splitter silencer (airway
// and baffle) or a round lined bore (with or without a central pod). One entry point for the catalogue, the
// rectangular options and a user's own geometry (POST /api/calculations/silencer-attenuation).
import { liningAlpha, type LiningMaterial } from './absorption.ts'
import { bandsFromArray, type OctaveBands } from './bands.ts'
import { linedPassageAttenuation } from './lined-duct.ts'
import { EngineError, meters } from './units.ts'

/** A splitter silencer: parallel baffles of one thickness with airways of one width between them. mm. */
export interface RectangularSilencerGeometry {
  shape: 'rectangular'
  /** Free width between two baffles, mm. */
  airwayWidth: number
  /** Baffle thickness, mm (a baffle is lined on both faces: each airway sees half of it). */
  baffleThickness: number
  /** Lined length, mm. */
  length: number
  /** Lining material; mineral wool when absent. */
  material?: LiningMaterial
}

/** A round silencer: a lined bore of a diameter, optionally with a lined central pod. mm. */
export interface RoundSilencerGeometry {
  shape: 'round'
  /** Free bore diameter, mm (the lining sits outside it). */
  diameter: number
  /** Lining thickness around the bore, mm. */
  liningThickness: number
  /** Lined length, mm. */
  length: number
  /** Diameter of a lined central pod, mm; none when absent. */
  podDiameter?: number
  /** Lining material; mineral wool when absent. */
  material?: LiningMaterial
}

/** The geometry of a dissipative silencer. */
export type SilencerGeometry = RectangularSilencerGeometry | RoundSilencerGeometry

function requireDimension(value: number, field: string): void {
  if (!Number.isFinite(value) || value <= 0) throw new EngineError('INVALID_DIMENSIONS', { field })
}

/**
 * Insertion loss without flow per band 63 … 8000 Hz, dB, of a silencer geometry. Throws INVALID_DIMENSIONS
 * naming the field for a non-positive or non-finite size, and for a pod that does not fit the bore.
 */
export function silencerGeometryAttenuation(geometry: SilencerGeometry): OctaveBands {
  const material = geometry.material ?? 'mineralWool'
  requireDimension(geometry.length, 'length')
  const length = meters(geometry.length / 1000)
  if (geometry.shape === 'rectangular') {
    requireDimension(geometry.airwayWidth, 'airwayWidth')
    requireDimension(geometry.baffleThickness, 'baffleThickness')
    const gap = meters(geometry.airwayWidth / 1000)
    return bandsFromArray(
      linedPassageAttenuation({
        alpha: liningAlpha(material, geometry.baffleThickness / 2),
        perimeterOverArea: 2 / gap,
        length,
        passageWidth: gap,
      }),
    )
  }
  requireDimension(geometry.diameter, 'diameter')
  requireDimension(geometry.liningThickness, 'liningThickness')
  const pod = geometry.podDiameter ?? 0
  if (!Number.isFinite(pod) || pod < 0 || pod >= geometry.diameter)
    throw new EngineError('INVALID_DIMENSIONS', { field: 'podDiameter' })
  const hydraulic = (geometry.diameter - pod) / 1000
  const passage = pod > 0 ? hydraulic / 2 : hydraulic
  return bandsFromArray(
    linedPassageAttenuation({
      alpha: liningAlpha(material, geometry.liningThickness),
      perimeterOverArea: 4 / hydraulic,
      length,
      passageWidth: meters(passage),
    }),
  )
}
