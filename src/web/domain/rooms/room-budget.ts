// What a project room leaves for one of the systems serving it, and whether the room meets its target with that
// system's new chain (docs/selection.md, "Needed attenuation"). The room is taken as the server's assessment
// takes it (docs/acoustics.md section 11a): the level at the listener is the energy sum over every serving
// system of Lw + 10·lg(Q/(4πr²) + 4/A) + 10·lg n, with the room's absorption (given, or 0.161·V/T), listener
// distance and directivity. The other systems' parts come from the room's document as the API answers it.
import {
  aWeightedTotal,
  assessRoom,
  bandsFromArray,
  BAND_COUNT,
  EngineError,
  mapBands,
  meters,
  readBands,
  roomAbsorptionArea,
  roomCorrection,
  roomTargetCurve,
  squareMeters,
  WEIGHTINGS,
  zipBands,
  type OctaveBands,
  type RoomAcoustics,
  type RoomAssessment,
  type RoomSource,
} from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'

/** A system in the project room it serves: the room as the API answers it, the system's id and its outlets. */
export interface SystemInRoom {
  room: RoomDocument
  systemId: string
  /** This system's identical outlets into the room (≥ 1). */
  outlets: number
}

/** A level at the listener with its A-weighted total and ratings, as the room's assessment gives one. */
export type LevelAtListener = Pick<
  RoomAssessment,
  'soundPressureLevel' | 'lpA' | 'nr' | 'nc' | 'nrOutside' | 'ncOutside'
>

/**
 * `open`: the sound power each of this system's outlets may deliver per band (`perOutlet`, dB re 1 pW) and the
 * level that is at the listener (`atListener`, all its outlets together), besides the other systems' level
 * (null when no other system counts). `spent`: the other systems alone already reach or break the target, so
 * nothing is left for this one. `unassessable`: the room's stored values are none the engine can assess.
 */
export type RoomBudget =
  | { kind: 'open'; perOutlet: OctaveBands; atListener: OctaveBands; others: LevelAtListener | null }
  | { kind: 'spent'; others: LevelAtListener }
  | { kind: 'unassessable' }

const UNASSESSABLE: RoomBudget = { kind: 'unassessable' }

/** The room's target and acoustics as the engine assesses them (the server's roomAcoustics). */
export const roomAcousticsOf = (room: RoomDocument): RoomAcoustics => ({
  targetType: room.targetType,
  targetValue: room.targetValue,
  absorptionMode: room.absorptionMode,
  absorptionArea: room.absorptionArea,
  volume: room.volume,
  reverberationTime: room.reverberationTime,
  listenerDistance: room.listenerDistance,
  directivity: room.directivity,
})

/** 10·lg n for n identical outlets; fewer than one is taken as one, as no system serves with none. */
const outletsTerm = (outlets: number) => 10 * Math.log10(Math.max(1, outlets))

/**
 * The room term 10·lg(Q/(4πr²) + 4/A), dB, that takes one outlet's sound power to the listener (engine
 * roomCorrection with the room's absorption area); null where the engine refuses the room's values or the term
 * is not finite (a room stored before the contract's lower bounds).
 */
export function roomTerm(acoustics: RoomAcoustics): number | null {
  try {
    const term = roomCorrection({
      distance: meters(acoustics.listenerDistance),
      directivity: acoustics.directivity,
      absorptionArea: squareMeters(roomAbsorptionArea(acoustics)),
    })
    return Number.isFinite(term) ? term : null
  } catch (error) {
    if (error instanceof EngineError) return null
    throw error
  }
}

/**
 * The other serving systems as the engine's sources: each part's level at the listener (its outlets included)
 * taken back to the sound power per outlet through the same room term, Lw = Lp − C − 10·lg n, so that the
 * engine's assessment sums them exactly as the server did.
 */
function otherSources(served: SystemInRoom, term: number): RoomSource[] {
  return served.room.assessment.contributions
    .filter((part) => part.systemId !== served.systemId)
    .map((part) => ({
      soundPower: mapBands(readBands(part.soundPressureLevel), (lp) => lp - term - outletsTerm(part.outlets)),
      outlets: Math.max(1, part.outlets),
    }))
}

