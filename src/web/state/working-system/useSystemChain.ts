// The active system's chain for the overview and the products list: read it, change it, see the result.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { SoundPowerResult } from '#engine/index.ts'
import { projectBase, type ProjectBase } from '#contract/api/project-base.ts'
import type { RoomSettings, SystemDocument } from '#contract/api/systems.ts'
import { CHAIN_LIMIT } from '#contract/api/calculations.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import { notifyError } from '../notifications.ts'
import { chainCatalogueVersion } from '../catalogue/held-version.ts'
import { useWorkspace } from '../workspace/useWorkspace.ts'
import { getWorkspace, setInsertionPosition } from '../workspace/workspace-store.ts'
import { addProduct, withinChainLimit, type ChainItem } from '../../domain/chain/chain.ts'
import { calculateChain } from '../../domain/chain/chain-calculation.ts'
import { FlowSystemContext } from './flow-system.ts'
import { useFlowSystemSource } from './flow-source.ts'
import { useQuickCalculationSource } from './quick-calculation-source.ts'
import { useSavedSystemSource } from './saved-source.ts'
import type { ChainState, WorkingSystem } from './working-system.ts'
import type { SaveState } from './system-saver.ts'

export interface SystemChain {
  /** 'missing': no active system and no quick calculation; 'error': the system cannot be obtained. */
  status: 'loading' | 'ready' | 'missing' | 'error'
  system: WorkingSystem | null
  /** The engine's calculation of `system`, made in the browser at once on every change. */
  result: SoundPowerResult | null
  /** The saved system as the server answered it (null for a quick calculation). */
  saved: SystemDocument | null
  /**
   * The project the system's own answer carried (GET /api/systems/:id), so that the overview names it before
   * the project's own request has answered; null when there is none.
   */
  project: ProjectBase | null
  /** 'saving': a change waits for its save, or a save is under way; 'refused': the server will not take it. */
  saveState: SaveState
  /** Changes the chain: shown and calculated at once, saved 400 ms after the last change. */
  apply: (edit: (items: ChainItem[]) => ChainItem[]) => void
  setRoom: (room: RoomSettings) => void
  /** Sets the system airflow (l/s; null clears it): every product's unless the product has its own. */
  setAirflow: (airflow: number | null) => void
  /** Adds one of a product at the workspace's insertion position (or raises its quantity, or appends). */
  add: (product: ChainItem) => void
  /** Saves a waiting change now. */
  flush: () => Promise<void>
}

/**
 * The working system from one of three sources: inside a flow that provides one (FlowSystemContext), the
 * flow's own browser-side system; else, signed in, the active saved system; else the anonymous quick
 * calculation. The edits below are the same for all three; the source decides where a change goes.
 */
export function useSystemChain(): SystemChain {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const signedIn = useSignedIn()
  const { activeSystemId } = useWorkspace()
  const flowSource = useFlowSystemSource(useContext(FlowSystemContext))
  // A flow's own system comes before the active one: the flow must not change a saved system it was not given.
  const serverId = signedIn && flowSource.status === 'missing' ? activeSystemId : null
  const savedSource = useSavedSystemSource(serverId)
  const quickSource = useQuickCalculationSource()
  const source = flowSource.status !== 'missing' ? flowSource : serverId !== null ? savedSource : quickSource
  const { system, current, write } = source
  const result = useMemo(() => (system ? calculateChain(system) : null), [system])

  const change = useCallback(
    (edit: (current: ChainState) => Partial<ChainState>) => {
      const before = current()
      if (!before) return
      const next = { ...before, ...edit(before) }
      // Past the API's limit the save would be refused (422): the edit is not made, and the user is told why.
      if (!withinChainLimit(before.items, next.items)) {
        notifyError(t('chain.limit', { limit: CHAIN_LIMIT, count: CHAIN_LIMIT }))
        return
      }
      // Changed items are stamped with the catalogue of the lists this page holds (docs/catalogue.md, "Saved
      // systems keep their own copies").
      if (next.items !== before.items)
        next.catalogueVersion = chainCatalogueVersion(queryClient, before.catalogueVersion)
      write(next)
    },
    [current, write, queryClient, t],
  )

  const apply = useCallback(
    (edit: (items: ChainItem[]) => ChainItem[]) => change(({ items }) => ({ items: edit(items) })),
    [change],
  )
  const setRoom = useCallback((room: RoomSettings) => change(() => ({ room })), [change])
  const setAirflow = useCallback((airflow: number | null) => change(() => ({ airflow })), [change])
  const add = useCallback(
    (product: ChainItem) =>
      change(({ items }) => {
        const added = addProduct(items, product, getWorkspace().insertionPosition)
        setInsertionPosition(added.position)
        return { items: added.items }
      }),
    [change],
  )

  const doc: SystemDocument | null = source.saved
  // A save's answer carries no project and keeps the one read before; a system modal's save may drop it.
  const carried = projectBase.safeParse((doc as { project?: unknown } | null)?.project)
  const project = carried.success ? carried.data : null
  return {
    status: source.status,
    system,
    result,
    saved: doc,
    project,
    saveState: source.saveState,
    apply,
    setRoom,
    setAirflow,
    add,
    flush: source.flush,
  }
}
