// The product-export flow's working system (docs/product-rules.md, "Card action": the card action makes the
// silencer the first product of the flow's working system). A shopper who comes from the shop normally has no
// active system, so the flow keeps its own in this browser, per resource: the shop's silencer is its first
// product, and the card shows Update. Kept in sessionStorage, so a reload of the flow keeps the shopper's
// changes.
import { zeroBands } from '#engine/index.ts'
import type { ChainItem } from '../chain/chain.ts'
import type { FlowSystemStore } from '../chain/flow-system.ts'
import { newSystemForm, systemDraftOf } from '../systems/system-form.ts'
import type { SystemDraft } from '../workspace/workspace-store.ts'

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

let cached: { raw: string | null; value: StoredFlow | null } = { raw: null, value: null }
const listeners = new Set<() => void>()

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(EXPORT_SYSTEM_KEY)
  } catch {
    return cached.raw
  }
}

function readStored(): StoredFlow | null {
  const raw = readRaw()
  if (raw === cached.raw) return cached.value
  let value: StoredFlow | null = null
  try {
    const parsed = raw === null ? null : (JSON.parse(raw) as Partial<StoredFlow> | null)
    if (parsed && typeof parsed.resourceId === 'string') {
      const system = parsed.system && typeof parsed.system === 'object' ? parsed.system : null
      const target =
        parsed.target === 'add' || (typeof parsed.target === 'number' && Number.isInteger(parsed.target))
          ? parsed.target
          : null
      value = { resourceId: parsed.resourceId, system, target }
    }
  } catch {
    value = null
  }
  cached = { raw, value }
  return value
}

function writeStored(value: StoredFlow | null): void {
  const raw = value === null ? null : JSON.stringify(value)
  try {
    if (raw === null) window.sessionStorage.removeItem(EXPORT_SYSTEM_KEY)
    else window.sessionStorage.setItem(EXPORT_SYSTEM_KEY, raw)
  } catch {
    // Storage blocked: the system lasts for this page only.
  }
  cached = { raw, value }
  listeners.forEach((listener) => listener())
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
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
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
