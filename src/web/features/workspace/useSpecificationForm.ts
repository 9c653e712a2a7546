// The state and failure handling the project and system specification forms share.
import { useForm } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'
import { notifyError } from '../../state/notifications.ts'
import { isConflict, logFailure } from '../../state/workspace/errors.ts'
import { failureText } from '../../state/workspace/failure-text.ts'
import type { FormDraft } from './form-drafts.ts'

/** What the user is told when a save fails, translated by the caller. */
export interface SpecificationFormTexts {
  saveFailed: string
  /** Someone else saved the document first. */
  conflict: string
  /** The stored document could not be reloaded after a conflict. */
  notObtained: string
}

/** Whether `values` are `fresh` in every field (form values: texts, lists of texts, null or an object). */
const sameValues = (values: Record<string, unknown>, fresh: Record<string, unknown>): boolean =>
  Object.keys(fresh).every((key) => JSON.stringify(values[key]) === JSON.stringify(fresh[key]))

/**
 * The stored document being edited (none when creating), the form (@mantine/form) over its values, and
 * whether a version conflict reloaded them. `logName` names the document in the developer log
 * ("update project"). Creating, the form keeps what is typed in `draft` and opens with it again (`restored`)
 * until it is saved, cleared or its dialog closed.
 */
export function useSpecificationForm<Stored, Values extends Record<string, unknown>>({
  stored,
  formFrom,
  newForm,
  logName,
  texts,
  onDirtyChange,
  draft,
}: {
  stored: Stored | undefined
  formFrom: (stored: Stored) => Values
  newForm: () => Values
  logName: string
  texts: SpecificationFormTexts
  /**
   * Told whether the form holds input not yet saved (useDiscardGuard): editing, values other than those it
   * opened with; creating, values other than a new document's, a restored draft's included.
   */
  onDirtyChange?: ((dirty: boolean) => void) | undefined
  /** Where a new document's unsaved values wait (docs/product-rules.md, "Drafts belong to their user"). */
  draft?: FormDraft<Values> | undefined
}) {
  const creating = stored === undefined
  const [base, setBase] = useState(stored)
  // A new document's values as the form starts them: what it holds beyond them is the user's input.
  const [fresh] = useState(newForm)
  const [restored, setRestored] = useState(() => (creating ? (draft?.read() ?? null) : null))
  const [initialValues] = useState<Values>(() => (stored ? formFrom(stored) : (restored ?? fresh)))
  const form = useForm<Values>({ initialValues })
  const [conflict, setConflict] = useState(false)
  const { values } = form
  // Restored input is unsaved input: closing the dialog over it asks as over anything typed.
  const dirty = creating ? !sameValues(values, fresh) : form.isDirty()
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])
  // Kept as it is typed, not when the form closes: a reload or a crash gives no notice. Nothing is written
  // before the first change, so that opening a form leaves a draft kept for another project alone.
  const changed = useRef(false)
  useEffect(() => {
    if (!creating || !draft) return
    if (!changed.current && sameValues(values, initialValues)) return
    changed.current = true
    if (sameValues(values, fresh)) draft.forget()
    else draft.keep(values)
  }, [creating, draft, values, initialValues, fresh])

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
    /** The values the form opened with came from the draft (and the user has not started over since). */
    restored: restored !== null,
    clear: () => {
      setRestored(null)
      draft?.forget()
      form.setValues(newForm())
    },
    /** Saved: the draft has done its work. */
    forgetDraft: () => draft?.forget(),
    createFailed,
    updateFailed,
  }
}
