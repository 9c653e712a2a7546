// The calculation API's one call per route into the engine; the engine holds every formula.
import type { z } from 'zod'
import type {
  bulkRequest,
  inputSoundPowerRequest,
  rectAirflowRequest,
  rectOptionsRequest,
  roundAirflowRequest,
  roundPressureDropRequest,
  soundPowerRequest,
} from '#contract/api/calculations.ts'
import {
  calculateEachAfterGenerator,
  calculateInputSoundPower,
  calculateSoundPower,
  expandByQuantity,
  rectLayoutAirflowRange,
  rectSilencerOptions,
  roundClassAirflowRange,
  roundClassDefinition,
  roundClassPressureDrop,
  type SoundPowerResult,
} from '#engine/index.ts'

type Body<S extends z.ZodType> = z.output<S>

export const soundPower = (body: Body<typeof soundPowerRequest>): SoundPowerResult =>
  calculateSoundPower({ ...body, products: expandByQuantity(body.products) })

/** Each product on its own after the noise generator: the data of the regular silencers list. */
export const soundPowerBulk = (body: Body<typeof bulkRequest>) =>
  calculateEachAfterGenerator({ ...body, inputAirflow: body.inputAirflow ?? 0 }).map((result, i) => ({
    ...result,
    id: body.products[i]?.id ?? result.id ?? '',
  }))

/** Null for the classes without a pressure-drop model (NRFV, NRPV), which the interface shows as '-'. */
export function roundPressureDrop(body: Body<typeof roundPressureDropRequest>): {
  pressureDrop: number | null
} {
  if (!roundClassDefinition(body.silencerClass).hasPressureDropModel) return { pressureDrop: null }
  return roundClassPressureDrop(body)
}

export const roundAirflowRange = (body: Body<typeof roundAirflowRequest>) => roundClassAirflowRange(body)

export const rectOptions = (body: Body<typeof rectOptionsRequest>) => rectSilencerOptions(body)

export const rectAirflowRange = (body: Body<typeof rectAirflowRequest>) => rectLayoutAirflowRange(body)

/** The calculator variant (document 1 section 7): the chain at an airflow with NoConstant and AFilter. */
export const inputSoundPower = (body: Body<typeof inputSoundPowerRequest>): SoundPowerResult =>
  calculateInputSoundPower({ ...body, inputAirflow: body.inputAirflow ?? 0 })
