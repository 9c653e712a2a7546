// A room served by several systems: the level at the listener summed over every system and its outlets, the
// ratings of that spectrum and the verdict against the room's target (docs/acoustics.md, "Room targets").
import {
  BAND_KEYS,
  bandsFromArray,
  bandsToArray,
  energySum,
  type BandKey,
  type OctaveBands,
} from './bands.ts'
import { ncCurve, noiseCriterion, type NcResult } from './rating-nc.ts'
import { noiseRating, nrCurve, type RatingResult } from './rating-nr.ts'
import { absorptionAreaFromReverberation, roomCorrection } from './room.ts'
import { cubicMeters, EngineError, meters, seconds, squareMeters } from './units.ts'
import { aWeightedTotal, WEIGHTINGS } from './weighting.ts'

/** What a room's level is judged by: the A-weighted total, or the NR or NC rating. */
export type RoomTargetType = 'LpA' | 'NR' | 'NC'

/** The room's acoustics and its target, as the project's rooms store them. */
export interface RoomAcoustics {
  targetType: RoomTargetType
  /** dB(A) for LpA, the curve number for NR and NC. */
  targetValue: number
  absorptionMode: 'area' | 'reverberation'
  /** m² Sabine, used in the 'area' mode. */
  absorptionArea: number
  /** m³ and s, used in the 'reverberation' mode. */
  volume: number
  reverberationTime: number
  /** Listener distance from each outlet, m. */
  listenerDistance: number
  /** Directivity factor Q of each outlet. */
  directivity: number
}

/** One system serving the room: the sound power it delivers per outlet and how many identical outlets. */
export interface RoomSource {
  /** Sound power to the room per band, dB re 1 pW (the chain's soundPowerLevelToRoomLw). */
  soundPower: Readonly<OctaveBands>
  /** Identical outlets, ≥ 1. */
  outlets: number
}

export interface RoomAssessment {
  /** Lp per band at the listener from every source, dB re 20 µPa. */
  soundPressureLevel: OctaveBands
  lpA: number
  /** NR and NC ratings, rounded up; outside the curve families the curves are extended (indicative). */
  nr: number
  nc: number
  /** Present only when the spectrum lies outside the NR curves (NR 0 … 130): nr is then indicative. */
  nrOutside?: RatingSide
  /** Present only when the spectrum lies outside the NC curves (NC 15 … 70): nc is then indicative. */
  ncOutside?: RatingSide
  /** target − predicted in the target's unit: ≥ 0 passes. */
  margin: number
  pass: boolean
  /** The band that decides the verdict: the governing band of NR/NC, the loudest A-weighted band for LpA. */
  worstBand: BandKey
  /**
   * Each source's Lp per band (its outlets included), its A-weighted total and its own NR and NC (rounded up
   * as the room's), in the sources' order.
   */
  contributions: SourceContribution[]
}

/** Which side of its curve family a spectrum lies on, when it is not within it. */
export type RatingSide = 'below' | 'above'

export interface SourceContribution {
  soundPressureLevel: OctaveBands
  lpA: number
  nr: number
  nc: number
  nrOutside?: RatingSide
  ncOutside?: RatingSide
}

/** The equivalent absorption area the room uses, m²: given, or A = 0.161·V/T (Sabine). */
export function roomAbsorptionArea(room: RoomAcoustics): number {
  return room.absorptionMode === 'area'
    ? room.absorptionArea
    : absorptionAreaFromReverberation(cubicMeters(room.volume), seconds(room.reverberationTime))
}

/**
 * Lp per band = 10·lg Σ_i n_i·10^((Lw_i + 10·lg(Q/(4πr²) + 4/A))/10): every outlet of every source at the
 * listener distance r with directivity Q in a diffuse room of absorption A (VDI 2081-1 eq. (52),
 * docs/acoustics.md section 11), summed by energy. Each source's own level carries its outlets: Lw_i + C +
 * 10·lg n_i.
 * @returns the total and each source's level, or null when no source serves the room
 */
export function sumRoomSources(
  sources: readonly RoomSource[],
  room: RoomAcoustics,
): { total: OctaveBands; each: OctaveBands[] } | null {
  if (sources.length === 0) return null
  const correction = roomCorrection({
    distance: meters(room.listenerDistance),
    directivity: room.directivity,
    absorptionArea: squareMeters(roomAbsorptionArea(room)),
  })
  const each = sources.map(({ soundPower, outlets }) =>
    bandsFromArray(bandsToArray(soundPower).map((lw) => lw + correction + 10 * Math.log10(outlets))),
  )
  const total = bandsFromArray(
    BAND_KEYS.map((key) => 10 * Math.log10(each.reduce((sum, bands) => sum + 10 ** (bands[key] / 10), 0))),
  )
  return { total, each }
}

/** The whole-number rating (a value within 1e−9 of a whole number counts as that number). */
const roundUp = (value: number) => Math.ceil(value - 1e-9)

