// A saved system's version history (docs/product-rules.md, "Version history"): the list, asked for only while
// it is shown, and the restore, which replaces the system the screen works on with the version saved anew.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { systemVersionsApi, type SystemVersionEntry } from '#contract/api/system-versions.ts'
import { systemsApi, type SystemDocument } from '#contract/api/systems.ts'
import { ApiError, call } from '../../../state/api/client.ts'
import { endpointKey, endpointQuery } from '../../../state/endpoint-query.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { isConflict, logFailure } from '../../../state/workspace/errors.ts'
import { failureText } from '../../../state/workspace/failure-text.ts'
import { discardChange, flushSystem } from '../../../state/working-system/system-saver.ts'
import { saveContextOf } from '../../../state/working-system/saved-source.ts'
import { reloadStoredSystem, refreshSavedState } from '../../../state/working-system/save-request.ts'

/**
 * Why a restore was refused, as other saves say it: someone saved meanwhile (the system is reloaded), the
 * version or the system is gone, else the reason and remedy of a failure that may pass (network, server,
 * rate limit).
 */
function restoreFailureText(t: TFunction, error: unknown): string {
  if (isConflict(error)) return t('workspace.conflictSystem')
  if (error instanceof ApiError && error.status === 404) return t('systemHistory.errors.gone')
  return failureText(t('systemHistory.errors.restore'), error)
}

/** One earlier version read whole, while its view is open. */
export function useSystemVersion(system: SystemDocument, versionId: string | null) {
  const params = { projectId: system.projectId, id: system.id, versionId: versionId ?? '' }
  return useQuery(endpointQuery(systemVersionsApi.get, { params }, { enabled: versionId !== null }))
}

export function useSystemHistory(system: SystemDocument, enabled: boolean) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const params = { projectId: system.projectId, id: system.id }
  const versions = useQuery(endpointQuery(systemVersionsApi.list, { params }, { enabled, staleTime: 0 }))
  const systemKey = endpointKey(systemsApi.get, { params: { id: system.id } })

  const restore = useMutation({
    mutationFn: async (entry: SystemVersionEntry) => {
      // A save still under way goes first: the restore starts from the version it produces.
      await flushSystem(saveContextOf(queryClient, system, t))
      const base = queryClient.getQueryData<SystemDocument>(systemKey) ?? system
      return call(systemVersionsApi.restore, {
        params: { ...params, versionId: entry.id },
        body: { version: base.version },
      })
    },
    onSuccess: async (restored, entry) => {
      // The change not saved yet was made on what the restore replaced: it goes, as the dialog said.
      discardChange(system.id)
      // The answer carries the server's calculation; `project` (from GET /api/systems/:id) stays.
      queryClient.setQueryData<SystemDocument>(systemKey, (old) => ({ ...old, ...restored }))
      notifySuccess(t('systemHistory.restored', { version: entry.version }))
      // The list, and the rooms: the version may serve another room, or its room at another level.
      await refreshSavedState(queryClient, system.projectId, system.id, { rooms: true })
    },
    onError: async (error) => {
      logFailure('restore system version', error)
      // Someone saved meanwhile: the system is read again, with the list and the rooms its save changed.
      notifyError(restoreFailureText(t, error))
      await reloadStoredSystem(queryClient, system.projectId, system.id)
    },
  })
  return { versions, restore }
}
