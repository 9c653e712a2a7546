// A catalogue round silencer at an airflow: the engine's model with the catalogue's own attenuation and ζ.
// The web app's list and the server's webshop export both use it, so what the shop receives is what the
// shopper saw.
import { readBands, zeroBands, type OctaveBands } from './bands.ts'
import { roundModelOf } from './chain-airflow.ts'
import type { RoundAttenuationMaterial, RoundSilencerClass } from './round-classes.ts'
import { roundSilencerFlowNoise, roundSilencerPressureDrop } from './round-flow.ts'
import type { RoundSilencerModel } from './round-silencer.ts'
import { litresPerSecond, millimeters } from './units.ts'

/** The fields of a catalogue round silencer the model needs (the catalogue list's silencer has them all). */
export interface CatalogueRoundSilencer {
  class: string
  nominalSizeDiameter: number
  length: number
  attenuationMaterial: RoundAttenuationMaterial
  openable: boolean
  liningThickness: number
  soundAttenuation: Partial<OctaveBands>
  pressureDropCoefficient: number | null
}

/**
 * The engine's model of a catalogue silencer with the catalogue's own attenuation and ζ (the catalogue is
 * the truth; the model adds the free passage that the flow noise needs). A silencer the engine does not
 * model (an imported size) gets an open bore of its nominal diameter.
 */
export function catalogueRoundSilencerModel(silencer: CatalogueRoundSilencer): RoundSilencerModel {
  const modelled = roundModelOf({
    class: silencer.class,
    nominalSizeDiameter: silencer.nominalSizeDiameter,
    length: silencer.length,
    soundAttenuation: readBands(silencer.soundAttenuation),
    soundPowerLevel: readBands(silencer.soundAttenuation),
  })
  return {
    ...(modelled ?? {
      // NOTE: an imported class name the engine does not know; the model only reads it as a label.
      silencerClass: silencer.class as RoundSilencerClass,
      diameter: silencer.nominalSizeDiameter,
      length: silencer.length,
      shape: 'circular',
      attenuationMaterial: silencer.attenuationMaterial,
      openable: silencer.openable,
      liningThickness: silencer.liningThickness,
      podDiameter: null,
      freeAreaRatio: 1,
      passageWidth: silencer.nominalSizeDiameter,
      hydraulicDiameter: silencer.nominalSizeDiameter,
      dataSource: 'modelled',
    }),
    soundAttenuation: readBands(silencer.soundAttenuation),
    zeta: silencer.pressureDropCoefficient,
  }
}

/**
 * A modelled silencer at an airflow (l/s): its pressure drop (Pa; null without a ζ or a positive airflow)
 * and its flow-generated sound power (zero bands without a positive airflow).
 */
export function roundSilencerAtAirflow(
  model: RoundSilencerModel,
  airflowLs: number | null,
): { pressureDrop: number | null; soundPowerLevel: OctaveBands } {
  const airflow =
    typeof airflowLs === 'number' && Number.isFinite(airflowLs) && airflowLs > 0 ? airflowLs : null
  if (airflow === null) return { pressureDrop: null, soundPowerLevel: zeroBands() }
  const pressureDrop =
    model.zeta === null
      ? null
      : roundSilencerPressureDrop({
          zeta: model.zeta,
          diameterMm: millimeters(model.diameter),
          airflowLs: litresPerSecond(airflow),
        })
  return { pressureDrop, soundPowerLevel: roundSilencerFlowNoise(model, airflow) }
}
