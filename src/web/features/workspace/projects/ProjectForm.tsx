import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { paths } from '../../../domain/paths.ts'
import { notifySuccess } from '../../../state/notifications.ts'
import { SpecificationForm } from '../SpecificationForm.tsx'
import { useSpecificationForm } from '../useSpecificationForm.ts'
import { setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { ProjectFields } from './ProjectFields.tsx'
import { newProjectForm, projectFormFrom, projectFormValid, projectInputOf } from './project-form.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { call } from '../../../state/api/client.ts'
import { useCreateAttempts } from '../../../state/api/create-attempts.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { projectListInput, projectRead } from '../../../state/workspace/queries.ts'
import { newProjectDraft } from '../form-drafts.ts'

/**
 * The body of the project specification modal. Create: Clear and Next (saves, makes the project active and
 * opens its systems); what is typed waits in the tab until then (form-drafts.ts). Edit: Cancel and Save with
 * the version it started from; on a conflict the stored project is reloaded into the form and the user is
 * told.
 */
export function ProjectForm({
  project,
  onDone,
  onDirtyChange,
}: {
  project?: ProjectListItem | undefined
  onDone: () => void
  /** Told whether the form holds input not yet saved. */
  onDirtyChange?: (dirty: boolean) => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useSpecificationForm({
    stored: project,
    formFrom: projectFormFrom,
    newForm: newProjectForm,
    logName: 'project',
    onDirtyChange,
    draft: newProjectDraft,
    texts: {
      saveFailed: t('projects.errors.save'),
      conflict: t('workspace.conflictProject'),
      notObtained: t('projects.errors.notObtained'),
    },
  })
  const { base } = form
  const { values } = form.form
  const original = base ? projectFormFrom(base) : undefined

  const attempts = useCreateAttempts()
  const create = useMutation({
    mutationFn: () => {
      const body = projectInputOf(values)
      return call(projectsApi.create, { body, headers: attempts.headersFor(projectsApi.create, { body }) })
    },
    onSuccess: async (created) => {
      attempts.done()
      form.forgetDraft()
      queryClient.setQueryData(endpointKey(projectsApi.get, projectRead(created.id)), created)
      await queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list, projectListInput) })
      setActiveProject(created.id)
      onDone()
      await navigate(paths.systems)
    },
    onError: form.createFailed,
  })

  const update = useMutation({
    mutationFn: (current: ProjectListItem) =>
      call(projectsApi.update, {
        params: { id: current.id },
        body: { ...projectInputOf(values), version: current.version },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(endpointKey(projectsApi.get, projectRead(saved.id)), saved)
      notifySuccess(t('projects.saved'))
      onDone()
    },
    onError: (error, current) =>
      form.updateFailed(error, () =>
        queryClient.fetchQuery({
          queryKey: endpointKey(projectsApi.get, projectRead(current.id)),
          queryFn: () => call(projectsApi.get, projectRead(current.id)),
          staleTime: 0,
        }),
      ),
  })

  const busy = create.isPending || update.isPending
  const submit = () => {
    if (base) update.mutate(base)
    else create.mutate()
  }

  return (
    <SpecificationForm
      editing={base !== undefined}
      busy={busy}
      valid={projectFormValid(values, original)}
      conflict={form.conflict}
      restored={form.restored}
      onSubmit={submit}
      onClear={form.clear}
      onCancel={onDone}
    >
      <ProjectFields form={form.form} original={original} />
    </SpecificationForm>
  )
}
