// Copying a system into another project from the systems page (docs/product-rules.md, "Copying a system"):
// one create with its Idempotency-Key, the notice that names the target and offers to open it, and what the
// user is told when it fails.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi, type SystemDocument } from '#contract/api/systems.ts'
import { ApiError, call } from '../../../state/api/client.ts'
import { failureText } from '../../../state/workspace/failure-text.ts'
import { isTransient } from '../../../state/workspace/errors.ts'
import { useCreateAttempts } from '../../../state/api/create-attempts.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { displayName } from '../../../domain/display.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { projectListInput, systemsListRead } from '../../../state/workspace/queries.ts'
import { setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { notifyWithAction } from '../../../state/notify-with-action.tsx'
import { paths } from '../../../domain/paths.ts'

export interface CopyToProjectInput {
  system: SystemDocument
  target: ProjectListItem
  /** The copy's name as the user left it; blank keeps the original's. */
  name: string
}

/** `projectId`: the project whose systems page copies. */
export function useCopyToProject(projectId: string) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const attempts = useCreateAttempts()

  const mutation = useMutation({
    mutationFn: ({ system, target, name }: CopyToProjectInput) => {
      const trimmed = name.trim()
      const input = {
        params: { projectId, id: system.id },
        body: { ...(trimmed === '' ? {} : { name: trimmed }), targetProjectId: target.id },
      }
      return call(systemsApi.copy, { ...input, headers: attempts.headersFor(systemsApi.copy, input) })
    },
    onSuccess: async (copied, { target }) => {
      attempts.done()
      notifyWithAction(
        'success',
        t('copyToProject.copied', { name: displayName(copied.name), project: displayName(target.name) }),
        {
          label: t('copyToProject.open'),
          onClick: () => {
            setActiveProject(target.id)
            void navigate(paths.systems)
          },
        },
      )
      // The target's list and the projects' system counts have changed.
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointKey(systemsApi.list, systemsListRead(target.id)),
        }),
        queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list, projectListInput) }),
      ])
    },
    onError: (error) => {
      logFailure('copy system to project', error)
      // Gone or no longer shared, the system or the target: the lists are read again.
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) })
    },
  })

  /** What the dialog says of the last failure, in the user's language; null when there is none. */
  const failure =
    mutation.error === null
      ? null
      : mutation.error instanceof ApiError && mutation.error.status === 404
        ? t('copyToProject.errors.notFound')
        : failureText(
            isTransient(mutation.error) ? t('systems.errors.copy') : t('copyToProject.errors.failed'),
            mutation.error,
          )
  return { mutation, failure }
}
