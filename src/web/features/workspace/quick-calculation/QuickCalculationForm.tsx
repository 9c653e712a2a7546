import { Alert, Button, Divider, Group, LoadingOverlay, Stack, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { paths } from '../../../domain/paths.ts'
import { ProjectFields } from '../projects/ProjectFields.tsx'
import {
  newProjectForm,
  projectDraftOf,
  projectFormFrom,
  projectFormValid,
  projectInputOf,
  type ProjectFormValues,
} from '../projects/project-form.ts'
import { SystemFields } from '../systems/SystemFields.tsx'
import {
  newSystemForm,
  systemDraftOf,
  systemFormFrom,
  systemFormValid,
  type SystemFormValues,
} from '../../../state/workspace/system-form.ts'
import {
  startQuickCalculation,
  updateQuickCalculation,
  type QuickCalculationDraft,
} from '../../../state/workspace/workspace-store.ts'
import { keepPendingQuickCalculation } from '../../../state/workspace/pending-quick-calculation.ts'
import { useSaveQuickCalculation } from './useSaveQuickCalculation.ts'

/**
 * Next saves the project (unless one is active) and the system, clears the product selection and opens the
 * silencer classes. An anonymous visitor's calculation stays in this browser (docs/product-rules.md, "Quick
 * calculation"). With `editing` (an anonymous calculation whose chain is built) Save changes its data and
 * noise generator and keeps its chain, room and airflow.
 */
export function QuickCalculationForm({
  projectId,
  editing,
  onDone,
}: {
  projectId?: string | undefined
  editing?: QuickCalculationDraft | undefined
  onDone: () => void
}) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const projectForm = useForm<ProjectFormValues>({
    initialValues: editing ? projectFormFrom(editing.project) : newProjectForm(),
  })
  const systemForm = useForm<SystemFormValues>({
    initialValues: editing ? systemFormFrom(editing.system, i18n.language) : newSystemForm(false),
  })
  const project = projectForm.values
  const system = systemForm.values
  // The date a kept calculation already had stays valid while it is not changed.
  const [original] = useState(() => (editing ? projectFormFrom(editing.project) : undefined))

  const save = useSaveQuickCalculation(onDone)

  const withProject = projectId === undefined
  const valid = systemFormValid(system, false) && (!withProject || projectFormValid(project, original))
  const next = () => {
    if (!valid || save.isPending) return
    if (editing) {
      const draft = {
        project: projectDraftOf(project),
        system: { ...editing.system, ...systemDraftOf(system, false) },
      }
      updateQuickCalculation(draft)
      keepPendingQuickCalculation(draft, new Date(), editing)
      return onDone()
    }
    if (signedIn) {
      const draft = { projectId, project: projectInputOf(project), system: systemDraftOf(system, false) }
      return save.mutate(draft)
    }
    // Anonymous: the calculation stays in this browser, and is offered for saving after sign-in.
    const draft = { project: projectDraftOf(project), system: systemDraftOf(system, false) }
    startQuickCalculation(draft)
    keepPendingQuickCalculation(draft)
    onDone()
    void navigate(paths.silencers)
  }
  const clear = () => {
    projectForm.setValues(newProjectForm())
    systemForm.setValues(newSystemForm(false))
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        next()
      }}
    >
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={save.isPending} loaderProps={{ 'aria-label': t('workspace.busy') }} />
        {!signedIn && !editing && <Alert color="ductBlue">{t('quickCalculation.keptInBrowser')}</Alert>}
        {withProject && (
          <>
            <Title order={3} size="h5">
              {t('quickCalculation.projectSection')}
            </Title>
            <ProjectFields form={projectForm} original={original} />
            <Divider />
          </>
        )}
        <Title order={3} size="h5">
          {t('quickCalculation.systemSection')}
        </Title>
        <SystemFields form={systemForm} withDate={false} />
        <Group justify="flex-end">
          {editing ? (
            <Button variant="default" onClick={onDone}>
              {t('workspace.cancel')}
            </Button>
          ) : (
            <Button variant="default" onClick={clear}>
              {t('workspace.clear')}
            </Button>
          )}
          <Button type="submit" disabled={!valid} loading={save.isPending}>
            {editing ? t('workspace.save') : t('workspace.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
