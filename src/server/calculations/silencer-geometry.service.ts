// A silencer of the user's own geometry: the engine's insertion loss, kept in a small LRU by the normalised
// geometry (a physics model that solves for modes per band is worth not repeating while a user types and
// comes back), and at an airflow its gap velocity, pressure drop and flow noise (cheap, not cached).
import type { z } from 'zod'
import type {
  silencerAttenuationRequest,
  SilencerAttenuationResult,
} from '#contract/api/silencer-geometry.ts'
import {
  ATTENUATION_CAP_DB,
  silencerGeometryAttenuation,
  silencerGeometryFlow,
  type LiningMaterial,
  type OctaveBands,
  type SilencerGeometry,
} from '#engine/index.ts'

type Request = z.output<typeof silencerAttenuationRequest>

/** Geometries kept per server instance; a few hundred answers of eight numbers each. */
export const GEOMETRY_CACHE_SIZE = 500

/** The geometry the engine sees: the default material filled in, a pod of 0 read as none. */
function geometryOf(body: Request, material: LiningMaterial): SilencerGeometry {
  if (body.shape === 'rectangular') {
    const { airwayWidth, baffleThickness, length } = body
    return { shape: 'rectangular', airwayWidth, baffleThickness, length, material }
  }
  const { diameter, liningThickness, length } = body
  const pod = body.podDiameter ?? 0
  return {
    shape: 'round',
    diameter,
    liningThickness,
    length,
    material,
    ...(pod > 0 ? { podDiameter: pod } : {}),
  }
}

/** One key per distinct geometry: the same sizes in any field order, with or without defaults, meet. */
export function geometryKey(geometry: SilencerGeometry): string {
  return geometry.shape === 'rectangular'
    ? `r|${geometry.airwayWidth}|${geometry.baffleThickness}|${geometry.length}|${geometry.material}`
    : `o|${geometry.diameter}|${geometry.liningThickness}|${geometry.length}|${geometry.podDiameter ?? 0}|${geometry.material}`
}

/**
 * silencerGeometryAttenuation behind an LRU of `size` geometries. A Map iterates in insertion order, so
 * moving a hit to the end and dropping the first entry when full is least-recently-used eviction.
 */
export function cachedGeometryAttenuation(size = GEOMETRY_CACHE_SIZE) {
  const cache = new Map<string, OctaveBands>()
  const attenuation = (geometry: SilencerGeometry): OctaveBands => {
    const key = geometryKey(geometry)
    const hit = cache.get(key)
    if (hit) {
      cache.delete(key)
      cache.set(key, hit)
      return hit
    }
    const bands = Object.freeze(silencerGeometryAttenuation(geometry))
    cache.set(key, bands)
    if (cache.size > size) cache.delete(cache.keys().next().value ?? key)
    return bands
  }
  return Object.assign(attenuation, { size: () => cache.size })
}
export type GeometryAttenuation = ReturnType<typeof cachedGeometryAttenuation>

/**
 * POST /api/calculations/silencer-attenuation. The flow part needs inputAirflow (the contract asks for the
 * face with it); without an airflow it is null. Engine refusals reach the error handler as 422 on their field.
 */
export function silencerAttenuation(
  body: Request,
  attenuation: GeometryAttenuation,
): SilencerAttenuationResult {
  const material = body.material ?? 'mineralWool'
  const geometry = geometryOf(body, material)
  const bands = attenuation(geometry)
  const face =
    body.shape === 'rectangular' && body.width !== undefined && body.height !== undefined
      ? { width: body.width, height: body.height }
      : undefined
  return {
    attenuation: bands,
    attenuationCap: ATTENUATION_CAP_DB,
    material,
    flow: body.inputAirflow === undefined ? null : silencerGeometryFlow(geometry, body.inputAirflow, face),
  }
}
