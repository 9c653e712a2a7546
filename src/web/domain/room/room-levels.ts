// The room panel's calculation: the sound pressure level at the listener and its NR and NC ratings
// (docs/acoustics.md section 11), from the sound power the chain delivers into the room.
import {
  absorptionAreaFromReverberation,
  aWeightedTotal,
  cubicMeters,
  assessableOrNull,
  meters,
  noiseCriterion,
  noiseRating,
  roomSoundPressureBands,
  seconds,
  squareMeters,
  type NcResult,
  type OctaveBands,
  type RatingResult,
} from '#engine/index.ts'
import type { RoomSettings } from '#contract/api/systems.ts'

/** Directivity factors offered: 1 free field, 2 in a wall or ceiling, 4 at an edge, 8 in a corner. */
export const DIRECTIVITIES = [1, 2, 4, 8] as const satisfies readonly RoomSettings['directivity'][]

/**
 * A room until the user sets one: the listener 2 m from an outlet in the ceiling (Q = 2) of a room with
 * 10 m² absorption (the LpA10m2 room), judged against NR 30 and NC 30 (a quiet office).
 */
export const DEFAULT_ROOM: RoomSettings = {
  listenerDistance: 2,
  absorptionMode: 'area',
  absorptionArea: 10,
  volume: 50,
  reverberationTime: 0.8,
  directivity: 2,
  targetNr: 30,
  targetNc: 30,
}

export interface RoomAnalysis {
  /** Equivalent absorption area used, m² Sabine (from volume and reverberation time in that mode). */
  absorptionArea: number
  /** Sound pressure level at the listener per band, dB. */
  levels: OctaveBands
  /** Its A-weighted total, dB(A). */
  lpA: number
  nr: RatingResult
  nc: NcResult
  /** Whether the room meets its target; null without a target. */
  nrPass: boolean | null
  ncPass: boolean | null
}

const meets = (result: RatingResult | NcResult, target: number | null): boolean | null => {
  if (target === null) return null
  if (result.kind === 'below') return true
  if (result.kind === 'above') return false
  return result.rating <= target
}

/**
 * Lp per band = Lw + 10·lg(Q/(4πr²) + 4/A) with A given, or A = 0.161·V/T (Sabine); then LpA, NR and NC
 * of that spectrum, and pass or fail against the targets.
 */
export function analyseRoom(soundPowerToRoom: OctaveBands, room: RoomSettings): RoomAnalysis {
  const absorptionArea =
    room.absorptionMode === 'area'
      ? room.absorptionArea
      : absorptionAreaFromReverberation(cubicMeters(room.volume), seconds(room.reverberationTime))
  const levels = roomSoundPressureBands(soundPowerToRoom, {
    distance: meters(room.listenerDistance),
    directivity: room.directivity,
    absorptionArea: squareMeters(absorptionArea),
  })
  const nr = noiseRating(levels)
  const nc = noiseCriterion(levels)
  return {
    absorptionArea,
    levels,
    lpA: aWeightedTotal(levels),
    nr,
    nc,
    nrPass: meets(nr, room.targetNr),
    ncPass: meets(nc, room.targetNc),
  }
}

/**
 * analyseRoom, or null for a room the engine cannot assess: a system's own room takes only upper bounds in
 * the API (contract systems.ts roomSettings), so one stored as 1e-300 m, or with an absorption area that
 * overflows, would otherwise throw and take the overview down with it, and with it the panel that corrects it.
 */
export function analyseRoomOrNull(soundPowerToRoom: OctaveBands, room: RoomSettings): RoomAnalysis | null {
  return assessableOrNull(() => analyseRoom(soundPowerToRoom, room))
}
