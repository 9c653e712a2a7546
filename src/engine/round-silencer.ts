// The modelled data of a round silencer (class, diameter, length): insertion loss, loss coefficient and the
// geometry the flow-noise model needs. The demo catalogue is generated from these functions.
import type { LiningMaterial } from './absorption.ts'
import { bandsFromArray, type OctaveBands } from './bands.ts'
import { approachZeta } from './pressure-loss.ts'
import {
  liningMaterialOf,
  POD_DIAMETER_RATIO,
  ROUND_SILENCER_CLASSES,
  roundClassDefinition,
  type RoundAttenuationMaterial,
  type RoundSilencerClass,
} from './round-classes.ts'
import { roundInsertionLoss } from './silencer-physics/silencer-model.ts'
import { tabulatedRoundLoss } from './silencer-physics/silencer-tables.ts'
import { EngineError, meters } from './units.ts'

/** Which silencer: class name, nominal diameter (mm) and length (mm). */
export interface RoundSilencerKey {
  silencerClass: string
  diameter: number
  length: number
}

/** The whole modelled data of one round silencer. Lengths in mm. */
export interface RoundSilencerModel {
  silencerClass: RoundSilencerClass
  /** Nominal (connection) diameter, mm. */
  diameter: number
  length: number
  shape: 'circular'
  attenuationMaterial: RoundAttenuationMaterial
  openable: boolean
  liningThickness: number
  /** Central pod diameter, mm, or null without a pod. */
  podDiameter: number | null
  /** Free area over nominal duct area (1 without a pod). */
  freeAreaRatio: number
  /** Radial width of the free passage, mm: D without a pod, (D − d_pod)/2 with one. */
  passageWidth: number
  /** Hydraulic diameter of the free passage, mm: D, or D − d_pod for the annulus. */
  hydraulicDiameter: number
  /** Insertion loss without flow per band, dB. */
  soundAttenuation: OctaveBands
  /** Loss coefficient referred to the nominal duct velocity; null where there is no pressure-drop model. */
  zeta: number | null
  /** Always 'modelled' here; measured catalogue data (EN ISO 7235) replaces it where it exists. */
  dataSource: 'modelled'
}

/**
 * The modelled data of a round silencer. Throws UNKNOWN_SILENCER_CLASS, DIAMETER_NOT_OFFERED or
 * LENGTH_NOT_OFFERED.
 * - Free passage: the nominal bore D (the lining sits outside it); with a pod, the annulus between the
 *   pod (d_pod = 0.5·D) and the bore, which is a curved slot of width s = (D − d_pod)/2.
 * - Insertion loss: the lined-channel physics model (docs/acoustics.md, "Silencer physics"): the lined
 *   bore of diameter D, or with a pod the annulus as its equivalent splitter cell; read from the committed
 *   table (silencer-tables.json), which equals the model at every catalogue size.
 * - ζ, referred to the nominal duct velocity: [0.5·(1−ε) + (1−ε)² + λ·L/d_h]/ε², λ = 0.032, d_h = D or
 *   D − d_pod (docs/acoustics.md section 5); without a pod ε = 1 and only friction remains.
 */
export function roundSilencerModel(key: RoundSilencerKey): RoundSilencerModel {
  const definition = roundClassDefinition(key.silencerClass)
  if (!definition.diameters.includes(key.diameter))
    throw new EngineError('DIAMETER_NOT_OFFERED', { field: 'diameter' })
  if (!definition.lengths.includes(key.length))
    throw new EngineError('LENGTH_NOT_OFFERED', { field: 'length' })
  const diameter = key.diameter
  const podDiameter = definition.pod ? POD_DIAMETER_RATIO * diameter : null
  const passageWidth = podDiameter === null ? diameter : (diameter - podDiameter) / 2
  const hydraulicDiameter = podDiameter === null ? diameter : diameter - podDiameter
  const freeAreaRatio = podDiameter === null ? 1 : 1 - (podDiameter / diameter) ** 2
  const attenuation = roundModelLoss(
    liningMaterialOf(definition.attenuationMaterial),
    definition.liningMm,
    diameter,
    podDiameter ?? 0,
    key.length,
  )
  const zeta = definition.hasPressureDropModel
    ? approachZeta({
        openAreaRatio: freeAreaRatio,
        length: meters(key.length / 1000),
        hydraulicDiameter: meters(hydraulicDiameter / 1000),
      })
    : null
  return {
    silencerClass: definition.name,
    diameter,
    length: key.length,
    shape: 'circular',
    attenuationMaterial: definition.attenuationMaterial,
    openable: definition.openable,
    liningThickness: definition.liningMm,
    podDiameter,
    freeAreaRatio,
    passageWidth,
    hydraulicDiameter,
    soundAttenuation: bandsFromArray(attenuation),
    zeta,
    dataSource: 'modelled',
  }
}

/** The model's insertion loss of a round geometry (mm): the table's entry, or the model where there is none. */
function roundModelLoss(
  material: LiningMaterial,
  lining: number,
  bore: number,
  pod: number,
  length: number,
): number[] {
  return (
    tabulatedRoundLoss(material, lining, bore, pod, length) ??
    roundInsertionLoss({
      bore: bore / 1000,
      lining: lining / 1000,
      pod: pod / 1000,
      length: length / 1000,
      material,
    })
  )
}

/** One physical geometry of the round catalogue (mm) and every length it comes in. */
export interface RoundCatalogueGeometry {
  material: LiningMaterial
  lining: number
  bore: number
  pod: number
  lengths: number[]
}

/** The distinct geometries of the round catalogue: what scripts/generate-silencer-tables.ts tabulates. */
export function roundCatalogueGeometries(): RoundCatalogueGeometry[] {
  const byKey = new Map<string, RoundCatalogueGeometry>()
  for (const name of ROUND_SILENCER_CLASSES) {
    const definition = roundClassDefinition(name)
    const material = liningMaterialOf(definition.attenuationMaterial)
    for (const bore of definition.diameters) {
      const pod = definition.pod ? POD_DIAMETER_RATIO * bore : 0
      const key = `${material}:${definition.liningMm}:${bore}:${pod}`
      const known = byKey.get(key)
      if (known === undefined)
        byKey.set(key, { material, lining: definition.liningMm, bore, pod, lengths: [...definition.lengths] })
      else known.lengths = [...new Set([...known.lengths, ...definition.lengths])].sort((a, b) => a - b)
    }
  }
  return [...byKey.values()]
}

/** Every class × diameter × length the demo catalogue offers, modelled. */
export function roundSilencerCatalogue(): RoundSilencerModel[] {
  return ROUND_SILENCER_CLASSES.flatMap((name) => {
    const definition = roundClassDefinition(name)
    return definition.diameters.flatMap((diameter) =>
      definition.lengths.map((length) => roundSilencerModel({ silencerClass: name, diameter, length })),
    )
  })
}

/**
 * The filter data of a class: shape, material, openable, nominal sizes and lengths (docs/product-rules.md,
 * "Silencer classes").
 */
export function roundClassFilterData(silencerClass: string): {
  shape: 'circular'
  attenuationMaterial: RoundAttenuationMaterial
  openable: boolean
  nominalSizes: number[]
  lengths: number[]
  hasPressureDropModel: boolean
} {
  const definition = roundClassDefinition(silencerClass)
  return {
    shape: 'circular',
    attenuationMaterial: definition.attenuationMaterial,
    openable: definition.openable,
    nominalSizes: [...definition.diameters],
    lengths: [...definition.lengths],
    hasPressureDropModel: definition.hasPressureDropModel,
  }
}
