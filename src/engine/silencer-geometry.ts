// Insertion loss of a dissipative silencer from its own geometry: a rectangular splitter silencer (airway
// and baffle) or a round lined bore (with or without a central pod). One entry point for a user's own
// geometry (POST /api/calculations/silencer-attenuation); the catalogue and the rectangular options use the
// same physics through its tables (silencer-physics/silencer-tables.ts). docs/acoustics.md, "Silencer
// physics".
import type { LiningMaterial } from './absorption.ts'
import { bandsFromArray, type OctaveBands } from './bands.ts'
import type { ModalData } from './silencer-physics/channel-modes.ts'
import { splitterModes } from './silencer-physics/channel-modes.ts'
import {
  roundInsertionLoss,
  roundSectionModes,
  splitterInsertionLoss,
} from './silencer-physics/silencer-model.ts'
import { EngineError } from './units.ts'

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
 * The modes of geometries already computed (everything but the length, which costs microseconds): a
 * user's own geometry is solved once, and a change of length alone is instant. LRU, 256 geometries.
 */
const cache = new Map<string, ModalData>()
const CACHE_SIZE = 256

function cachedModes(key: string, compute: () => ModalData): ModalData {
  let value = cache.get(key)
  if (value === undefined) {
    value = compute()
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? '')
  } else cache.delete(key)
  cache.set(key, value)
  return value
}

/**
 * Insertion loss without flow per band 63 … 8000 Hz, dB, of a silencer geometry: the lined-channel physics
 * model (least-attenuated mode of a bulk-reacting Miki lining behind its facing, end terms, band energy
 * average, flanking limit). Throws INVALID_DIMENSIONS naming the field for a non-positive or non-finite
 * size, and for a pod that does not fit the bore.
 */
export function silencerGeometryAttenuation(geometry: SilencerGeometry): OctaveBands {
  const material = geometry.material ?? 'mineralWool'
  requireDimension(geometry.length, 'length')
  const length = geometry.length / 1000
  if (geometry.shape === 'rectangular') {
    requireDimension(geometry.airwayWidth, 'airwayWidth')
    requireDimension(geometry.baffleThickness, 'baffleThickness')
    const { airwayWidth, baffleThickness } = geometry
    const section = { airway: airwayWidth / 1000, baffle: baffleThickness / 1000, length, material }
    const modes = cachedModes(`r:${airwayWidth}:${baffleThickness}:${material}`, () =>
      splitterModes(section.airway, section.baffle, material),
    )
    return bandsFromArray(splitterInsertionLoss(section, modes))
  }
  requireDimension(geometry.diameter, 'diameter')
  requireDimension(geometry.liningThickness, 'liningThickness')
  const pod = geometry.podDiameter ?? 0
  if (!Number.isFinite(pod) || pod < 0 || pod >= geometry.diameter)
    throw new EngineError('INVALID_DIMENSIONS', { field: 'podDiameter' })
  const { diameter, liningThickness } = geometry
  const section = { bore: diameter / 1000, lining: liningThickness / 1000, length, pod: pod / 1000, material }
  const modes = cachedModes(`o:${diameter}:${liningThickness}:${pod}:${material}`, () =>
    roundSectionModes(section),
  )
  return bandsFromArray(roundInsertionLoss(section, modes))
}
