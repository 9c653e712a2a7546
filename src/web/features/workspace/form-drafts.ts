// What the user has typed into a new project or a new system and not saved yet, kept in this tab so that a
// reload or a crash loses none of it (docs/product-rules.md, "System fields" and "Drafts belong to their
// user"). It is the user's work: another user's session puts it away for them, sign-out forgets it.
import { z } from 'zod'
import { BAND_COUNT } from '#engine/index.ts'
import { attenuationConstantType, filterCorrectionType } from '#contract/api/bands.ts'
import { noiseGeneratorEstimate } from '#contract/api/systems.ts'
import { createUserDraftStore } from '../../state/user-drafts.ts'
import type { SystemFormValues } from '../../state/workspace/system-form.ts'
import type { ProjectFormValues } from './projects/project-form.ts'

/** How a create form reads, keeps and forgets its draft (useSpecificationForm). */
export interface FormDraft<Values> {
  /** The draft to open with, or null. */
  read: () => Values | null
  keep: (values: Values) => void
  forget: () => void
}

// Texts as typed: the form's own limits apply again when it is saved, so none are checked here.
const projectValues = z.object({
  name: z.string(),
  number: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  contactData: z.string(),
  date: z.string(),
  comment: z.string(),
})

const projectStore = createUserDraftStore<ProjectFormValues | null>({
  key: 'drafts.newProject',
  kind: 'work',
  schema: projectValues,
  initial: null,
})

export const newProjectDraft: FormDraft<ProjectFormValues> = {
  read: projectStore.get,
  keep: (values) => void projectStore.set(values),
  forget: projectStore.clear,
}

const systemValues = z.object({
  name: z.string(),
  number: z.string(),
  date: z.string(),
  comment: z.string(),
  attenuationConstantType,
  filterCorrectionType,
  bands: z.array(z.string()).length(BAND_COUNT),
  estimate: noiseGeneratorEstimate.nullable(),
  airflow: z.string(),
})

interface SystemDraft {
  /** The project the system is being made in: another project's new system starts empty. */
  projectId: string
  values: SystemFormValues
}

const systemStore = createUserDraftStore<SystemDraft | null>({
  key: 'drafts.newSystem',
  kind: 'work',
  schema: z.object({ projectId: z.string(), values: systemValues }),
  initial: null,
})

/** The draft of a new system in `projectId`. */
export function newSystemDraft(projectId: string): FormDraft<SystemFormValues> {
  const ours = () => {
    const draft = systemStore.get()
    return draft?.projectId === projectId ? draft : null
  }
  return {
    read: () => ours()?.values ?? null,
    keep: (values) => void systemStore.set({ projectId, values }),
    // Closing one project's dialog leaves another project's draft alone.
    forget: () => {
      if (ours()) systemStore.clear()
    },
  }
}
