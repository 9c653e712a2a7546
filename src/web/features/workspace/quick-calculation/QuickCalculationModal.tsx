import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { QuickCalculationDraft } from '../../../state/workspace/workspace-store.ts'
import { QuickCalculationForm } from './QuickCalculationForm.tsx'

/**
 * Quick calculation: project data, system data without date, constant, filter, bands, totals. With
 * `editing` the same fields of an anonymous calculation already made, its chain kept.
 */
export function QuickCalculationModal({
  opened,
  onClose,
  projectId,
  editing,
}: {
  opened: boolean
  onClose: () => void
  /** On the systems page the system goes into the active project; elsewhere a project is made too. */
  projectId?: string | undefined
  editing?: QuickCalculationDraft | undefined
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={editing ? t('quickCalculation.editTitle') : t('quickCalculation.title')}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {opened && <QuickCalculationForm projectId={projectId} editing={editing} onDone={onClose} />}
    </Modal>
  )
}
