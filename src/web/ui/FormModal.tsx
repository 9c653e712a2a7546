import { Modal, type MantineSize } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from './ConfirmModal.tsx'
import { useDiscardGuard } from './useDiscardGuard.ts'

/**
 * A modal holding a form that asks before Escape, its ✕ or a click beside it throws away unsaved input
 * (useDiscardGuard). `children` gets what the form reports its unsaved state to, and `close` what it calls
 * once saved; the form is mounted only while the modal is open, so it opens fresh.
 */
export function FormModal({
  opened,
  close,
  size,
  title,
  children,
}: {
  opened: boolean
  close: () => void
  size: MantineSize
  title: string
  children: (setDirty: (dirty: boolean) => void) => ReactNode
}) {
  const { t } = useTranslation()
  const guard = useDiscardGuard(close)
  // The question is the form modal's sibling: inside it, its Escape would reach the form modal too.
  return (
    <>
      <Modal
        opened={opened}
        onClose={guard.requestClose}
        size={size}
        title={title}
        closeButtonProps={{ 'aria-label': t('workspace.close') }}
      >
        {opened && children(guard.setDirty)}
      </Modal>
      <ConfirmModal
        opened={guard.asking}
        title={t('workspace.discardTitle')}
        message={t('workspace.discardMessage')}
        confirmLabel={t('workspace.discard')}
        onConfirm={guard.discard}
        onCancel={guard.keep}
      />
    </>
  )
}
