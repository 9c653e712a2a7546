// Round silencers at an airflow: pressure drop, the airflow range between two pressure drops, and the
// flow-generated sound power. The class-level functions are what the calculation API calls.
import type { OctaveBands } from './bands.ts'
import { flowNoise } from './flow-noise.ts'
import { flowRangeForPressureDrops, pressureDrop } from './pressure-loss.ts'
import { roundSilencerModel, type RoundSilencerKey, type RoundSilencerModel } from './round-silencer.ts'
import {
  EngineError,
  litresPerSecond,
  lsToM3s,
  m3sToLs,
  meters,
  metersPerSecond,
  millimeters,
  mmToM,
  pascals,
  requireFinite,
  requirePositive,
  squareMeters,
  type LitresPerSecond,
  type Millimeters,
  type Pascals,
  type SquareMeters,
} from './units.ts'

/** Airflow limits, l/s. */
export interface AirflowRange {
  minInputAirflow: LitresPerSecond
  maxInputAirflow: LitresPerSecond
}

/** Nominal duct area π·D²/4, m². */
export function roundDuctArea(diameterMm: Millimeters): SquareMeters {
  const d = mmToM(diameterMm)
  return squareMeters((Math.PI * d * d) / 4)
}

/**
 * Round silencer pressure drop Δp = ζ·ρ/2·v², Pa, with ρ = 1.2 kg/m³ and v = q/(π·D²/4), q in m³/s, D the
 * nominal diameter in m. Source: docs/acoustics.md section 5.
 * @param zeta loss coefficient referred to the nominal duct velocity
 * @param diameterMm nominal diameter, mm (> 0)
 * @param airflowLs airflow, l/s (≥ 0; NEGATIVE_AIRFLOW otherwise)
 */
export function roundSilencerPressureDrop(input: {
  zeta: number
  diameterMm: Millimeters
  airflowLs: LitresPerSecond
}): Pascals {
  requirePositive(input.diameterMm, 'diameter')
  requireFinite(input.zeta, 'zeta')
  if (!(input.airflowLs >= 0)) throw new EngineError('NEGATIVE_AIRFLOW', { field: 'inputAirflow' })
  const velocity = metersPerSecond(lsToM3s(input.airflowLs) / roundDuctArea(input.diameterMm))
  return pressureDrop(input.zeta, velocity)
}

/**
 * The airflows (l/s) at which a round silencer has `minPressureDrop` and `maxPressureDrop` (Pa):
 * q = (π·D²/4)·√(2·Δp/(ρ·ζ)) — the exact inverse of roundSilencerPressureDrop.
 * Source: docs/acoustics.md section 5, "Inversion".
 */
export function roundSilencerAirflowRange(input: {
  zeta: number
  diameterMm: Millimeters
  minPressureDrop: Pascals
  maxPressureDrop: Pascals
}): AirflowRange {
  requirePositive(input.diameterMm, 'diameter')
  const range = flowRangeForPressureDrops(
    input.zeta,
    roundDuctArea(input.diameterMm),
    input.minPressureDrop,
    input.maxPressureDrop,
  )
  return { minInputAirflow: m3sToLs(range.min), maxInputAirflow: m3sToLs(range.max) }
}

/**
 * The model of a catalogue silencer with its loss coefficient: the catalogue's own ζ when it has one (a
 * manufacturer's measured value replaces the model's), else the class model's.
 */
function modelWithZeta(
  key: RoundSilencerKey,
  catalogueZeta?: number | null,
): RoundSilencerModel & { zeta: number } {
  const model = roundSilencerModel(key)
  const zeta = catalogueZeta ?? model.zeta
  if (zeta === null) throw new EngineError('NO_PRESSURE_DROP_MODEL', { field: 'silencerClass' })
  return { ...model, zeta }
}

/**
 * POST /api/calculations/round-silencers/pressure-drop: Δp (Pa) of a catalogue silencer at an airflow (l/s).
 * `catalogueZeta` is the catalogue product's own ζ, when the catalogue has one. Throws
 * NO_PRESSURE_DROP_MODEL for NRFV and NRPV without one, and the errors of roundSilencerModel.
 */
export function roundClassPressureDrop(
  input: RoundSilencerKey & { inputAirflow: number },
  catalogueZeta?: number | null,
): {
  pressureDrop: Pascals
} {
  const model = modelWithZeta(input, catalogueZeta)
  return {
    pressureDrop: roundSilencerPressureDrop({
      zeta: model.zeta,
      diameterMm: millimeters(model.diameter),
      airflowLs: litresPerSecond(input.inputAirflow),
    }),
  }
}

/**
 * POST /api/calculations/round-silencers/input-airflow: the airflow range (l/s) of a catalogue silencer
 * between two pressure drops (Pa), with the catalogue's own ζ when given. Throws NO_PRESSURE_DROP_MODEL
 * for NRFV and NRPV without one.
 */
export function roundClassAirflowRange(
  input: RoundSilencerKey & { minPressureDrop: number; maxPressureDrop: number },
  catalogueZeta?: number | null,
): AirflowRange {
  const model = modelWithZeta(input, catalogueZeta)
  return roundSilencerAirflowRange({
    zeta: model.zeta,
    diameterMm: millimeters(model.diameter),
    minPressureDrop: pascals(input.minPressureDrop),
    maxPressureDrop: pascals(input.maxPressureDrop),
  })
}

/**
 * Flow-generated sound power of a round silencer at an airflow, dB re 1 pW per band: VDI 2081-1 (5a) with
 * the free passage as the airway — v = q/(free area), S = π·D²/4, d_h of the free passage, Δp from the
 * model (at least 1 Pa; the flexible classes, which have no Δp model, use 1 Pa). Bands ≤ 0 dB are 0.
 * Source: docs/acoustics.md sections 6 and 7.
 */
export function roundSilencerFlowNoise(model: RoundSilencerModel, airflowLs: number): OctaveBands {
  if (!(airflowLs >= 0)) throw new EngineError('NEGATIVE_AIRFLOW', { field: 'inputAirflow' })
  const area = roundDuctArea(millimeters(model.diameter))
  const airflow = lsToM3s(litresPerSecond(airflowLs))
  const dp =
    model.zeta === null
      ? 0
      : roundSilencerPressureDrop({
          zeta: model.zeta,
          diameterMm: millimeters(model.diameter),
          airflowLs: litresPerSecond(airflowLs),
        })
  return flowNoise({
    airwayVelocity: metersPerSecond(airflow / (area * model.freeAreaRatio)),
    pressureDrop: pascals(dp),
    faceArea: area,
    hydraulicDiameter: meters(model.hydraulicDiameter / 1000),
  })
}
