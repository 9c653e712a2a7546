// The dimension data of the export: the airflow range at 1 and 100 Pa from the airflow range calls
// (docs/product-rules.md, "Airflow range"). Never called without numeric limits.
import { calculationsApi } from '#contract/api/calculations.ts'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { call } from '../../../state/api/client.ts'
import { airflowRangeRequest } from '../../../state/selection/pressure-drop.ts'
import type { DimData } from './product.ts'

export const DIM_DATA_LIMITS = { minPressureDrop: 1, maxPressureDrop: 100 } as const

export interface RectDimRequest {
  width: number
  height: number
  length: number
  cassetteThickness: number
  amountOfCassettes: number
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function toDimData(range: { minInputAirflow: number; maxInputAirflow: number }): DimData | null {
  if (!finite(range.minInputAirflow) || !finite(range.maxInputAirflow)) return null
  if (range.minInputAirflow <= 0 || range.maxInputAirflow <= range.minInputAirflow) return null
  return { minAirflow: range.minInputAirflow, maxAirflow: range.maxInputAirflow, ...DIM_DATA_LIMITS }
}

/**
 * The round silencer's range, or null when it cannot be computed: when airflowRangeRequest refuses the call
 * (missing class, diameter or length; NRFV and NRPV, which have no pressure-drop model and so no range,
 * docs/decisions/0004) no call is made; a failed call gives null too.
 */
export async function roundDimData(
  silencer: Pick<RoundSilencer, 'class' | 'nominalSizeDiameter' | 'length'>,
  signal?: AbortSignal,
): Promise<DimData | null> {
  const request = airflowRangeRequest(
    silencer,
    DIM_DATA_LIMITS.minPressureDrop,
    DIM_DATA_LIMITS.maxPressureDrop,
  )
  if (!request) return null
  try {
    return toDimData(await call(calculationsApi.roundAirflowRange, { body: request, signal }))
  } catch (error) {
    console.error('Airflow range of the round silencer failed', error)
    return null
  }
}

/** The rectangular silencer's range for its chosen cassette layout, or null. */
export async function rectDimData(request: RectDimRequest, signal?: AbortSignal): Promise<DimData | null> {
  if (
    ![
      request.width,
      request.height,
      request.length,
      request.cassetteThickness,
      request.amountOfCassettes,
    ].every(finite)
  )
    return null
  try {
    const range = await call(calculationsApi.rectAirflowRange, {
      body: { ...request, ...DIM_DATA_LIMITS },
      ...(signal ? { signal } : {}),
    })
    return toDimData(range)
  } catch (error) {
    console.error('Airflow range of the rectangular silencer failed', error)
    return null
  }
}
