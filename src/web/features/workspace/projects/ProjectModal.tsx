import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { ProjectForm } from './ProjectForm.tsx'
import { projectsApi } from '#contract/api/projects.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { FormModal } from '../../../ui/FormModal.tsx'
import { newProjectDraft } from '../form-drafts.ts'

interface ProjectModalProps {
  opened: boolean
  onClose: () => void
  /** The project to edit; without it the modal creates one. */
  project?: ProjectListItem | undefined
}

/** The project specification: create (Clear, Next → systems) or edit (Save, Cancel). */
export function ProjectModal({ opened, onClose, project }: ProjectModalProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const close = () => {
    // Closing the edit modal reloads projects (docs/product-rules.md, "Active project and system").
    if (project) void queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) })
    // A new project's dialog closed on purpose (saved, or its input discarded) leaves no draft to restore.
    else newProjectDraft.forget()
    onClose()
  }
  return (
    <FormModal
      opened={opened}
      close={close}
      size="lg"
      title={project ? t('projectModal.editTitle') : t('projectModal.createTitle')}
    >
      {(setDirty) => <ProjectForm project={project} onDone={close} onDirtyChange={setDirty} />}
    </FormModal>
  )
}
