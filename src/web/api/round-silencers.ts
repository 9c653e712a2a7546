// Typed calls for round silencers at an airflow: pressure drop, airflow range and the bulk calculation of the
// regular silencers list. The guards (docs/product-rules.md, "Airflow of a silencer card", "Airflow range")
// live in the callers.
import type { z } from 'zod'
import {
  calculationsApi,
  type bulkRequest,
  type roundAirflowRequest,
  type roundPressureDropRequest,
} from '#contract/api/calculations.ts'
import { call } from './client.ts'

export type RoundPressureDropInput = z.input<typeof roundPressureDropRequest>
export type RoundAirflowInput = z.input<typeof roundAirflowRequest>
export type BulkInput = z.input<typeof bulkRequest>

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {})

export const roundSilencerCalls = {
  pressureDrop: (body: RoundPressureDropInput, signal?: AbortSignal) =>
    call(calculationsApi.roundPressureDrop, { body, ...signalOf(signal) }),
  airflowRange: (body: RoundAirflowInput, signal?: AbortSignal) =>
    call(calculationsApi.roundAirflowRange, { body, ...signalOf(signal) }),
  bulk: (body: BulkInput, signal?: AbortSignal) =>
    call(calculationsApi.soundPowerBulk, { body, ...signalOf(signal) }),
}