/** a ⊖ b: what is left of the level a once the level b is taken away, by energy; NaN when b ≥ a. */
const energyLess = (a: number, b: number): number =>
  b < a ? a + 10 * Math.log10(1 - 10 ** ((b - a) / 10)) : Number.NaN

/**
 * What this system may add at the listener per band, dB re 20 µPa, with `others` the other systems' level
 * there (null: none). An NR or NC target: per band the target curve less the others by energy, since the
 * rating passes exactly when no band is above its curve. An LpA target: the target less the others' A-weighted
 * total by energy, shared equally by the eight bands and each un-weighted, so that the budget's A-weighted
 * total is what is left (the others' loudest band need not be this system's). Null when nothing is left: the
 * others reach the target's level in some band (NR, NC) or in total (LpA).
 */
export function allowedAtListener(
  acoustics: Pick<RoomAcoustics, 'targetType' | 'targetValue'>,
  others: Readonly<OctaveBands> | null,
): OctaveBands | null {
  const curve = roomTargetCurve(acoustics.targetType, acoustics.targetValue)
  if (curve) {
    if (!others) return curve
    const left = zipBands(curve, others, energyLess)
    return Object.values(left).every(Number.isFinite) ? left : null
  }
  const total = others ? energyLess(acoustics.targetValue, aWeightedTotal(others)) : acoustics.targetValue
  if (!Number.isFinite(total)) return null
  const share = total - 10 * Math.log10(BAND_COUNT)
  return bandsFromArray(WEIGHTINGS.A.map((weight) => share - weight))
}

/** The other systems' level at the listener, as the engine assesses it; null when no other system counts. */
function othersLevel(sources: readonly RoomSource[], acoustics: RoomAcoustics): LevelAtListener | null {
  const assessed = assessRoom(sources, acoustics)
  if (!assessed) return null
  const { soundPressureLevel, lpA, nr, nc, nrOutside, ncOutside } = assessed
  return {
    soundPressureLevel,
    lpA,
    nr,
    nc,
    ...(nrOutside ? { nrOutside } : {}),
    ...(ncOutside ? { ncOutside } : {}),
  }
}

/**
 * The sound power per band each of this system's outlets may deliver for the room to meet its target with the
 * other systems as they are: allowedAtListener less the room term and 10·lg of this system's outlets.
 */
export function roomBudget(served: SystemInRoom): RoomBudget {
  if (served.room.assessment.unassessable) return UNASSESSABLE
  const acoustics = roomAcousticsOf(served.room)
  const term = roomTerm(acoustics)
  if (term === null) return UNASSESSABLE
  const others = othersLevel(otherSources(served, term), acoustics)
  const atListener = allowedAtListener(acoustics, others?.soundPressureLevel ?? null)
  if (!atListener) return others ? { kind: 'spent', others } : UNASSESSABLE
  const perOutlet = mapBands(atListener, (lp) => lp - term - outletsTerm(served.outlets))
  return { kind: 'open', perOutlet, atListener, others }
}

/** The other serving systems the room's level leaves out for want of sound data. */
export const uncountedOthers = (served: SystemInRoom) =>
  (served.room.assessment.uncounted ?? []).filter((system) => system.systemId !== served.systemId)

/**
 * The exact test of the room for one system's new chain: the room's assessment (engine assessRoom, as the
 * server makes it) with this system's part replaced by `soundPower` per outlet through its outlets. True when
 * the room then meets its target, false when it does not; null when that cannot be told: the room cannot be
 * assessed, or another serving system without sound data is left out and the room does not already fail
 * (the server's verdict is null then too). Made once per room: each card's test is one assessment.
 */
export function roomJudge(served: SystemInRoom): (soundPower: Readonly<OctaveBands>) => boolean | null {
  const acoustics = roomAcousticsOf(served.room)
  const term = served.room.assessment.unassessable ? null : roomTerm(acoustics)
  if (term === null) return () => null
  const others = otherSources(served, term)
  const incomplete = uncountedOthers(served).length > 0
  const outlets = Math.max(1, served.outlets)
  return (soundPower) => {
    const assessed = assessRoom([...others, { soundPower, outlets }], acoustics)
    if (!assessed || !Number.isFinite(assessed.lpA)) return null
    return incomplete && assessed.pass ? null : assessed.pass
  }
}
