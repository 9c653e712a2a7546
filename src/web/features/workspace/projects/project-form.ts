// The values of the project specification form and what they save.
import type { z } from 'zod'
import type { createProjectRequest } from '#contract/api/projects.ts'
import {
  checkDateField,
  projectDateRange,
  toFieldText,
  todayFieldText,
  toIsoDay,
} from '../../../domain/date-rules.ts'
import type { ProjectDraft } from '../../../state/workspace/workspace-store.ts'
import { isEmailAddress } from '../../../domain/email.ts'

export type ProjectInput = z.input<typeof createProjectRequest>

// A type, not an interface: @mantine/form takes values that index as a record.
export type ProjectFormValues = {
  name: string
  number: string
  address: string
  email: string
  phone: string
  /** The customer. */
  contactData: string
  /** dd.mm.yy */
  date: string
  comment: string
}

export function newProjectForm(): ProjectFormValues {
  return {
    name: '',
    number: '',
    address: '',
    email: '',
    phone: '',
    contactData: '',
    date: todayFieldText(),
    comment: '',
  }
}

/** The form of a saved project, or of a quick calculation's project kept in the browser. */
export function projectFormFrom(project: ProjectDraft): ProjectFormValues {
  return {
    name: project.name,
    number: project.number,
    address: project.address,
    email: project.email,
    phone: project.phone,
    contactData: project.contactData,
    date: toFieldText(project.date),
    comment: project.comment,
  }
}

/**
 * The date must lie from the previous month to the next month; a date the project already had stays valid
 * while it is not changed.
 */
export function projectDateChecked(values: ProjectFormValues, original?: ProjectFormValues): boolean {
  return original === undefined || values.date !== original.date
}

/**
 * The e-mail, when given, must be an address (domain/email.ts); one the project already had stays valid while it
 * is not changed, as its date does, so an older project can still be saved.
 */
export function projectEmailOk(values: ProjectFormValues, original?: ProjectFormValues): boolean {
  const email = values.email.trim()
  return email === '' || (original !== undefined && values.email === original.email) || isEmailAddress(email)
}

export function projectFormValid(values: ProjectFormValues, original?: ProjectFormValues): boolean {
  const range = projectDateChecked(values, original) ? projectDateRange() : undefined
  return checkDateField(values.date, range).ok && projectEmailOk(values, original)
}

/** The project's own fields as they are saved; a quick calculation keeps them so until sign-in. */
export function projectDraftOf(values: ProjectFormValues): ProjectDraft {
  const check = checkDateField(values.date)
  return {
    name: values.name.trim(),
    number: values.number.trim(),
    address: values.address.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    contactData: values.contactData.trim(),
    comment: values.comment.trim(),
    date: check.ok && check.date ? toIsoDay(check.date) : null,
  }
}

export const projectInputOf = (values: ProjectFormValues): ProjectInput => projectDraftOf(values)
