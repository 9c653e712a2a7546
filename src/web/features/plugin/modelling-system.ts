// The modelling flow's working system: the products inserted into the CAD program from this tab, first
// the latest (docs/product-rules.md, "Card action": a card's action makes the silencer the first product).
// The list's card then reads Update for the product the drawing has. Kept in sessionStorage, never in the
// main application's workspace: the CAD host's page must not change a saved system or a quick calculation.
import type { FlowSystemStore } from '../chain/flow-system.ts'
import { newSystemForm, systemDraftOf } from '../systems/system-form.ts'
import type { SystemDraft } from '../workspace/workspace-store.ts'

export const MODELLING_SYSTEM_KEY = 'plugin.workingSystem'

const listeners = new Set<() => void>()
let cached: { raw: string | null; system: SystemDraft } | null = null

const emptySystem = (): SystemDraft => ({
  ...systemDraftOf(newSystemForm(false), false),
  items: [],
  room: null,
})

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(MODELLING_SYSTEM_KEY)
  } catch {
    return cached?.raw ?? null
  }
}

function read(): SystemDraft {
  const raw = readRaw()
  if (cached?.raw === raw) return cached.system
  let system = emptySystem()
  try {
    const parsed = raw === null ? null : (JSON.parse(raw) as unknown)
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as SystemDraft).items))
      system = parsed as SystemDraft
  } catch {
    // A damaged entry: the flow starts again with nothing inserted.
  }
  cached = { raw, system }
  return system
}

function write(system: SystemDraft): void {
  const raw = JSON.stringify(system)
  try {
    window.sessionStorage.setItem(MODELLING_SYSTEM_KEY, raw)
  } catch {
    // Storage blocked: the system lasts for this page only.
  }
  cached = { raw, system }
  listeners.forEach((listener) => listener())
}

export const modellingSystemStore: FlowSystemStore = {
  subscribe: (listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  read,
  write,
  // A product the host refused (or no host at all) is not in the drawing: the card must not offer Update.
  appliesAfterExport: true,
}
