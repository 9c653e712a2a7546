// How much attenuation the chain still needs to meet a typed room target (beyond the specification). The room
// is the one of LpA10m2 (10 m² Sabine absorption, Lp = Lw + 10·lg(4/10)), so the numbers agree with the
// calculations panel; a served project room's target is judged in that room instead (domain/rooms/room-budget.ts).
// Source: docs/selection.md, "Needed attenuation".
import {
  BAND_KEYS,
  LP_10M2_OFFSET,
  WEIGHTINGS,
  aWeightedTotal,
  bandsFromArray,
  bandsToArray,
  noiseRating,
  nrCurve,
  type OctaveBands,
} from '#engine/index.ts'

/** A room target: an A-weighted sound pressure level, dB(A), or a Noise Rating curve. */
export type RoomTarget = { kind: 'lpa'; value: number } | { kind: 'nr'; value: number }

export const TARGET_LIMITS = { lpa: { min: 0, max: 120 }, nr: { min: 0, max: 130 } } as const

/**
 * The sound power per band (dB) that may reach the room. NR: the curve's pressure levels less the room term.
 * LpA: the target as LwA shared equally by the eight bands, each un-weighted (a per-band budget whose
 * A-weighted total is exactly the target).
 */
export function allowedSoundPower(target: RoomTarget): OctaveBands {
  if (target.kind === 'nr')
    return bandsFromArray(bandsToArray(nrCurve(target.value)).map((lp) => lp - LP_10M2_OFFSET))
  const share = target.value - LP_10M2_OFFSET - 10 * Math.log10(BAND_KEYS.length)
  return bandsFromArray(WEIGHTINGS.A.map((weight) => share - weight))
}

/** Per band, how many dB the level arriving must still come down to the level allowed: max(0, L − allowed). */
export function attenuationToReach(arriving: OctaveBands, allowed: OctaveBands): OctaveBands {
  const limits = bandsToArray(allowed)
  return bandsFromArray(bandsToArray(arriving).map((level, i) => Math.max(0, level - (limits[i] ?? 0))))
}

/** Per band, how many dB the level arriving must still come down for a typed target at 10 m². */
export const neededAttenuation = (arriving: OctaveBands, target: RoomTarget): OctaveBands =>
  attenuationToReach(arriving, allowedSoundPower(target))

/**
 * Whether a room spectrum (sound power to the room per band, dB) meets the target: NR by the rating of the
 * room's pressure levels, LpA by the A-weighted total. The exact test, not the per-band budget.
 */
export function meetsTarget(toRoom: OctaveBands, target: RoomTarget): boolean {
  if (target.kind === 'lpa') return aWeightedTotal(toRoom) + LP_10M2_OFFSET <= target.value + 1e-9
  const pressure = bandsFromArray(bandsToArray(toRoom).map((lw) => lw + LP_10M2_OFFSET))
  const rating = noiseRating(pressure)
  return rating.kind === 'below' || (rating.kind === 'inRange' && rating.rating <= target.value)
}

/** Reads a target from its parts; null when the value is not a number within the limits. */
export function roomTargetOf(kind: RoomTarget['kind'], text: string): RoomTarget | null {
  const value = Number(text.trim().replace(',', '.'))
  if (text.trim() === '' || !Number.isFinite(value)) return null
  const { min, max } = TARGET_LIMITS[kind]
  return value < min || value > max ? null : { kind, value }
}
