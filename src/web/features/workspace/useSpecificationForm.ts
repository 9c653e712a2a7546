// The state and failure handling the project and system specification forms share.
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { notifyError } from '../../state/notifications.ts'
import { isConflict, logFailure } from '../../state/workspace/errors.ts'
import { failureText } from '../../state/workspace/failure-text.ts'

/** What the user is told when a save fails, translated by the caller. */
export interface SpecificationFormTexts {
  saveFailed: string
  /** Someone else saved the document first. */
  conflict: string
  /** The stored document could not be reloaded after a conflict. */
  notObtained: string
}

/**
 * The stored document being edited (none when creating), the form (@mantine/form) over its values, and
 * whether a version conflict reloaded them. `logName` names the document in the developer log
 * ("update project").
 */
export function useSpecificationForm<Stored, Values extends Record<string, unknown>>({
  stored,
  formFrom,
  newForm,
  logName,
  texts,
  onDirtyChange,
}: {
  stored: Stored | undefined
  formFrom: (stored: Stored) => Values
  newForm: () => Values
  logName: string
  texts: SpecificationFormTexts
  /** Told whether the values differ from those the form opened with (useDiscardGuard). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined
}) {
  const [base, setBase] = useState(stored)
  const [initialValues] = useState<Values>(() => (stored ? formFrom(stored) : newForm()))
  const form = useForm<Values>({ initialValues })
  const [conflict, setConflict] = useState(false)
  const dirty = form.isDirty()
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  const createFailed = (error: unknown) => {
    logFailure(`create ${logName}`, error)
    // The form stays open with what the user typed, whatever the reason.
    notifyError(failureText(texts.saveFailed, error, { kept: true }))
  }

  const updateFailed = async (error: unknown, reload: () => Promise<Stored>) => {
    logFailure(`update ${logName}`, error)
    if (!isConflict(error)) {
      notifyError(failureText(texts.saveFailed, error, { kept: true }))
      return
    }
    // Someone saved first: show what is stored now and let the user make the change again.
    notifyError(texts.conflict)
    try {
      const fresh = await reload()
      setBase(fresh)
      form.setValues(formFrom(fresh))
      setConflict(true)
    } catch (reloadError) {
      logFailure(`reload ${logName}`, reloadError)
      notifyError(texts.notObtained)
    }
  }

  return {
    base,
    form,
    conflict,
    clear: () => form.setValues(newForm()),
    createFailed,
    updateFailed,
  }
}
