// The noise generator estimated from fan data (docs/product-rules.md, "Fan sound power estimate"): the
// dialog's inputs, their bounds and the estimate the engine makes of them, in the browser.
import { aWeightedTotal, type FanType } from '#engine/index.ts'
import { estimatedBandsOf, FAN_ESTIMATE_BOUNDS, type NoiseGeneratorEstimate } from '#contract/api/systems.ts'
import { AIRFLOW_MAX } from '../selection/calculation-parameters.ts'
import { formatInputNumber } from '../../i18n/format.ts'

/**
 * Bounds of the inputs. The airflow's is the API's (docs/product-rules.md, "Airflow unit"); pressure and speed
 * are ours, around ventilation fans, since VDI 2081-1's own range could not be read (docs/acoustics-elements.md
 * section 10).
 */
export const FAN_ESTIMATE_LIMITS = {
  airflowMax: AIRFLOW_MAX,
  pressure: FAN_ESTIMATE_BOUNDS.totalPressureRise,
  speed: FAN_ESTIMATE_BOUNDS.speed,
} as const

export interface FanEstimateInput {
  type: FanType
  /** l/s; '' while empty. */
  airflow: number | ''
  /** Pa; '' while empty. */
  pressure: number | ''
  /** rpm; '' while empty. */
  speed: number | ''
}

/** Which inputs are out of their bounds (an empty input is not, but gives no estimate). */
export function fanEstimateProblems(input: FanEstimateInput) {
  const outside = (value: number | '', min: number, max: number) =>
    value !== '' && !(value >= min && value <= max)
  const { pressure, speed } = FAN_ESTIMATE_LIMITS
  return {
    airflow: input.airflow !== '' && !(input.airflow > 0 && input.airflow <= AIRFLOW_MAX),
    pressure: outside(input.pressure, pressure.min, pressure.max),
    speed: outside(input.speed, speed.min, speed.max),
  }
}

export interface FanEstimate {
  /** Each band to 0.1 dB, as a typed band holds it. */
  bands: number[]
  lwA: number
  /** The noise generator's mark: the method and the duty the bands were estimated from. */
  mark: NoiseGeneratorEstimate
}

/** The estimate, its LwA and its mark; null while an input is empty or refused. */
export function fanEstimate(input: FanEstimateInput): FanEstimate | null {
  const { airflow, pressure, speed } = input
  const problems = fanEstimateProblems(input)
  if (airflow === '' || pressure === '' || speed === '' || Object.values(problems).some(Boolean)) return null
  const mark: NoiseGeneratorEstimate = {
    method: 'VDI 2081-1:2019',
    fanType: input.type,
    airflow,
    totalPressureRise: pressure,
    speed,
  }
  const bands = estimatedBandsOf(mark)
  return { bands, lwA: aWeightedTotal(bands), mark }
}

/** The estimated bands as the band inputs' texts in the interface language. */
export const estimateBandTexts = (bands: readonly number[], language: string): string[] =>
  bands.map((band) => formatInputNumber(band, language))
