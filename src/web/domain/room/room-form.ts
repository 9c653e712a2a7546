// The room panel's inputs as typed, and the room they describe when every input is valid.
import type { RoomSettings } from '#contract/api/systems.ts'
import { ROOM_ACOUSTICS_MAX, ROOM_ACOUSTICS_MIN, TARGET_LIMITS } from '#contract/api/rooms.ts'
import { formatInputNumber, formatNumber, parseTypedNumber } from '../../i18n/format.ts'

/** The words for each directivity factor (the inputs' options and the report's room). */
export const directivityKeys = {
  1: 'room.directivities.freeField',
  2: 'room.directivities.wallOrCeiling',
  4: 'room.directivities.edge',
  8: 'room.directivities.corner',
} as const satisfies Record<RoomSettings['directivity'], string>

export interface RoomTexts {
  listenerDistance: string
  absorptionArea: string
  volume: string
  reverberationTime: string
  targetNr: string
  targetNc: string
}

type Field = keyof RoomTexts
/** Why an input is refused: not a number in its range, or not a whole number in range (targets). */
export type RoomFieldError = 'range' | 'target'

/** The inputs' ranges: the API's. */
const LIMITS = ROOM_ACOUSTICS_MAX
type AcousticField = keyof typeof ROOM_ACOUSTICS_MAX

/**
 * An acoustic input's range as the interface language writes it ("0.01" and "1,000" in English, "0,01" and
 * "1 000" in Finnish), for the message that refuses a value outside it.
 */
export function acousticRange(field: AcousticField, language: string): { min: string; max: string } {
  const bound = (value: number) =>
    formatNumber(value, language, { decimals: value < 1 ? Math.ceil(-Math.log10(value)) : 0 })
  return { min: bound(ROOM_ACOUSTICS_MIN[field]), max: bound(ROOM_ACOUSTICS_MAX[field]) }
}
/** The NR and NC families the engine rates against: the API's. */
export const TARGET_RANGES = { targetNr: TARGET_LIMITS.NR, targetNc: TARGET_LIMITS.NC } as const

/** The inputs of a room, as the interface language writes numbers (1,5 m in Finnish). */
export function roomTexts(room: RoomSettings, language: string): RoomTexts {
  const text = (value: number | null) => (value === null ? '' : formatInputNumber(value, language))
  return {
    listenerDistance: text(room.listenerDistance),
    absorptionArea: text(room.absorptionArea),
    volume: text(room.volume),
    reverberationTime: text(room.reverberationTime),
    targetNr: text(room.targetNr),
    targetNc: text(room.targetNc),
  }
}

const ROOM_FIELDS = [
  'listenerDistance',
  'absorptionMode',
  'absorptionArea',
  'volume',
  'reverberationTime',
  'directivity',
  'targetNr',
  'targetNc',
] as const satisfies readonly (keyof RoomSettings)[]

/** The same room, field by field (a saved copy of a room is another object with the same values). */
export const sameRoom = (a: RoomSettings, b: RoomSettings): boolean =>
  ROOM_FIELDS.every((field) => a[field] === b[field])

/** The inputs the absorption mode does not use are left alone. */
const unused = (mode: RoomSettings['absorptionMode'], field: Field): boolean =>
  mode === 'area' ? field === 'volume' || field === 'reverberationTime' : field === 'absorptionArea'

/** The inputs refused, and why; the targets may be empty (no target). */
export function roomErrors(
  texts: RoomTexts,
  mode: RoomSettings['absorptionMode'],
  language: string,
): Partial<Record<Field, RoomFieldError>> {
  const errors: Partial<Record<Field, RoomFieldError>> = {}
  for (const field of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    if (unused(mode, field)) continue
    const value = parseTypedNumber(texts[field], language)
    if (value === null || value < ROOM_ACOUSTICS_MIN[field] || value > LIMITS[field]) errors[field] = 'range'
  }
  for (const field of Object.keys(TARGET_RANGES) as (keyof typeof TARGET_RANGES)[]) {
    if (texts[field].trim() === '') continue
    const value = parseTypedNumber(texts[field], language)
    const [min, max] = TARGET_RANGES[field]
    if (value === null || !Number.isInteger(value) || value < min || value > max) errors[field] = 'target'
  }
  return errors
}

/**
 * The room of valid inputs (mode and directivity from `room`, unused inputs keep its values), or null while
 * any input is refused.
 */
export function roomFromTexts(texts: RoomTexts, room: RoomSettings, language: string): RoomSettings | null {
  const mode = room.absorptionMode
  if (Object.keys(roomErrors(texts, mode, language)).length > 0) return null
  const value = (field: keyof typeof LIMITS) =>
    unused(mode, field) ? room[field] : (parseTypedNumber(texts[field], language) ?? room[field])
  const target = (text: string) => (text.trim() === '' ? null : (parseTypedNumber(text, language) ?? null))
  return {
    ...room,
    listenerDistance: value('listenerDistance'),
    absorptionArea: value('absorptionArea'),
    volume: value('volume'),
    reverberationTime: value('reverberationTime'),
    targetNr: target(texts.targetNr),
    targetNc: target(texts.targetNc),
  }
}
