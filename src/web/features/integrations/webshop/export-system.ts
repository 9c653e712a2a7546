// The product-export flow's working system (docs/product-rules.md, "Card action": the card action makes the
// silencer the first product of the flow's working system). A shopper who comes from the shop normally has no
// active system, so the flow keeps its own in this browser, per resource: the shop's silencer is its first
// product, and the card shows Update. Kept in sessionStorage, so a reload of the flow keeps the shopper's
// changes.
import { z } from 'zod'
import { zeroBands } from '#engine/index.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'
import { systemDraftSchema } from '../../../state/workspace/stored-drafts.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import type { FlowSystemStore } from '../../../state/working-system/flow-system.ts'
import { newSystemForm, systemDraftOf } from '../../../state/workspace/system-form.ts'
import type { SystemDraft } from '../../../state/workspace/workspace-store.ts'

export const EXPORT_SYSTEM_KEY = 'webshop.workingSystem'

/**
 * Where the shop's product goes in a system the user already had, as the user chose (docs/product-rules.md,
 * "Export flow start"): the entry to replace (its index), 'add' (a new entry at the end), or null (the first
 * product, the flow's own system).
 */
export type ExportTarget = number | 'add' | null

/** What the flow keeps: the resource its load sequence ran for, and the flow's own system (if it needed one). */
interface StoredFlow {
  resourceId: string
  system: SystemDraft | null
  target: ExportTarget
}

// Without a resource the entry means nothing; a system or target that no longer reads is left out on its own.
const storedFlowSchema: z.ZodType<StoredFlow, unknown> = z.object({
  resourceId: z.string(),
  system: systemDraftSchema.nullable().catch(null),
  target: z
    .union([z.literal('add'), z.number().int()])
    .nullable()
    .catch(null),
})

// The shopper's changes are their work: another user's session in the tab puts them away for them.
const flowStore = createUserDraftStore<StoredFlow | null>({
  key: EXPORT_SYSTEM_KEY,
  kind: 'work',
  schema: storedFlowSchema,
  initial: null,
})

const readStored = flowStore.get

function writeStored(value: StoredFlow): void {
  flowStore.set(value)
}

/** The system an export flow starts with: the shop's sound power (or none yet) and the given products. */
export function exportSystemDraft(items: ChainItem[], inputSoundPowerLevel = zeroBands()): SystemDraft {
  // A new system's defaults (attenuation constant, filter), as a quick calculation starts with them.
  return { ...systemDraftOf(newSystemForm(false), false), inputSoundPowerLevel, items, room: null }
}

/** Whether the load sequence already ran for this resource in this tab (a reload must not add again). */
export const exportFlowStarted = (resourceId: string): boolean => readStored()?.resourceId === resourceId

/**
 * The load sequence ran for `resourceId`: with `system` when the flow works on its own (no active system, or
 * the user chose a new quick calculation), with null when it works on the active system, where the product
 * goes to `target` when the user confirms a card's action. A new resource replaces the previous one's.
 */
export function startExportFlow(
  resourceId: string,
  system: SystemDraft | null,
  target: ExportTarget = null,
): void {
  writeStored({ resourceId, system, target })
}

/** The entry index a target means in a chain of `length` entries. */
export function targetIndex(target: ExportTarget, length: number): number {
  if (target === 'add') return length
  return target ?? 0
}

const stores = new Map<string, FlowSystemStore>()

/** The flow's system of one resource as the chain reads and changes it (one store per resource). */
export function exportSystemStore(resourceId: string): FlowSystemStore {
  const existing = stores.get(resourceId)
  if (existing) return existing
  const store: FlowSystemStore = {
    subscribe: flowStore.subscribe,
    read: () => {
      const stored = readStored()
      return stored?.resourceId === resourceId ? stored.system : null
    },
    write: (system) => {
      const stored = readStored()
      if (stored?.resourceId === resourceId) writeStored({ ...stored, system })
    },
    productIndex: (length) => {
      const stored = readStored()
      return stored?.resourceId === resourceId ? targetIndex(stored.target, length) : 0
    },
  }
  stores.set(resourceId, store)
  return store
}
