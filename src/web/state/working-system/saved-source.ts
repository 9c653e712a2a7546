// A saved system as a working system: read through TanStack Query, every change shown at once over the
// stored system and saved after a pause by the saver (system-saver.ts), which outlives the screen.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { QueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { systemsApi, type SystemDocument } from '#contract/api/systems.ts'
import { endpointKey, endpointQuery } from '../endpoint-query.ts'
import { notifyError } from '../notifications.ts'
import { notifyWithAction } from '../notify-with-action.tsx'
import { hasDroppedChange, putBackDroppedChange } from './put-back-change.ts'
import {
  changeSystem,
  draftOf,
  flushSystem,
  saveStateOf,
  saverRevision,
  subscribeSaver,
  type SaveContext,
} from './system-saver.ts'
import { chainStateOf, type WorkingSystemSource } from './source.ts'
import { fromDocument, type ChainState } from './working-system.ts'

/** Where a saved system's changes go, and how the user hears of their saves going wrong. */
export function saveContextOf(queryClient: QueryClient, doc: SystemDocument, t: TFunction): SaveContext {
  const context: SaveContext = {
    queryClient,
    projectId: doc.projectId,
    systemId: doc.id,
    // The change that was dropped may be put back over the other save (its version stays in the history).
    onConflict: () => {
      if (!hasDroppedChange(doc.id)) return void notifyError(t('workspace.conflictChange'))
      notifyWithAction('error', t('workspace.conflictChangePutBack'), {
        label: t('workspace.putBackChange'),
        onClick: () => putBackDroppedChange(context),
      })
    },
    onError: () => notifyError(t('systems.errors.save')),
    onRetrying: () => notifyError(t('systems.errors.saveRetrying')),
  }
  return context
}

/** The saved system `systemId` (null: none, the source is missing). */
export function useSavedSystemSource(systemId: string | null): WorkingSystemSource {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const query = useQuery(
    endpointQuery(
      systemsApi.get,
      { params: { id: systemId ?? '' } },
      { enabled: systemId !== null, staleTime: 0 },
    ),
  )
  useSyncExternalStore(subscribeSaver, saverRevision, saverRevision)
  const doc = systemId ? (query.data ?? null) : null
  const draft = systemId ? draftOf(systemId) : null
  const system = useMemo(() => (doc ? fromDocument(doc, draft) : null), [doc, draft])

  const context = useMemo<SaveContext | null>(
    () => (doc ? saveContextOf(queryClient, doc, t) : null),
    [doc, queryClient, t],
  )
  const current = useCallback((): ChainState | null => {
    if (!doc) return null
    const stored =
      queryClient.getQueryData<SystemDocument>(endpointKey(systemsApi.get, { params: { id: doc.id } })) ?? doc
    return chainStateOf(fromDocument(stored, draftOf(doc.id)))
  }, [doc, queryClient])
  const write = useCallback(
    (next: ChainState) => {
      if (context && doc) changeSystem(context, doc, next)
    },
    [context, doc],
  )
  const flush = useCallback(() => (context ? flushSystem(context) : Promise.resolve()), [context])

  const status = system ? 'ready' : systemId === null ? 'missing' : query.isError ? 'error' : 'loading'
  const saveState = systemId ? saveStateOf(systemId) : 'saved'
  return { status, system, saved: doc, saveState, current, write, flush }
}
