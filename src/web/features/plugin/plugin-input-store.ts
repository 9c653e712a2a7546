// The CAD plugin's latest input as the screens read it: the rectangular configurator takes shape, sizes,
// airflow and sound power from here (docs/product-rules.md, "Plugin routing"). Kept in sessionStorage, so a
// reload inside the host keeps it; a small external store for React.
import { useSyncExternalStore } from 'react'
import type { OctaveBands } from '#engine/index.ts'

export interface PluginRectInput {
  shape: 'straight'
  /** The silencer size, snapped to the allowed sizes, mm. */
  width: number
  height: number
  /** The duct connection, the nearest allowed size (W2xH2), mm. */
  connectionWidth: number
  connectionHeight: number
  /** l/s; 0 when the plugin sent none. */
  airflow: number
  /** The plugin's sound values (the configurator's input sound power), or null for the empty set. */
  soundPower: OctaveBands | null
}

export const PLUGIN_INPUT_KEY = 'plugin.rectInput'

const listeners = new Set<() => void>()
let cached: { raw: string | null; value: PluginRectInput | null } = { raw: null, value: null }

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(PLUGIN_INPUT_KEY)
  } catch {
    return cached.raw
  }
}

export function readPluginRectInput(): PluginRectInput | null {
  const raw = readRaw()
  if (raw === cached.raw) return cached.value
  let value: PluginRectInput | null = null
  try {
    value = raw === null ? null : (JSON.parse(raw) as PluginRectInput)
  } catch {
    value = null
  }
  cached = { raw, value }
  return value
}

export function storePluginRectInput(input: PluginRectInput | null): void {
  const raw = input === null ? null : JSON.stringify(input)
  try {
    if (raw === null) window.sessionStorage.removeItem(PLUGIN_INPUT_KEY)
    else window.sessionStorage.setItem(PLUGIN_INPUT_KEY, raw)
  } catch {
    // Storage blocked: the input lasts for this page only.
  }
  cached = { raw, value: input }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The rectangular input from the plugin, or null (for the configurator screen). */
export function usePluginRectInput(): PluginRectInput | null {
  return useSyncExternalStore(subscribe, readPluginRectInput, () => null)
}
