import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SystemDocument } from '#contract/api/systems.ts'
import { SystemForm } from './SystemForm.tsx'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { FormModal } from '../../../ui/FormModal.tsx'
import { newSystemDraft } from '../form-drafts.ts'
import { systemsListRead } from '../../../state/workspace/queries.ts'

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
    if (system)
      void queryClient.invalidateQueries({
        queryKey: endpointKey(systemsApi.list, systemsListRead(projectId)),
      })
    // A new system's dialog closed on purpose (saved, or its input discarded) leaves no draft to restore.
    else newSystemDraft(projectId).forget()
    onClose()
  }
  return (
    <FormModal
      opened={opened}
      close={close}
      size="xl"
      title={system ? t('systemModal.editTitle') : t('systemModal.createTitle')}
    >
      {(setDirty) => (
        <SystemForm projectId={projectId} system={system} onDone={close} onDirtyChange={setDirty} />
      )}
    </FormModal>
  )
}
