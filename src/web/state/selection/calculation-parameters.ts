// The calculation parameters of the regular silencers list: input airflow (l/s) and input sound power. Kept
// per flow in sessionStorage once the user changes them (a reload keeps them); until then they come from
// the working system (docs/product-rules.md, "Calculation parameters": prefilled from the active system, the
// webshop or the plugin).
import { useCallback } from 'react'
import { z } from 'zod'
import { readBands, type OctaveBands } from '#engine/index.ts'
import { SYSTEM_AIRFLOW_MAX } from '#contract/api/systems.ts'
import { usePersistedStore, type PersistedStore } from '../persisted-store.ts'
import { createUserDraftStore } from '../user-drafts.ts'
import type { SelectionFlow } from '../../domain/selection/class-selection.ts'
import { fromShownAirflow, type AirflowUnit } from '../../domain/units/airflow-unit.ts'
import { parseTypedNumber } from '../../i18n/format.ts'

export interface CalculationParameters {
  /** l/s; null when not given. */
  airflow: number | null
  inputSoundPowerLevel: OctaveBands
}

/** Pauses before a change is applied (docs/product-rules.md, "Calculation parameters"). */
export const AIRFLOW_DEBOUNCE_MS = 600
export const SOUND_POWER_DEBOUNCE_MS = 500

const storageKey = (flow: SelectionFlow) => `regularSilencers.parameters.${flow}`

/** The API's bound on an airflow, l/s (the calculation and system schemas). */
export const AIRFLOW_MAX = SYSTEM_AIRFLOW_MAX

/** Why an airflow input cannot be used: not a number, below zero, or above the API's bound. */
export type AirflowProblem = 'notNumber' | 'negative' | 'tooHigh'

/**
 * What is wrong with an airflow as typed in `unit`, or null when it can be used (an empty input means
 * none). The bound is the API's, in the same unit.
 */
export function airflowProblem(text: string, unit: AirflowUnit, language: string): AirflowProblem | null {
  if (text.trim() === '') return null
  const value = parseTypedNumber(text, language)
  if (value === null) return 'notNumber'
  if (value < 0) return 'negative'
  return fromShownAirflow(value, unit) > AIRFLOW_MAX ? 'tooHigh' : null
}

/** An airflow input's value typed in `unit`, in l/s: null when empty or refused (see airflowProblem). */
export function parseAirflow(text: string, unit: AirflowUnit, language: string): number | null {
  if (airflowProblem(text, unit, language) !== null) return null
  const value = parseTypedNumber(text, language)
  return value === null ? null : fromShownAirflow(value, unit)
}

// Read as leniently as the inputs are: an airflow that is not a number or below 0 is none, bands read as typed.
const parametersSchema: z.ZodType<CalculationParameters, unknown> = z.object({
  airflow: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'number' && value >= 0 ? value : null)),
  inputSoundPowerLevel: z
    .unknown()
    .optional()
    .transform((value) => readBands(value)),
})

const stores = new Map<SelectionFlow, PersistedStore<CalculationParameters | null>>()

/** One key per flow, so each flow keeps its own parameters. */
function parametersStore(flow: SelectionFlow): PersistedStore<CalculationParameters | null> {
  let store = stores.get(flow)
  if (!store) {
    // The values the user typed are their work: another user's session puts them away for them.
    store = createUserDraftStore<CalculationParameters | null>({
      key: storageKey(flow),
      kind: 'work',
      schema: parametersSchema,
      initial: null,
    })
    stores.set(flow, store)
  }
  return store
}

export function storeParameters(flow: SelectionFlow, parameters: CalculationParameters | null): void {
  parametersStore(flow).set(parameters)
}

/**
 * The parameters in force: the user's own once changed, otherwise `prefill` (the working system's noise
 * generator and the airflow of its first product).
 */
export function useCalculationParameters(
  flow: SelectionFlow,
  prefill: CalculationParameters,
): [CalculationParameters, (change: Partial<CalculationParameters>) => void, boolean] {
  const store = parametersStore(flow)
  const stored = usePersistedStore(store)
  const current = stored ?? prefill
  const change = useCallback(
    (patch: Partial<CalculationParameters>) => store.set({ ...(store.get() ?? prefill), ...patch }),
    [store, prefill],
  )
  return [current, change, stored !== null]
}
