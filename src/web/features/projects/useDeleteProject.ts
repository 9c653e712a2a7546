import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { projectCalls, type ProjectListItem } from '../../api/projects.ts'
import { notifyError, notifySuccess } from '../notifications/notifications.ts'
import { logFailure } from '../workspace/errors.ts'
import { workspaceKeys } from '../workspace/queries.ts'
import { resetActiveProject } from '../workspace/workspace-store.ts'

/**
 * Deleting a project removes it remotely, then from the list, resets the active project and reloads the list
 * (docs/product-rules.md, "Active project and system"). A failure is told to the user; the busy flag ends
 * either way.
 */
export function useDeleteProject(onDeleted?: () => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (project: ProjectListItem) => projectCalls.remove(project.id),
    onSuccess: async ({ id }) => {
      queryClient.setQueryData<ProjectListItem[]>(workspaceKeys.projectList, (list) =>
        list?.filter((p) => p.id !== id),
      )
      queryClient.removeQueries({ queryKey: workspaceKeys.project(id) })
      resetActiveProject()
      notifySuccess(t('projects.deleted'))
      onDeleted?.()
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.projectList })
    },
    onError: (error) => {
      logFailure('delete project', error)
      notifyError(t('projects.errors.delete'))
    },
  })
}
