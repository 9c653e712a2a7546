import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { resetActiveProject } from '../../../state/workspace/workspace-store.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { call } from '../../../state/api/client.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { projectListInput } from '../../../state/workspace/queries.ts'

/**
 * Leaving a project one was invited to: the server takes the user off it, the project leaves the list (it is
 * no longer theirs to see) and the list reloads. The project itself stays with its author.
 */
export function useLeaveProject(onLeft?: () => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (project: ProjectListItem) => call(projectsApi.leave, { params: { projectId: project.id } }),
    onSuccess: async ({ id }) => {
      queryClient.setQueryData<ProjectListItem[]>(endpointKey(projectsApi.list, projectListInput), (list) =>
        list?.filter((p) => p.id !== id),
      )
      queryClient.removeQueries({ queryKey: endpointKey(projectsApi.get, { params: { id } }) })
      resetActiveProject()
      notifySuccess(t('projects.left'))
      onLeft?.()
      await queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list, projectListInput) })
    },
    onError: (error) => {
      logFailure('leave project', error)
      notifyError(t('projects.errors.leave'))
    },
  })
}
