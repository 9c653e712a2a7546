import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { systemCalls, type SystemDocument } from '../../api/projects.ts'
import { notifyError, notifySuccess } from '../notifications/notifications.ts'
import { logFailure } from '../workspace/errors.ts'
import { workspaceKeys } from '../workspace/queries.ts'
import { copyName } from './copy-name.ts'
import { resetActiveSystem } from '../workspace/workspace-store.ts'

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
      queryClient.invalidateQueries({ queryKey: workspaceKeys.systems(projectId) }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.projectList }),
    ])

  const copy = useMutation({
    // The copy is told apart by its name, worded in the user's language ("AHU-1 (copy)").
    mutationFn: (system: SystemDocument) =>
      systemCalls.copy(projectId, system.id, { name: copyName(t, system.name) }),
    onSuccess: async (copied) => {
      queryClient.setQueryData<SystemDocument[]>(workspaceKeys.systems(projectId), (list) =>
        list ? [copied, ...list] : list,
      )
      notifySuccess(t('systems.copied'))
      await refresh()
    },
    onError: (error) => {
      logFailure('copy system', error)
      notifyError(t('systems.errors.copy'))
    },
  })

  const remove = useMutation({
    mutationFn: (system: SystemDocument) => systemCalls.remove(projectId, system.id),
    onSuccess: async ({ id }) => {
      queryClient.setQueryData<SystemDocument[]>(workspaceKeys.systems(projectId), (list) =>
        list?.filter((s) => s.id !== id),
      )
      queryClient.removeQueries({ queryKey: workspaceKeys.system(id) })
      resetActiveSystem()
      notifySuccess(t('systems.deleted'))
      await refresh()
    },
    onError: (error) => {
      logFailure('delete system', error)
      notifyError(t('systems.errors.delete'))
    },
  })

  return { copy, remove, busy: copy.isPending || remove.isPending }
}
