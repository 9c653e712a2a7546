// The room modal's inputs as typed, checked by the contract's own schema so the browser and the server refuse
// the same values, and a preset filling the target (which stays editable).
import type { z } from 'zod'
import type { RoomPreset } from '#contract/api/room-presets.ts'
import { createRoomRequest, type RoomDocument } from '#contract/api/rooms.ts'
import { formatInputNumber, parseTypedNumber } from '../../../i18n/format.ts'
import { acousticsCautions, targetCaution, type RoomCaution } from '../../../domain/room/room-cautions.ts'

export type RoomInput = z.input<typeof createRoomRequest>

export interface RoomFormValues {
  number: string
  name: string
  roomType: string | null
  targetType: RoomDocument['targetType']
  targetValue: string
  absorptionMode: RoomDocument['absorptionMode']
  absorptionArea: string
  volume: string
  reverberationTime: string
  listenerDistance: string
  directivity: RoomDocument['directivity']
}
export type RoomFormField = keyof RoomFormValues

/** A new room: an office-like room, 2 m from a ceiling outlet, 10 m² absorption, 35 dB(A). */
export function newRoomForm(language: string): RoomFormValues {
  return {
    number: '',
    name: '',
    roomType: null,
    targetType: 'LpA',
    targetValue: '35',
    absorptionMode: 'area',
    absorptionArea: '10',
    volume: '50',
    reverberationTime: formatInputNumber(0.8, language),
    listenerDistance: '2',
    directivity: 2,
  }
}

/** The form of a saved room, its numbers as the interface language writes them (0,8 s in Finnish). */
export function roomFormValues(room: RoomDocument, language: string): RoomFormValues {
  const text = (value: number) => formatInputNumber(value, language)
  return {
    number: room.number,
    name: room.name,
    roomType: room.roomType,
    targetType: room.targetType,
    targetValue: text(room.targetValue),
    absorptionMode: room.absorptionMode,
    absorptionArea: text(room.absorptionArea),
    volume: text(room.volume),
    reverberationTime: text(room.reverberationTime),
    listenerDistance: text(room.listenerDistance),
    directivity: room.directivity,
  }
}

/** A preset fills the target type and value; the user may change both afterwards. */
export function applyPreset(values: RoomFormValues, preset: RoomPreset | null): RoomFormValues {
  if (!preset) return { ...values, roomType: null }
  return {
    ...values,
    roomType: preset.id,
    targetType: preset.targetType,
    targetValue: String(preset.targetValue),
  }
}

const NUMBER_FIELDS = [
  'targetValue',
  'absorptionArea',
  'volume',
  'reverberationTime',
  'listenerDistance',
] as const

/** The body the API takes, and the fields it refuses (none: the body is valid). */
export function roomInput(
  values: RoomFormValues,
  language: string,
): { body: RoomInput | null; errors: RoomFormField[] } {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, parseTypedNumber(values[field], language) ?? NaN]),
  )
  const candidate = { ...values, ...numbers }
  const parsed = createRoomRequest.safeParse(candidate)
  if (parsed.success) return { body: parsed.data, errors: [] }
  const errors = new Set<RoomFormField>()
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && field in values) errors.add(field as RoomFormField)
  }
  return { body: null, errors: [...errors] }
}

/** The values typed that are valid yet unlikely for an occupied room (domain/room/room-cautions.ts). */
export function roomCautions(
  values: RoomFormValues,
  language: string,
): Partial<Record<RoomFormField, RoomCaution>> {
  return {
    ...acousticsCautions({
      absorptionMode: values.absorptionMode,
      listenerDistance: parseTypedNumber(values.listenerDistance, language),
      absorptionArea: parseTypedNumber(values.absorptionArea, language),
      volume: parseTypedNumber(values.volume, language),
      reverberationTime: parseTypedNumber(values.reverberationTime, language),
    }),
    targetValue: targetCaution(values.targetType, parseTypedNumber(values.targetValue, language)),
  }
}
