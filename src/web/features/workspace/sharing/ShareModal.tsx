import { Modal } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { ShareForm } from './ShareForm.tsx'
import { projectsApi } from '#contract/api/projects.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'

/** Project sharing: invite registered users by e-mail (full access), remove invitees, Done. */
export function ShareModal({
  project,
  onClose,
}: {
  project: ProjectListItem | undefined
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) })
    onClose()
  }
  return (
    <Modal
      opened={project !== undefined}
      onClose={close}
      size="lg"
      title={t('sharing.title')}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {project && <ShareForm project={project} onDone={close} />}
    </Modal>
  )
}
