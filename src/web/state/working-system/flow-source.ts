// A flow's own system as a working system (the webshop export's, or a new quick calculation the user chose
// for the shop's product): kept in the flow's store (flow-system.ts), never in the main application's
// workspace.
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { FlowSystemStore } from './flow-system.ts'
import { browserState, chainStateOf, type WorkingSystemSource } from './source.ts'
import { fromBrowserSystem, type ChainState } from './working-system.ts'

const noSubscription = () => () => undefined
const none = () => null
const flush = () => Promise.resolve()

export function useFlowSystemSource(flow: FlowSystemStore | null): WorkingSystemSource {
  const own = useSyncExternalStore(flow?.subscribe ?? noSubscription, flow?.read ?? none, none)
  const system = useMemo(() => (own ? fromBrowserSystem(own) : null), [own])
  const current = useCallback((): ChainState | null => {
    const latest = flow?.read() ?? null
    return latest ? chainStateOf(fromBrowserSystem(latest)) : null
  }, [flow])
  const write = useCallback(
    (next: ChainState) => {
      const latest = flow?.read()
      if (flow && latest) flow.write({ ...latest, ...browserState(next) })
    },
    [flow],
  )
  return {
    status: system ? 'ready' : 'missing',
    system,
    saved: null,
    saveState: 'saved',
    current,
    write,
    flush,
  }
}
