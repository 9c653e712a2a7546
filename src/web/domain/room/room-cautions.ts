// Room inputs that are valid yet unlikely for an occupied room: accepted and saved, with a word beside the
// field. A typing slip (0.05 m for 0.5 m, 3.5 dB(A) for 35) otherwise passes silently into every level and
// verdict of the room, and the designer learns of it from the client.
import type { TFunction } from 'i18next'
import type { RoomSettings } from '#contract/api/systems.ts'
import { formatInputNumber } from '../../i18n/format.ts'

export type RoomCaution =
  'nearField' | 'littleAbsorption' | 'tinyVolume' | 'anechoic' | 'veryReverberant' | 'strictTarget'

/**
 * Where a value becomes doubtful, and why these:
 * - closer than 0.5 m the listener is in the outlet's near field, where the room formula (VDI 2081-1 eq. 52)
 *   does not hold; occupants are 1–2 m from a ceiling outlet;
 * - under 1 m² of absorption is less than a small tiled room has (6 m³ at 1 s gives 1 m² by Sabine);
 * - under 5 m³ is smaller than any occupied room;
 * - under 0.2 s only an anechoic room reaches, over 5 s a cathedral (furnished rooms 0.3–1 s);
 * - targets below 20 dB(A) or NR 15 are stricter than recording studios' (NR 15–20, about 20–25 dB(A)).
 *   NC starts at 15 and needs no word.
 */
export const CAUTION_LIMITS = {
  listenerDistance: 0.5,
  absorptionArea: 1,
  volume: 5,
  reverberationTime: [0.2, 5],
  target: { LpA: 20, NR: 15, NC: 15 },
} as const

export type AcousticsField = 'listenerDistance' | 'absorptionArea' | 'volume' | 'reverberationTime'
/** A room's acoustics as far as they are known; null or absent: not a number (yet). */
type Acoustics = Partial<Record<AcousticsField, number | null>> & {
  absorptionMode?: RoomSettings['absorptionMode']
}

/** The cautions of a room's acoustics, by field; only the inputs its absorption mode uses are looked at. */
export function acousticsCautions(room: Acoustics): Partial<Record<AcousticsField, RoomCaution>> {
  const cautions: Partial<Record<AcousticsField, RoomCaution>> = {}
  const below = (value: number | null | undefined, limit: number) =>
    typeof value === 'number' && value > 0 && value < limit
  if (below(room.listenerDistance, CAUTION_LIMITS.listenerDistance)) cautions.listenerDistance = 'nearField'
  if (room.absorptionMode === 'reverberation') {
    const [shortest, longest] = CAUTION_LIMITS.reverberationTime
    if (below(room.volume, CAUTION_LIMITS.volume)) cautions.volume = 'tinyVolume'
    if (below(room.reverberationTime, shortest)) cautions.reverberationTime = 'anechoic'
    else if (typeof room.reverberationTime === 'number' && room.reverberationTime > longest)
      cautions.reverberationTime = 'veryReverberant'
  } else if (below(room.absorptionArea, CAUTION_LIMITS.absorptionArea)) {
    cautions.absorptionArea = 'littleAbsorption'
  }
  return cautions
}

/** The caution of a target, if it is stricter than any ventilated room is designed for. */
export function targetCaution(
  type: keyof typeof CAUTION_LIMITS.target,
  value: number | null,
): RoomCaution | undefined {
  return value !== null && value < CAUTION_LIMITS.target[type] ? 'strictTarget' : undefined
}

/** What a caution says, with its limit as the interface language writes it ("0,5 m", "NR 15"). */
export function cautionText(
  caution: RoomCaution,
  t: TFunction,
  language: string,
  targetType: keyof typeof CAUTION_LIMITS.target = 'LpA',
): string {
  const number = (value: number) => formatInputNumber(value, language)
  const [shortest, longest] = CAUTION_LIMITS.reverberationTime
  const limits: Record<RoomCaution, string> = {
    nearField: number(CAUTION_LIMITS.listenerDistance),
    littleAbsorption: number(CAUTION_LIMITS.absorptionArea),
    tinyVolume: number(CAUTION_LIMITS.volume),
    anechoic: number(shortest),
    veryReverberant: number(longest),
    strictTarget:
      targetType === 'LpA'
        ? `${number(CAUTION_LIMITS.target.LpA)} dB(A)`
        : `${targetType} ${number(CAUTION_LIMITS.target[targetType])}`,
  }
  return t(`room.cautions.${caution}`, { limit: limits[caution] })
}
