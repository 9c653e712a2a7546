// The active system's chain for the overview and the products list: read it, change it, see the result.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { SoundPowerResult } from '#engine/index.ts'
import { projectBase, type ProjectBase } from '#contract/api/project-base.ts'
import type { RoomSettings } from '#contract/api/systems.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import { notifyError } from '../notifications.ts'
import { chainCatalogueVersion } from '../catalogue/held-version.ts'
import { keepPendingQuickCalculation } from '../workspace/pending-quick-calculation.ts'
import { useWorkspace } from '../workspace/useWorkspace.ts'
import { getWorkspace, setInsertionPosition, updateQuickCalculation } from '../workspace/workspace-store.ts'
import { CHAIN_LIMIT } from '#contract/api/calculations.ts'
import { addProduct, withinChainLimit, type ChainItem } from '../../domain/chain/chain.ts'
import { calculateChain } from '../../domain/chain/chain-calculation.ts'
import {
  changeSystem,
  draftOf,
  flushSystem,
  isSaving,
  saverRevision,
  subscribeSaver,
  type SaveContext,
} from './system-saver.ts'
import { FlowSystemContext } from './flow-system.ts'
import {
  fromBrowserSystem,
  fromDocument,
  fromQuickCalculation,
  type ChainState,
  type WorkingSystem,
} from './working-system.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey, endpointQuery } from '../endpoint-query.ts'

const noSubscription = () => () => undefined

/** The parts of a browser-side system a change writes. */
const browserState = (next: ChainState) => ({
  items: next.items,
  room: next.room,
  airflow: next.airflow ?? null,
  catalogueVersion: next.catalogueVersion,
})
const none = () => null

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
  /** A change waits for its save, or a save is under way. */
  saving: boolean
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
 * The active system (signed in) or the anonymous quick calculation (kept in sessionStorage and
 * localStorage, never sent); without either, inside a flow that provides one (FlowSystemContext), the
 * flow's own browser-side system. A conflicting save (409) reloads the stored system and tells the user.
 */
export function useSystemChain(): SystemChain {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const signedIn = useSignedIn()
  const { activeSystemId, quickCalculation } = useWorkspace()
  const flow = useContext(FlowSystemContext)
  const flowSystem = useSyncExternalStore(flow?.subscribe ?? noSubscription, flow?.read ?? none, none)
  // A flow's own system (a webshop shopper's, or a new quick calculation the user chose for the shop's
  // product) comes before the active one: the flow must not change a saved system it was not given.
  const serverId = signedIn && flowSystem === null ? activeSystemId : null
  const query = useQuery(
    endpointQuery(
      systemsApi.get,
      { params: { id: serverId ?? '' } },
      { enabled: serverId !== null, staleTime: 0 },
    ),
  )
  useSyncExternalStore(subscribeSaver, saverRevision, saverRevision)
  const doc = serverId ? (query.data ?? null) : null
  const draft = serverId ? draftOf(serverId) : null
  const saving = serverId ? isSaving(serverId) : false

  // The active system: the saved one, else the quick calculation, else (in a flow) the flow's own.
  const system = useMemo(() => {
    if (flowSystem) return fromBrowserSystem(flowSystem)
    if (doc) return fromDocument(doc, draft)
    if (serverId) return null
    if (quickCalculation) return fromQuickCalculation(quickCalculation)
    return null
  }, [doc, draft, serverId, quickCalculation, flowSystem])
  const result = useMemo(() => (system ? calculateChain(system) : null), [system])

  const context = useMemo<SaveContext | null>(
    () =>
      doc
        ? {
            queryClient,
            projectId: doc.projectId,
            systemId: doc.id,
            onConflict: () => notifyError(t('workspace.conflictSystem')),
            onError: () => notifyError(t('systems.errors.save')),
          }
        : null,
    [doc, queryClient, t],
  )

  /** The chain and room as they are now (not as last rendered), so quick successive edits all count. */
  const latest = useCallback((): ChainState | null => {
    if (doc) {
      const stored =
        queryClient.getQueryData<SystemDocument>(endpointKey(systemsApi.get, { params: { id: doc.id } })) ??
        doc
      const current = fromDocument(stored, draftOf(doc.id))
      return {
        items: current.items,
        room: current.room,
        airflow: current.airflow,
        catalogueVersion: current.catalogueVersion,
      }
    }
    if (serverId) return null
    const browser = flow?.read() ?? getWorkspace().quickCalculation?.system ?? null
    return browser
      ? {
          items: browser.items ?? [],
          room: browser.room ?? null,
          airflow: browser.airflow ?? null,
          catalogueVersion: browser.catalogueVersion ?? null,
        }
      : null
  }, [doc, serverId, flow, queryClient])

  const change = useCallback(
    (edit: (current: ChainState) => Partial<ChainState>) => {
      const current = latest()
      if (!current) return
      const next = { ...current, ...edit(current) }
      // Past the API's limit the save would be refused (422): the edit is not made, and the user is told why.
      if (!withinChainLimit(current.items, next.items)) {
        notifyError(t('chain.limit', { limit: CHAIN_LIMIT }))
        return
      }
      // Changed items are stamped with the catalogue of the lists this page holds (docs/catalogue.md, "Saved
      // systems keep their own copies").
      if (next.items !== current.items)
        next.catalogueVersion = chainCatalogueVersion(queryClient, current.catalogueVersion)
      const own = flow?.read()
      if (flow && own) return flow.write({ ...own, ...browserState(next) })
      if (context && doc) return changeSystem(context, doc, next)
      const quick = getWorkspace().quickCalculation
      if (quick) {
        const updated = { ...quick, system: { ...quick.system, ...browserState(next) } }
        updateQuickCalculation(updated)
        keepPendingQuickCalculation(updated)
      }
    },
    [context, doc, latest, flow, queryClient, t],
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
  const flush = useCallback(() => (context ? flushSystem(context) : Promise.resolve()), [context])

  const status = system ? 'ready' : serverId === null ? 'missing' : query.isError ? 'error' : 'loading'
  // A save's answer carries no project and keeps the one read before; a system modal's save may drop it.
  const carried = projectBase.safeParse((doc as { project?: unknown } | null)?.project)
  const project = carried.success ? carried.data : null
  return { status, system, result, saved: doc, project, saving, apply, setRoom, setAirflow, add, flush }
}
