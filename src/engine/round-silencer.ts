// The modelled data of a round silencer (class, diameter, length): insertion loss, loss coefficient and the
// geometry the flow-noise model needs. The demo catalogue is generated from these functions.
import { liningAlpha } from './absorption.ts'
import { bandsFromArray, type OctaveBands } from './bands.ts'
import { linedPassageAttenuation } from './lined-duct.ts'
import { approachZeta } from './pressure-loss.ts'
import {
  liningMaterialOf,
  POD_DIAMETER_RATIO,
  ROUND_SILENCER_CLASSES,
  roundClassDefinition,
  type RoundAttenuationMaterial,
  type RoundSilencerClass,
} from './round-classes.ts'
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
 * - Insertion loss: Sabine D = 1.05·α^1.4·(P/S)·L with P/S = 4/D (bore) or 2/s (annulus), beaming above
 *   c/D or c/s, capped at 50 dB (acoustics.md 4a, 4b, section 0); α from the lining (absorption.ts).
 * - ζ, referred to the nominal duct velocity: [0.5·(1−ε) + (1−ε)² + λ·L/d_h]/ε², λ = 0.032, d_h = D or
 *   D − d_pod (acoustics.md section 6); without a pod ε = 1 and only friction remains.
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
  const alpha = liningAlpha(liningMaterialOf(definition.attenuationMaterial), definition.liningMm)
  const attenuation = linedPassageAttenuation({
    alpha,
    // P/S = 4/D for the bore, 4/(D − d_pod) = 2/s for the annulus: both equal 4/d_h.
    perimeterOverArea: 4 / (hydraulicDiameter / 1000),
    length: meters(key.length / 1000),
    passageWidth: meters(passageWidth / 1000),
  })
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

/** Every class × diameter × length the demo catalogue offers, modelled. */
export function roundSilencerCatalogue(): RoundSilencerModel[] {
  return ROUND_SILENCER_CLASSES.flatMap((name) => {
    const definition = roundClassDefinition(name)
    return definition.diameters.flatMap((diameter) =>
      definition.lengths.map((length) => roundSilencerModel({ silencerClass: name, diameter, length })),
    )
  })
}

/** The filter data of a class: shape, material, openable, nominal sizes and lengths (document 2 section 3). */
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