/** The band whose A-weighted level is highest. */
function loudestAWeightedBand(levels: Readonly<OctaveBands>): BandKey {
  const weighted = bandsToArray(levels).map((level, i) => level + (WEIGHTINGS.A[i] ?? 0))
  const index = weighted.indexOf(Math.max(...weighted))
  return BAND_KEYS[index] ?? 'octaveBand63Hz'
}

/**
 * The room's assessment from its sources: the summed spectrum, LpA, NR and NC, the margin to the target in
 * the target's unit (dB(A) unrounded for LpA; whole curve numbers for NR and NC) and pass when the margin is
 * ≥ 0. Null when no source serves the room.
 */
export function assessRoom(sources: readonly RoomSource[], room: RoomAcoustics): RoomAssessment | null {
  const summed = sumRoomSources(sources, room)
  if (!summed) return null
  const { total, each } = summed
  const lpA = aWeightedTotal(total)
  const nrResult = noiseRating(total)
  const ncResult = noiseCriterion(total)
  const [nr, nc] = [wholeRating(nrResult), wholeRating(ncResult)]
  const predicted = room.targetType === 'LpA' ? lpA : room.targetType === 'NR' ? nr : nc
  const margin = room.targetValue - predicted
  const governing = room.targetType === 'NR' ? nrResult : room.targetType === 'NC' ? ncResult : null
  const worstBand =
    governing && 'governingBand' in governing && governing.governingBand
      ? governing.governingBand
      : loudestAWeightedBand(total)
  return {
    soundPressureLevel: total,
    lpA,
    ...ratingsOf(nrResult, ncResult),
    margin,
    pass: margin >= 0,
    worstBand,
    contributions: each.map((bands) => ({
      soundPressureLevel: bands,
      lpA: aWeightedTotal(bands),
      ...ratingsOf(noiseRating(bands), noiseCriterion(bands)),
    })),
  }
}

/** The NR and NC as whole numbers, with the side of its curve family each lies outside of, if it does. */
function ratingsOf(
  nr: RatingResult,
  nc: NcResult,
): Pick<SourceContribution, 'nr' | 'nc' | 'nrOutside' | 'ncOutside'> {
  return {
    nr: wholeRating(nr),
    nc: wholeRating(nc),
    ...(nr.kind === 'inRange' ? {} : { nrOutside: nr.kind }),
    ...(nc.kind === 'inRange' ? {} : { ncOutside: nc.kind }),
  }
}

/** An NR or NC rating as a whole curve number, rounded up; outside its family, extended (indicative). */
function wholeRating(result: RatingResult | NcResult): number {
  return result.kind === 'inRange' ? result.rating : roundUp(result.value)
}

/**
 * The order in which to treat a room's sources, the one to treat first first: by what the room would be rated
 * without it, lowest first (in the target's unit: the A-weighted total for an LpA target, the NR or NC value
 * unrounded for a curve target); ties by the source's own A-weighted level. For an LpA target that is the
 * loudest in dB(A); for NR or NC, the source whose treatment can lower the rating most, which is not always
 * the one loudest in the room's worst band (two sources about equal there, one loud in another band too: its
 * own rating stays after the other is silenced). Returns the sources' indices.
 */
export function treatmentOrder(
  assessment: Pick<RoomAssessment, 'contributions'>,
  targetType: RoomTargetType,
): number[] {
  const parts = assessment.contributions
  const rating = (levels: OctaveBands): number =>
    targetType === 'LpA'
      ? aWeightedTotal(levels)
      : targetType === 'NR'
        ? noiseRating(levels).value
        : noiseCriterion(levels).value
  const without = (skipped: number): OctaveBands =>
    bandsFromArray(
      BAND_KEYS.map((key) =>
        energySum(parts.flatMap((part, i) => (i === skipped ? [] : [part.soundPressureLevel[key]]))),
      ),
    )
  const left = parts.map((_, i) => (parts.length > 1 ? rating(without(i)) : -Infinity))
  return parts
    .map((part, index) => ({ index, left: left[index] ?? -Infinity, lpA: part.lpA }))
    .sort((a, b) => a.left - b.left || b.lpA - a.lpA)
    .map(({ index }) => index)
}

/** The target as a curve per band for NR and NC (the room page's target line); null for an LpA target. */
export function roomTargetCurve(targetType: RoomTargetType, targetValue: number): OctaveBands | null {
  if (targetType === 'NR') return nrCurve(targetValue)
  if (targetType === 'NC') return ncCurve(targetValue)
  return null
}

/**
 * A room's levels from `compute`, or null where the engine cannot assess its inputs: it refuses them
 * (EngineError), or the level comes out non-finite. The contract's lower bounds keep every room written since
 * assessable; one stored before them (a listener 1e-300 m away, a reverberation time that makes the absorption
 * area overflow) is answered without levels rather than failing every read of its project's rooms, or the
 * overview of a system whose own room it is.
 */
export function assessableOrNull<T extends { lpA: number }>(compute: () => T | null): T | null {
  try {
    const result = compute()
    return result && Number.isFinite(result.lpA) ? result : null
  } catch (error) {
    if (error instanceof EngineError) return null
    throw error
  }
}
