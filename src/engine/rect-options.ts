// The six cassette options of a rectangular silencer for one request (docs/product-rules.md,
// "Rectangular options"; the models in docs/acoustics.md section 8).
import type { LiningMaterial } from './absorption.ts'
import { bandsFromArray, bandsToArray, energySum, readBands, type OctaveBands } from './bands.ts'
import { chainStep } from './chain.ts'
import { flowNoise } from './flow-noise.ts'
import { flowRangeForPressureDrops, passageZeta, pressureDrop } from './pressure-loss.ts'
import { cassetteLayout, layoutGeometry, rectOptionLayouts, type CassetteLayout } from './rect-layout.ts'
import type { AirflowRange } from './round-flow.ts'
import { rectSilencerAttenuation } from './silencer-physics/rect-attenuation.ts'
import { EngineError, m3sToLs, meters, metersPerSecond, pascals } from './units.ts'
import { aWeightedTotal } from './weighting.ts'

/**
 * Pressure drop from which an option is flagged problematic, Pa (docs/product-rules.md, "Rectangular
 * options").
 */
export const PROBLEMATIC_PRESSURE_DROP = 35

/** The body of POST /api/calculations/rect-silencer-options. Dimensions in mm, airflow in l/s. */
export interface RectOptionsRequest {
  width: number
  height: number
  length: number
  inputAirflow: number
  /** Sound power arriving at the silencer per band, dB re 1 pW. */
  inputSoundPower: OctaveBands
  cassetteMaterial: LiningMaterial
}

/** One option: a cassette layout and what it does at the request's airflow. */
export interface RectSilencerOption extends CassetteLayout {
  /** Airflow over the free area between the cassettes, m/s. */
  silencerGapSpeed: number
  /** Airflow over width × height, m/s. */
  silencerEndSpeed: number
  /** Pa. */
  pressureDrop: number
  /** Insertion loss without flow per band, dB. */
  soundAttenuation: OctaveBands
  /** Flow-generated sound power per band, dB re 1 pW (0 = none); what the product carries in a chain. */
  soundPowerLevel: OctaveBands
  /** (input − attenuation) ⊕ flow noise per band, dB. */
  resultSoundPowerAfterLw: OctaveBands
  /** input − result per band, dB. */
  soundAttenuationWithAirflow: OctaveBands
  /** Total in − total out, dB. */
  totalAttenuationWithAirflow: number
  /** Energy total of the result, dB. */
  resultAfterLw: number
  /** A-weighted total of the result, dB(A). */
  resultAfterAFilter: number
  /** Same thickness and count as an earlier option. */
  similar: boolean
  /** Pressure drop ≥ 35 Pa. */
  problematic: boolean
}

/**
 * The option's figures that rest on the input sound power. Without one (all bands zero) they are not
 * defined: "attenuation with airflow" would be the negated flow noise, and the results after the silencer
 * the flow noise alone. Where an option leaves for somewhere that cannot mark them (the webshop), they go.
 */
export const SOUND_POWER_FIGURES = [
  'resultSoundPowerAfterLw',
  'soundAttenuationWithAirflow',
  'totalAttenuationWithAirflow',
  'resultAfterLw',
  'resultAfterAFilter',
] as const

/** The option without SOUND_POWER_FIGURES. */
export function withoutSoundPowerFigures<T extends Partial<RectSilencerOption>>(
  option: T,
): Omit<T, (typeof SOUND_POWER_FIGURES)[number]> {
  const rest: Record<string, unknown> = { ...option }
  for (const key of SOUND_POWER_FIGURES) delete rest[key]
  return rest as Omit<T, (typeof SOUND_POWER_FIGURES)[number]>
}

function requireDimensions(width: number, height: number, length: number): void {
  for (const [field, value] of [
    ['width', width],
    ['height', height],
    ['length', length],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) throw new EngineError('INVALID_DIMENSIONS', { field })
  }
}

/**
 * One option for a layout. Insertion loss: the splitter-cell physics model with airway = cassette spacing
 * and baffle = cassette thickness, from the interpolated table (docs/acoustics.md, "Silencer physics");
 * all airways are alike, so the combined loss −10·lg[(1/N)·Σ10^(−ILᵢ/10)] equals one airway's. Δp from
 * ζ_gap = 0.5(1−ε) + (1−ε)² + 0.032·L/(2s) at the gap velocity (docs/acoustics.md section 5). Flow noise VDI
 * 2081-1 with the gap velocity, Δp, face area W·H and d_h = 2s (docs/acoustics.md section 6).
 */
