// Octave band sets and the calculation enums as they travel over the API.
import { z } from 'zod'
import { BAND_KEYS } from '#engine/index.ts'
import type { AttenuationConstantType, FilterCorrectionType } from '#engine/index.ts'

/** A level or an attenuation in one band, dB: finite, −100 to 250. */
export const bandValue = z.number().finite().min(-100).max(250)

// The engine's band keys: one list for the calculation and the wire.
const keys = BAND_KEYS

/** A band set in a request: a missing band reads as 0; anything that is not a number in range is refused. */
export const bandSetInput = z.object(
  Object.fromEntries(keys.map((k) => [k, bandValue.default(0)])) as Record<
    (typeof keys)[number],
    z.ZodDefault<typeof bandValue>
  >,
)

/** A band set in an answer: unrounded numbers. */
export const bandSet = z.object(
  Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<(typeof keys)[number], z.ZodNumber>,
)

export const filterCorrectionType = z.enum([
  'NoFilter',
  'AFilter',
  'BFilter',
  'CFilter',
] as const satisfies readonly FilterCorrectionType[])
export const attenuationConstantType = z.enum([
  'NoConstant',
  'T1',
] as const satisfies readonly AttenuationConstantType[])

// Keeps the wire type and the engine's type the same shape.
