// The calculation parameters of the regular silencers list: input airflow (l/s) and input sound power. Kept
// per flow in sessionStorage once the user changes them (a reload keeps them); until then they come from
// the working system (docs/product-rules.md, "Calculation parameters": prefilled from the active system, the
// webshop or the plugin).
import { useCallback, useSyncExternalStore } from 'react'
import { parseDecimal, readBands, zeroBands, type OctaveBands } from '#engine/index.ts'
import type { SelectionFlow } from '../silencer-classes/class-selection.ts'

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
export const AIRFLOW_MAX = 100_000

/** Why an airflow input cannot be used: not a number, below zero, or above the API's bound. */
export type AirflowProblem = 'notNumber' | 'negative' | 'tooHigh'

/** What is wrong with an airflow as typed, or null when it can be used (an empty input means none). */
export function airflowProblem(text: string): AirflowProblem | null {
  if (text.trim() === '') return null
  const value = parseDecimal(text.trim())
  if (value === null) return 'notNumber'
  if (value < 0) return 'negative'
  return value > AIRFLOW_MAX ? 'tooHigh' : null
}

/** An airflow input's value, l/s: null when empty or refused (see airflowProblem). */
export function parseAirflow(text: string): number | null {
  if (airflowProblem(text) !== null) return null
  return parseDecimal(text.trim())
}

function parse(raw: string | null): CalculationParameters | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<CalculationParameters>
    const airflow = typeof value.airflow === 'number' && value.airflow >= 0 ? value.airflow : null
    return { airflow, inputSoundPowerLevel: readBands(value.inputSoundPowerLevel ?? zeroBands()) }
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; value: CalculationParameters | null }>()

function read(flow: SelectionFlow): CalculationParameters | null {
  let raw: string | null = null
  try {
    raw = window.sessionStorage.getItem(storageKey(flow))
  } catch {
    raw = null
  }
  const cached = cache.get(flow)
  if (cached && cached.raw === raw) return cached.value
  const value = parse(raw)
  cache.set(flow, { raw, value })
  return value
}

export function storeParameters(flow: SelectionFlow, parameters: CalculationParameters | null): void {
  try {
    if (parameters === null) window.sessionStorage.removeItem(storageKey(flow))
    else window.sessionStorage.setItem(storageKey(flow), JSON.stringify(parameters))
  } catch {
    cache.set(flow, { raw: null, value: parameters })
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The parameters in force: the user's own once changed, otherwise `prefill` (the working system's noise
 * generator and the airflow of its first product).
 */
export function useCalculationParameters(
  flow: SelectionFlow,
  prefill: CalculationParameters,
): [CalculationParameters, (change: Partial<CalculationParameters>) => void, boolean] {
  const stored = useSyncExternalStore(
    subscribe,
    () => read(flow),
    () => null,
  )
  const current = stored ?? prefill
  const change = useCallback(
    (patch: Partial<CalculationParameters>) =>
      storeParameters(flow, { ...(read(flow) ?? prefill), ...patch }),
    [flow, prefill],
  )
  return [current, change, stored !== null]
}
