import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { projectCalls, type ProjectListItem } from '../../api/projects.ts'
import { notifyError, notifySuccess } from '../notifications/notifications.ts'
import { logFailure } from '../workspace/errors.ts'
import { workspaceKeys } from '../workspace/queries.ts'
import { resetActiveProject } from '../workspace/workspace-store.ts'

/**
 * Leaving a project one was invited to: the server takes the user off it, the project leaves the list (it is
 * no longer theirs to see) and the list reloads. The project itself stays with its author.
 */
export function useLeaveProject(onLeft?: () => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (project: ProjectListItem) => projectCalls.leave(project.id),
    onSuccess: async ({ id }) => {
      queryClient.setQueryData<ProjectListItem[]>(workspaceKeys.projectList, (list) =>
        list?.filter((p) => p.id !== id),
      )
      queryClient.removeQueries({ queryKey: workspaceKeys.project(id) })
      resetActiveProject()
      notifySuccess(t('projects.left'))
      onLeft?.()
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.projectList })
    },
    onError: (error) => {
      logFailure('leave project', error)
      notifyError(t('projects.errors.leave'))
    },
  })
}
