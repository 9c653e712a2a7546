import { Modal } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SystemDocument } from '../../api/projects.ts'
import { workspaceKeys } from '../workspace/queries.ts'
import { SystemForm } from './SystemForm.tsx'

/** The system specification: create (Clear, Next → silencers) or edit (Save). */
export function SystemModal({
  opened,
  onClose,
  projectId,
  system,
}: {
  opened: boolean
  onClose: () => void
  projectId: string
  /** The system to edit; without it the modal creates one. */
  system?: SystemDocument | undefined
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const close = () => {
    if (system) void queryClient.invalidateQueries({ queryKey: workspaceKeys.systems(projectId) })
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      title={system ? t('systemModal.editTitle') : t('systemModal.createTitle')}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {opened && <SystemForm projectId={projectId} system={system} onDone={close} />}
    </Modal>
  )
}
