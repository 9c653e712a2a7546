import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { ProjectInput } from '../projects/project-form.ts'
import { paths } from '../../../domain/paths.ts'
import { notifyError } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import {
  clearProductSelection,
  setActiveProject,
  setActiveSystem,
  type SystemDraft,
} from '../../../state/workspace/workspace-store.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { call } from '../../../state/api/client.ts'
import { failureText } from '../../../state/workspace/failure-text.ts'
import { useCreateAttempts } from '../../../state/api/create-attempts.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'

export interface QuickCalculationSave {
  /** The active project to add the system to; without it the project is created first. */
  projectId?: string | undefined
  project: ProjectInput
  system: SystemDraft
}

/**
 * Saves a quick calculation (docs/product-rules.md, "Quick calculation"): the project first when there is
 * none, then the system; both become active, the product selection is cleared and the silencer classes open.
 */
export function useSaveQuickCalculation(onSaved?: () => void) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // One for each create: saved again after the system failed, the project created the first time answers
  // again instead of being made twice.
  const projectAttempts = useCreateAttempts()
  const systemAttempts = useCreateAttempts()
  return useMutation({
    mutationFn: async ({ projectId, project, system }: QuickCalculationSave) => {
      const projectInput = { body: project }
      const targetId =
        projectId ??
        (
          await call(projectsApi.create, {
            ...projectInput,
            headers: projectAttempts.headersFor(projectsApi.create, projectInput),
          })
        ).id
      // The chain and room made before signing in go with it, with the catalogue version of the lists it was
      // made from (docs/product-rules.md, "Quick calculation"; docs/catalogue.md).
      const { catalogueVersion, ...fields } = system
      const systemInput = {
        params: { projectId: targetId },
        body: {
          ...fields,
          items: system.items ?? [],
          ...(typeof catalogueVersion === 'number' ? { catalogueVersion } : {}),
        },
      }
      const saved = await call(systemsApi.create, {
        ...systemInput,
        headers: systemAttempts.headersFor(systemsApi.create, systemInput),
      })
      return { projectId: targetId, systemId: saved.id }
    },
    onSuccess: async (saved) => {
      projectAttempts.done()
      systemAttempts.done()
      onSaved?.()
      setActiveProject(saved.projectId)
      setActiveSystem(saved.systemId)
      clearProductSelection()
      await queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) })
      await navigate(paths.silencers)
    },
    onError: (error) => {
      logFailure('quick calculation', error)
      notifyError(failureText(t('quickCalculation.errors.save'), error))
    },
  })
}
