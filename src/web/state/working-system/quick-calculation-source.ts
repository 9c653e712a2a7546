// An anonymous visitor's quick calculation as a working system: kept in sessionStorage (the workspace) and,
// for the offer to save it after signing in, in localStorage; never sent to the server.
import { useMemo } from 'react'
import { keepPendingQuickCalculation } from '../workspace/pending-quick-calculation.ts'
import { useWorkspace } from '../workspace/useWorkspace.ts'
import { getWorkspace, updateQuickCalculation } from '../workspace/workspace-store.ts'
import { browserState, chainStateOf, type WorkingSystemSource } from './source.ts'
import { fromQuickCalculation, type ChainState } from './working-system.ts'

function current(): ChainState | null {
  const quick = getWorkspace().quickCalculation
  return quick ? chainStateOf(fromQuickCalculation(quick)) : null
}

function write(next: ChainState): void {
  const quick = getWorkspace().quickCalculation
  if (!quick) return
  const updated = { ...quick, system: { ...quick.system, ...browserState(next) } }
  updateQuickCalculation(updated)
  keepPendingQuickCalculation(updated, new Date(), quick)
}

const flush = () => Promise.resolve()

export function useQuickCalculationSource(): WorkingSystemSource {
  const { quickCalculation } = useWorkspace()
  const system = useMemo(
    () => (quickCalculation ? fromQuickCalculation(quickCalculation) : null),
    [quickCalculation],
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
