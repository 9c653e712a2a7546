import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { copyName } from './copy-name.ts'
import { resetActiveSystem } from '../../../state/workspace/workspace-store.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { call } from '../../../state/api/client.ts'
import { failureText } from '../../../state/workspace/failure-text.ts'
import { useCreateAttempts } from '../../../state/api/create-attempts.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { projectListInput, systemsListRead } from '../../../state/workspace/queries.ts'

/**
 * Copy and delete of a system on the systems page. The specification only logs their failures; the user also
 * gets a short message, and the busy flags end in every case (docs/product-rules.md, "Failures the
 * specification only logs").
 */
export function useSystemMutations(projectId: string) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(systemsApi.list, systemsListRead(projectId)) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list, projectListInput) }),
    ])

  const attempts = useCreateAttempts()
  const copy = useMutation({
    // The copy is told apart by its name, worded in the user's language ("AHU-1 (copy)").
    mutationFn: (system: SystemDocument) => {
      const input = { params: { projectId, id: system.id }, body: { name: copyName(t, system.name) } }
      return call(systemsApi.copy, { ...input, headers: attempts.headersFor(systemsApi.copy, input) })
    },
    onSuccess: async (copied) => {
      attempts.done()
      queryClient.setQueryData<SystemDocument[]>(
        endpointKey(systemsApi.list, systemsListRead(projectId)),
        (list) => (list ? [copied, ...list] : list),
      )
      notifySuccess(t('systems.copied'))
      await refresh()
    },
    onError: (error) => {
      logFailure('copy system', error)
      notifyError(failureText(t('systems.errors.copy'), error))
    },
  })

  const remove = useMutation({
    mutationFn: (system: SystemDocument) => call(systemsApi.remove, { params: { projectId, id: system.id } }),
    onSuccess: async ({ id }) => {
      queryClient.setQueryData<SystemDocument[]>(
        endpointKey(systemsApi.list, systemsListRead(projectId)),
        (list) => list?.filter((s) => s.id !== id),
      )
      queryClient.removeQueries({ queryKey: endpointKey(systemsApi.get, { params: { id } }) })
      resetActiveSystem()
      // The notice says where it can be restored (docs/product-rules.md, "Recently deleted").
      notifySuccess(t('systems.deleted', { days: RESTORABLE_DAYS, count: RESTORABLE_DAYS }))
      await refresh()
    },
    onError: (error) => {
      logFailure('delete system', error)
      notifyError(t('systems.errors.delete'))
    },
  })

  return { copy, remove, busy: copy.isPending || remove.isPending }
}
