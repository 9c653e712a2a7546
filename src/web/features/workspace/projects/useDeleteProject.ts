import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { resetActiveProject } from '../../../state/workspace/workspace-store.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { call } from '../../../state/api/client.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { projectListInput } from '../../../state/workspace/queries.ts'

/**
 * Deleting a project removes it remotely, then from the list, resets the active project and reloads the list
 * (docs/product-rules.md, "Active project and system"). A failure is told to the user; the busy flag ends
 * either way.
 */
export function useDeleteProject(onDeleted?: () => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (project: ProjectListItem) => call(projectsApi.remove, { params: { id: project.id } }),
    onSuccess: async ({ id }) => {
      queryClient.setQueryData<ProjectListItem[]>(endpointKey(projectsApi.list, projectListInput), (list) =>
        list?.filter((p) => p.id !== id),
      )
      queryClient.removeQueries({ queryKey: endpointKey(projectsApi.get, { params: { id } }) })
      resetActiveProject()
      // The notice says where it can be restored (docs/product-rules.md, "Recently deleted").
      notifySuccess(t('projects.deleted', { days: RESTORABLE_DAYS, count: RESTORABLE_DAYS }))
      onDeleted?.()
      await queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list, projectListInput) })
    },
    onError: (error) => {
      logFailure('delete project', error)
      notifyError(t('projects.errors.delete'))
    },
  })
}
