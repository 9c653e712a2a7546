// The pressure-drop curve of the export: 6 to 10 airflows spaced logarithmically over the airflow range
// (docs/integrations.md section 2). Between the range's ends the drop follows the power law through both ends
// (dp ∝ qⁿ; n = 2 for the quadratic models of the engine, which the range at 1 and 100 Pa reproduces).
import type { DimData, PressurePoint } from './product.ts'

export const MIN_POINTS = 6
export const MAX_POINTS = 10

/** True when the range can carry a curve: finite, positive and rising. */
export function isUsableRange(range: DimData): boolean {
  return (
    Number.isFinite(range.minAirflow) &&
    Number.isFinite(range.maxAirflow) &&
    range.minAirflow > 0 &&
    range.maxAirflow > range.minAirflow &&
    range.minPressureDrop > 0 &&
    range.maxPressureDrop > range.minPressureDrop
  )
}

/** How many points: one per half decade of airflow, kept within 6 … 10. */
export function pointCount(range: DimData): number {
  const decades = Math.log10(range.maxAirflow / range.minAirflow)
  return Math.min(MAX_POINTS, Math.max(MIN_POINTS, Math.round(decades * 4) + 1))
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** The curve's points, airflow rising and pressure drop rising with it. Throws on an unusable range. */
export function pressureCurve(range: DimData, count = pointCount(range)): PressurePoint[] {
  if (!isUsableRange(range)) throw new RangeError('The airflow range cannot carry a pressure-drop curve')
  const points = Math.min(MAX_POINTS, Math.max(MIN_POINTS, Math.round(count)))
  const qRatio = range.maxAirflow / range.minAirflow
  const exponent = Math.log(range.maxPressureDrop / range.minPressureDrop) / Math.log(qRatio)
  return Array.from({ length: points }, (_, i) => {
    const airflow = range.minAirflow * qRatio ** (i / (points - 1))
    const dp = range.minPressureDrop * (airflow / range.minAirflow) ** exponent
    return { airflow: round(airflow, 2), dp: round(dp, 2) }
  })
}
