// Where a plugin input leads (docs/product-rules.md, "Plugin routing"): a round silencer opens
// regular-silencers with the diameter; a rectangular one opens the configurator with its snapped size,
// airflow and sound power.
import { snapRectDuctSize, type OctaveBands, type PluginInput } from '#engine/index.ts'
import type { PluginAlert } from './host-bridge.ts'
import type { PluginRectInput } from './plugin-input-store.ts'

export type PluginDecision =
  | {
      kind: 'round'
      /** Relative to the modelling layout. */
      path: string
      airflow: number | null
      soundPower: OctaveBands | null
    }
  | { kind: 'rect'; path: string; rect: PluginRectInput; alert: PluginAlert | null }

export function decidePluginInput(input: PluginInput): PluginDecision {
  const soundPower = input.hasSound ? input.sound : null
  if (input.productType === 'silencer') {
    const query = input.diameter > 0 ? `?diameter=${input.diameter}` : ''
    return {
      kind: 'round',
      path: `regular-silencers${query}`,
      airflow: input.airflow > 0 ? input.airflow : null,
      soundPower,
    }
  }
  const snapped = snapRectDuctSize({ width: input.width, height: input.height, shape: 'straight' })
  return {
    kind: 'rect',
    path: 'rect-silencer',
    rect: {
      shape: 'straight',
      width: snapped.width,
      height: snapped.height,
      connectionWidth: snapped.connectionWidth,
      connectionHeight: snapped.connectionHeight,
      airflow: input.airflow,
      soundPower,
    },
    alert: snapped.alert
      ? { key: 'noSuitableSize', width: snapped.alert.ductWidth, height: snapped.alert.ductHeight }
      : null,
  }
}

/**
 * The navigation state a host input travels with: which input of this page it was. The round list keys
 * itself on it, so a new input restarts the list from the new address (diameter) and parameters even when
 * the list is already open; the same screen would otherwise keep the filters it started with.
 */
export interface HostInputState {
  hostInput: number
}

export const hostInputState = (count: number): HostInputState => ({ hostInput: count })

/** The host input a location came with, or null (reached otherwise, such as from class selection). */
export function hostInputOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null
  const value = (state as Partial<HostInputState>).hostInput
  return typeof value === 'number' && Number.isInteger(value) ? value : null
}
