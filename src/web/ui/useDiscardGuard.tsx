import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from './ConfirmModal.tsx'

/**
 * Asks before a form with unsaved input is closed by Escape, its ✕ or a click beside it: those close a modal
 * by reflex, and a new system's name and eight fan bands were gone with no warning. Closing after a save, or
 * by an explicit Cancel, goes through `close` unasked.
 */
export function useDiscardGuard(close: () => void) {
  const { t } = useTranslation()
  const dirty = useRef(false)
  const [asking, setAsking] = useState(false)
  const discard = () => {
    setAsking(false)
    dirty.current = false
    close()
  }
  return {
    /** What the form reports on every change: whether it holds input not yet saved. */
    setDirty: (value: boolean) => {
      dirty.current = value
    },
    requestClose: () => (dirty.current ? setAsking(true) : close()),
    prompt: (
      <ConfirmModal
        opened={asking}
        title={t('workspace.discardTitle')}
        message={t('workspace.discardMessage')}
        confirmLabel={t('workspace.discard')}
        onConfirm={discard}
        onCancel={() => setAsking(false)}
      />
    ),
  }
}
