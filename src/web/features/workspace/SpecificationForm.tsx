import { Alert, Button, Group, LoadingOverlay, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DraftRestoredNote } from '../../ui/DraftRestoredNote.tsx'
import classes from './SpecificationForm.module.css'

/**
 * The frame of the project and system specification forms around their fields: the busy overlay, the
 * notice after a conflict reload, the note that a new document's unsaved input was restored (with Start
 * over, which clears it as Clear does), and the buttons (Clear and Next when creating; Save, and Cancel when
 * the caller offers one, when editing). Submitting does nothing while invalid or busy.
 */
export function SpecificationForm({
  editing,
  busy,
  valid,
  conflict,
  restored = false,
  onSubmit,
  onClear,
  onCancel,
  children,
}: {
  editing: boolean
  busy: boolean
  valid: boolean
  conflict: boolean
  /** The form opened with the user's unsaved input of an earlier visit (useSpecificationForm). */
  restored?: boolean
  onSubmit: () => void
  onClear: () => void
  onCancel?: (() => void) | undefined
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (valid && !busy) onSubmit()
      }}
    >
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={busy} loaderProps={{ 'aria-label': t('workspace.busy') }} />
        {conflict && (
          <Alert color="orange" role="alert">
            {t('workspace.conflictReloaded')}
          </Alert>
        )}
        {restored && <DraftRestoredNote message={t('workspace.draftRestored')} onStartOver={onClear} />}
        {children}
        <Group justify="flex-end" className={classes.actions}>
          {editing ? (
            onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('workspace.cancel')}
              </Button>
            )
          ) : (
            <Button variant="default" onClick={onClear}>
              {t('workspace.clear')}
            </Button>
          )}
          <Button type="submit" disabled={!valid} loading={busy}>
            {editing ? t('workspace.save') : t('workspace.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
