import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { QuickCalculationForm } from './QuickCalculationForm.tsx'

/** Quick calculation: project data, system data without date, constant, filter, bands, totals. */
export function QuickCalculationModal({
  opened,
  onClose,
  projectId,
}: {
  opened: boolean
  onClose: () => void
  /** On the systems page the system goes into the active project; elsewhere a project is made too. */
  projectId?: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('quickCalculation.title')}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {opened && <QuickCalculationForm projectId={projectId} onDone={onClose} />}
    </Modal>
  )
}
