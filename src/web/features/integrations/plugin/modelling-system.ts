// The modelling flow's working system: the products inserted into the CAD program from this tab, first
// the latest (docs/product-rules.md, "Card action": a card's action makes the silencer the first product).
// The list's card then reads Update for the product the drawing has. Kept in sessionStorage, never in the
// main application's workspace: the CAD host's page must not change a saved system or a quick calculation.
import type { FlowSystemStore } from '../../../state/working-system/flow-system.ts'
import { newSystemForm, systemDraftOf } from '../../../state/workspace/system-form.ts'
import type { SystemDraft } from '../../../state/workspace/workspace-store.ts'
import { systemDraftSchema } from '../../../state/workspace/stored-drafts.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'

export const MODELLING_SYSTEM_KEY = 'plugin.workingSystem'

const emptySystem = (): SystemDraft => ({
  ...systemDraftOf(newSystemForm(false), false),
  items: [],
  room: null,
})

// A damaged entry, or one without a chain: the flow starts again with nothing inserted. The products inserted
// are the user's work: another user's session in the tab puts them away for them.
const store = createUserDraftStore({
  key: MODELLING_SYSTEM_KEY,
  kind: 'work',
  holdsNothing: (system) => (system.items ?? []).length === 0,
  schema: systemDraftSchema.refine((system) => Array.isArray(system.items)),
  initial: emptySystem(),
})

export const modellingSystemStore: FlowSystemStore = {
  subscribe: store.subscribe,
  read: store.get,
  write: (system) => void store.set(system),
  // A product the host refused (or no host at all) is not in the drawing: the card must not offer Update.
  appliesAfterExport: true,
}