export function rectOption(request: RectOptionsRequest, layout: CassetteLayout): RectSilencerOption {
  const { width, height, length } = request
  requireDimensions(width, height, length)
  if (!(request.inputAirflow >= 0)) throw new EngineError('NEGATIVE_AIRFLOW', { field: 'inputAirflow' })
  const geometry = layoutGeometry(layout, width, height)
  const airflow = request.inputAirflow / 1000
  const gapSpeed = metersPerSecond(airflow / geometry.freeArea)
  const lengthM = meters(length / 1000)
  const zeta = passageZeta({
    openAreaRatio: geometry.openAreaRatio,
    length: lengthM,
    hydraulicDiameter: geometry.hydraulicDiameter,
  })
  const dp = pressureDrop(zeta, gapSpeed)
  const attenuation = rectSilencerAttenuation(
    layout.cassetteSpacing,
    layout.cassetteThickness,
    length,
    request.cassetteMaterial,
  )
  const selfNoise = flowNoise({
    airwayVelocity: gapSpeed,
    pressureDrop: dp,
    faceArea: geometry.faceArea,
    hydraulicDiameter: geometry.hydraulicDiameter,
  })
  const input = bandsToArray(readBands(request.inputSoundPower))
  const own = bandsToArray(selfNoise)
  const result = input.map((level, i) => chainStep(level, attenuation[i] ?? 0, own[i] ?? 0))
  const resultAfterLw = energySum(result)
  return {
    ...layout,
    silencerGapSpeed: gapSpeed,
    silencerEndSpeed: airflow / geometry.faceArea,
    pressureDrop: dp,
    soundAttenuation: bandsFromArray(attenuation),
    soundPowerLevel: selfNoise,
    resultSoundPowerAfterLw: bandsFromArray(result),
    soundAttenuationWithAirflow: bandsFromArray(input.map((level, i) => level - (result[i] ?? 0))),
    totalAttenuationWithAirflow: energySum(input) - resultAfterLw,
    resultAfterLw,
    resultAfterAFilter: aWeightedTotal(result),
    similar: false,
    problematic: dp >= PROBLEMATIC_PRESSURE_DROP,
  }
}

/**
 * The six options of a request (thickness 100, 100, 150, 150, 200, 200 mm with two counts each; see
 * rect-layout.ts), each flagged `similar` when an earlier option has the same thickness and count.
 * Throws INVALID_DIMENSIONS for a non-positive dimension and NEGATIVE_AIRFLOW for a negative airflow.
 */
export function rectSilencerOptions(request: RectOptionsRequest): RectSilencerOption[] {
  requireDimensions(request.width, request.height, request.length)
  const layouts = rectOptionLayouts(request.width)
  return layouts.map((layout, index) => ({
    ...rectOption(request, layout),
    similar: layouts
      .slice(0, index)
      .some(
        (earlier) =>
          earlier.cassetteThickness === layout.cassetteThickness &&
          earlier.amountOfCassettes === layout.amountOfCassettes,
      ),
  }))
}

/** The body of POST /api/calculations/rect-silencers/input-airflow. Dimensions in mm, pressure drops in Pa. */
export interface RectAirflowRangeRequest {
  width: number
  height: number
  length: number
  cassetteThickness: number
  amountOfCassettes: number
  minPressureDrop: number
  maxPressureDrop: number
}

/**
 * The airflows (l/s) at which one cassette layout has the two pressure drops: q = A_gap·√(2·Δp/(ρ·ζ_gap)),
 * the exact inverse of the option's Δp (docs/acoustics.md section 5, "Inversion"). Throws LAYOUT_DOES_NOT_FIT
 * when the cassettes do not fit the width.
 */
export function rectLayoutAirflowRange(request: RectAirflowRangeRequest): AirflowRange {
  requireDimensions(request.width, request.height, request.length)
  const layout = cassetteLayout(request.width, request.cassetteThickness, request.amountOfCassettes)
  const geometry = layoutGeometry(layout, request.width, request.height)
  const zeta = passageZeta({
    openAreaRatio: geometry.openAreaRatio,
    length: meters(request.length / 1000),
    hydraulicDiameter: geometry.hydraulicDiameter,
  })
  const range = flowRangeForPressureDrops(
    zeta,
    geometry.freeArea,
    pascals(request.minPressureDrop),
    pascals(request.maxPressureDrop),
  )
  return { minInputAirflow: m3sToLs(range.min), maxInputAirflow: m3sToLs(range.max) }
}
