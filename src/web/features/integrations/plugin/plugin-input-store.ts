// The CAD plugin's latest input as the screens read it: the rectangular configurator takes shape, sizes,
// airflow and sound power from here (docs/product-rules.md, "Plugin routing"). Kept in sessionStorage, so a
// reload inside the host keeps it.
import { z } from 'zod'
import { bandSet } from '#contract/api/bands.ts'
import { usePersistedStore } from '../../../state/persisted-store.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'
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

const size = z.number().finite().min(0)

const pluginRectInputSchema: z.ZodType<PluginRectInput, unknown> = z.object({
  shape: z.literal('straight'),
  width: size,
  height: size,
  connectionWidth: size,
  connectionHeight: size,
  airflow: size,
  soundPower: bandSet.nullable(),
})

// The host's message to the user who was at the screen: another user's session drops it, and the configurator
// starts from its defaults until the plugin sends again.
const pluginInputStore = createUserDraftStore<PluginRectInput | null>({
  key: PLUGIN_INPUT_KEY,
  kind: 'handshake',
  schema: pluginRectInputSchema,
  initial: null,
})

export const readPluginRectInput = pluginInputStore.get

export function storePluginRectInput(input: PluginRectInput | null): void {
  pluginInputStore.set(input)
}

/** The rectangular input from the plugin, or null (for the configurator screen). */
export function usePluginRectInput(): PluginRectInput | null {
  return usePersistedStore(pluginInputStore)
}
