// The calculation API's one call per route into the engine; the engine holds every formula.
import type { z } from 'zod'
import type {
  inputSoundPowerRequest,
  rectAirflowRequest,
  rectOptionsRequest,
  roundAirflowRequest,
  roundPressureDropRequest,
  soundPowerRequest,
} from '#contract/api/calculations.ts'
import {
  calculateInputSoundPower,
  calculateSoundPower,
  expandByQuantity,
  hasSoundPower,
  rectLayoutAirflowRange,
  rectSilencerOptions,
  recommendRectOption,
  roundClassAirflowRange,
  roundClassDefinition,
  roundClassPressureDrop,
  readBands,
  type SoundPowerResult,
} from '#engine/index.ts'

type Body<S extends z.ZodType> = z.output<S>

export const soundPower = (body: Body<typeof soundPowerRequest>): SoundPowerResult =>
  calculateSoundPower({ ...body, products: expandByQuantity(body.products) })

/** A catalogue product's own loss coefficient ζ, or null when the catalogue has none for it. */
export type CatalogueZeta = (key: {
  silencerClass: string
  diameter: number
  length: number
}) => Promise<number | null>

/**
 * Δp of a catalogue silencer: with the catalogue's own ζ when it has one (measured data replace the model),
 * else the class model; null for the classes without either (NRFV, NRPV), which the interface shows as '-'.
 */
export async function roundPressureDrop(
  body: Body<typeof roundPressureDropRequest>,
  catalogueZeta: CatalogueZeta,
): Promise<{ pressureDrop: number | null }> {
  const zeta = await catalogueZeta(body)
  if (zeta === null && !roundClassDefinition(body.silencerClass).hasPressureDropModel)
    return { pressureDrop: null }
  return roundClassPressureDrop(body, zeta)
}

export const roundAirflowRange = async (
  body: Body<typeof roundAirflowRequest>,
  catalogueZeta: CatalogueZeta,
) => roundClassAirflowRange(body, await catalogueZeta(body))

/** The six options, the engine's recommended one marked (docs/product-rules.md, "Recommended option"). */
export function rectOptions(body: Body<typeof rectOptionsRequest>) {
  const options = rectSilencerOptions(body)
  const soundPowerGiven = hasSoundPower(readBands(body.inputSoundPower))
  const { recommendedOptionIndex } = recommendRectOption(options, { soundPowerGiven })
  return options.map((option, index) => ({ ...option, recommended: index === recommendedOptionIndex }))
}

export const rectAirflowRange = (body: Body<typeof rectAirflowRequest>) => rectLayoutAirflowRange(body)

/**
 * The calculator variant (docs/product-rules.md, "Calculator variant"): the chain at an airflow with
 * NoConstant and AFilter.
 */
export const inputSoundPower = (body: Body<typeof inputSoundPowerRequest>): SoundPowerResult =>
  calculateInputSoundPower({ ...body, inputAirflow: body.inputAirflow ?? 0 })
