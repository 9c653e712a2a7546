// Catalogue products as entries of a system's chain, each with its own copy of its data (docs/catalogue.md,
// "Saved systems keep their own copies"; docs/product-rules.md, "System fields").
import type { AbstractProduct, Diffuser, RoundSilencer } from '#contract/api/catalogue.ts'
import {
  abstractElementBands,
  readBands,
  roundSilencerAtAirflow,
  zeroBands,
  type OctaveBands,
} from '#engine/index.ts'
import type { ChainItem } from '../chain/chain.ts'
import { silencerModel } from './ranking.ts'

/** A positive, finite airflow in l/s, or null. */
export const positiveAirflow = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

/**
 * A round silencer at an airflow (l/s): its pressure drop (Pa; null without a model or an airflow) and its
 * flow-generated sound power, by the engine with the catalogue's ζ (docs/acoustics.md section 5).
 */
export function silencerAtAirflow(
  silencer: RoundSilencer,
  airflowLs: number | null,
): { pressureDrop: number | null; soundPowerLevel: OctaveBands } {
  return roundSilencerAtAirflow(silencerModel(silencer), positiveAirflow(airflowLs))
}

/** A round silencer of the catalogue at an airflow (its own sound power is its flow noise there). */
export function silencerItem(
  silencer: RoundSilencer,
  airflowLs: number | null,
  pressureDrop?: number | null,
): ChainItem {
  const atAirflow = silencerAtAirflow(silencer, airflowLs)
  const attenuation = readBands(silencer.soundAttenuation)
  return {
    productId: silencer.id,
    productType: 'silencer',
    productClass: silencer.class,
    productName: silencer.name,
    productCode: silencer.code,
    productImageURL: silencer.imageURL,
    quantity: 1,
    soundPowerLevel: atAirflow.soundPowerLevel,
    soundAttenuation: attenuation,
    defaultSoundPowerLevel: atAirflow.soundPowerLevel,
    defaultSoundAttenuation: attenuation,
    inputAirflow: positiveAirflow(airflowLs),
    pressureDrop: pressureDrop === undefined ? atAirflow.pressureDrop : pressureDrop,
    nominalSizeDiameter: silencer.nominalSizeDiameter,
    length: silencer.length,
    attenuationMaterial: silencer.attenuationMaterial,
  }
}

export function diffuserItem(diffuser: Diffuser): ChainItem {
  const power = readBands(diffuser.soundPowerLevel)
  const attenuation = readBands(diffuser.soundAttenuation)
  return {
    productId: diffuser.id,
    productType: 'diffuser',
    productClass: diffuser.class,
    productName: diffuser.name,
    productCode: diffuser.code,
    productImageURL: diffuser.imageURL,
    quantity: 1,
    soundPowerLevel: power,
    soundAttenuation: attenuation,
    defaultSoundPowerLevel: power,
    defaultSoundAttenuation: attenuation,
    inputAirflow: diffuser.nominalAirflow,
    pressureDrop: diffuser.pressureDrop,
  }
}

/** The numeric attributes a user may edit on an other product, with their current values. */
export function editableAttributesOf(product: AbstractProduct): Record<string, number> {
  const values: Record<string, number> = {}
  const element = product.element as Record<string, unknown> | null
  for (const key of product.editableAttributes) {
    const value = element?.[key]
    if (typeof value === 'number') values[key] = value
  }
  return values
}

/** The band data of an other product with edited attributes (recomputed by the engine's element model). */
export function abstractBands(
  product: AbstractProduct,
  attributes: Record<string, number>,
): { soundPowerLevel: OctaveBands; soundAttenuation: OctaveBands } {
  if (product.element === null || Object.keys(attributes).length === 0)
    return {
      soundPowerLevel: readBands(product.soundPowerLevel),
      soundAttenuation: readBands(product.soundAttenuation),
    }
  // NOTE: only numeric keys the catalogue lists as editable are merged (editableAttributesOf), so the
  // element keeps its kind and shape.
  return abstractElementBands({ ...product.element, ...attributes })
}

export function abstractItem(product: AbstractProduct, attributes: Record<string, number> = {}): ChainItem {
  const bands = abstractBands(product, attributes)
  return {
    productId: product.id,
    productType: 'abstract',
    productClass: product.class,
    productName: product.name,
    productCode: product.code,
    productImageURL: product.imageURL,
    quantity: 1,
    soundPowerLevel: bands.soundPowerLevel,
    soundAttenuation: bands.soundAttenuation,
    defaultSoundPowerLevel: bands.soundPowerLevel,
    defaultSoundAttenuation: bands.soundAttenuation,
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  }
}

/**
 * A custom product (docs/product-rules.md, "Custom products"): id 'custom-' and a timestamp, class custom, no
 * data yet.
 */
export function customItem(
  fields: { name: string; code: string; imageURL: string },
  now: number = Date.now(),
): ChainItem {
  return {
    productId: `custom-${now}`,
    productType: 'custom',
    productClass: 'custom',
    productName: fields.name.trim(),
    productCode: fields.code.trim(),
    productImageURL: fields.imageURL,
    quantity: 1,
    soundPowerLevel: zeroBands(),
    soundAttenuation: zeroBands(),
    defaultSoundPowerLevel: zeroBands(),
    defaultSoundAttenuation: zeroBands(),
  }
}
