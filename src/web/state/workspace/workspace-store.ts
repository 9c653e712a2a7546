// The active project and system (docs/product-rules.md, "Active project and system"), kept in sessionStorage
// so a reload keeps them. They are drafts of one user: when another user's session replaces this tab's (a
// sign-in here, or in another tab over this one's session), the last user's are put away for them in this
// tab and given back when they sign in here again, so the next user never sees them and they are never lost
// unasked (docs/product-rules.md, "Drafts belong to their user"; the mechanism is user-drafts.ts).
import type { OctaveBands, AttenuationConstantType, FilterCorrectionType } from '#engine/index.ts'
import type { NoiseGeneratorEstimate, RoomSettings, SystemItem } from '#contract/api/systems.ts'
import type { InsertionPosition } from '../../domain/chain/insertion.ts'
import { z } from 'zod'
import { batch, createPersistedStore } from '../persisted-store.ts'
import { followSessionUsers } from '../user-drafts.ts'
import { insertionPositionSchema, quickCalculationDraftSchema } from './stored-drafts.ts'

export const WORKSPACE_STORAGE_KEY = 'workspace'

/** Project data of a quick calculation (the project's own fields, no id yet). */
export interface ProjectDraft {
  name: string
  number: string
  address: string
  email: string
  phone: string
  contactData: string
  comment: string
  /** The project date as the API stores it (local midnight, ISO), null when none was entered. */
  date: string | null
}

/** A project draft holding only a name (or nothing): what a quick calculation starts from in tests and views. */
export const projectDraftNamed = (name = ''): ProjectDraft => ({
  name,
  number: '',
  address: '',
  email: '',
  phone: '',
  contactData: '',
  comment: '',
  date: null,
})

/** A system's own data as the user enters it: its heading, the noise generator and how it is rated. */
export interface SystemHeading {
  name: string
  number: string
  comment: string
  date: string | null
  attenuationConstantType: AttenuationConstantType
  filterCorrectionType: FilterCorrectionType
  inputSoundPowerLevel: OctaveBands
  /** The fan duty the bands were estimated from, or null when they are the fan's own data. */
  noiseGeneratorEstimate: NoiseGeneratorEstimate | null
}

/** System data of a quick calculation, a flow's own system or a system modal. */
export interface SystemDraft extends SystemHeading {
  /** The chain of a system kept in the browser (until it is saved). */
  items?: SystemItem[]
  room?: RoomSettings | null
  /** The system airflow, l/s (every product's unless it has its own); null or left out: not set. */
  airflow?: number | null
  /** The catalogue version of the lists the chain was made with, sent when it is saved. */
  catalogueVersion?: number | null
}

/** An anonymous visitor's quick calculation: kept in this browser only, never saved. */
export interface QuickCalculationDraft {
  project: ProjectDraft
  system: SystemDraft
}

export interface WorkspaceState {
  /**
   * The user these drafts belong to; null when they were made signed out (or kept before drafts had an
   * owner): the next user to sign in takes them, as a quick calculation made before signing in is theirs.
   */
  ownerId: string | null
  activeProjectId: string | null
  activeSystemId: string | null
  quickCalculation: QuickCalculationDraft | null
  /** Silencer classes chosen for the active system; setting a system or clearing the selection empties it. */
  selectedClasses: readonly string[]
  /**
   * Where the products list adds the next product (docs/product-rules.md, "Insertion position"); null: at the
   * end.
   */
  insertionPosition: InsertionPosition | null
}

const initialState: WorkspaceState = {
  ownerId: null,
  activeProjectId: null,
  activeSystemId: null,
  quickCalculation: null,
  selectedClasses: [],
  insertionPosition: null,
}

// Each field is read on its own, so one that no longer reads (an older draft) costs only itself.
const workspaceSchema: z.ZodType<WorkspaceState, unknown> = z.object({
  ownerId: z.string().nullable().catch(null),
  activeProjectId: z.string().nullable().catch(null),
  activeSystemId: z.string().nullable().catch(null),
  quickCalculation: quickCalculationDraftSchema.nullable().catch(null),
  selectedClasses: z.array(z.string()).catch([]),
  insertionPosition: insertionPositionSchema.nullable().catch(null),
})

/** The store itself, for useWorkspace. */
export const workspaceStore = createPersistedStore({
  key: WORKSPACE_STORAGE_KEY,
  storage: 'session',
  schema: workspaceSchema,
  initial: initialState,
})

export const KEPT_WORKSPACES_STORAGE_KEY = 'keptWorkspaces'

/** Other users' drafts in this tab, by user id, each as its user left it. */
const keptStore = createPersistedStore<Record<string, WorkspaceState>>({
  key: KEPT_WORKSPACES_STORAGE_KEY,
  storage: 'session',
  // Each read as the workspace is, field by field.
  schema: z.record(z.string(), workspaceSchema),
  initial: {},
})

/** The current state; the same object until something changes (for useSyncExternalStore). */
export const getWorkspace = workspaceStore.get

function update(change: Partial<WorkspaceState>): void {
  workspaceStore.update((current) => ({ ...current, ...change }))
}

export const subscribeWorkspace = workspaceStore.subscribe

/** Details on a project card, creating a project: the project becomes active and no system is. */
export function setActiveProject(projectId: string): void {
  update({
    activeProjectId: projectId,
    activeSystemId: null,
    quickCalculation: null,
    selectedClasses: [],
    insertionPosition: null,
  })
}

/** Deleting the project, declining its deletion, or losing access to it. */
export function resetActiveProject(): void {
  update({ activeProjectId: null, activeSystemId: null, selectedClasses: [] })
}

/** Setting a system clears the silencer class selection (its calculation is recomputed from the system). */
export function setActiveSystem(systemId: string): void {
  update({ activeSystemId: systemId, selectedClasses: [], insertionPosition: null })
}

export function resetActiveSystem(): void {
  update({ activeSystemId: null, insertionPosition: null })
}

/** After a create modal saves: a new system starts with no product selection. */
export function clearProductSelection(): void {
  update({ selectedClasses: [] })
}

/**
 * An anonymous quick calculation replaces any active project and system. Made signed out, it belongs to
 * whoever signs in next (even after another user's session ended in this tab).
 */
export function startQuickCalculation(draft: QuickCalculationDraft): void {
  update({
    ownerId: null,
    activeProjectId: null,
    activeSystemId: null,
    quickCalculation: draft,
    selectedClasses: [],
    insertionPosition: null,
  })
}

/** A change to the quick calculation's chain or room (the overview and the products list). */
export function updateQuickCalculation(draft: QuickCalculationDraft): void {
  update({ quickCalculation: draft })
}

/** Insert before or after a product of the chain; the products list adds there (null: at the end). */
export function setInsertionPosition(position: InsertionPosition | null): void {
  update({ insertionPosition: position })
}

/**
 * Everything back to the start (tests, sign-out), the drafts put away for other users included: after a
 * sign-out nothing of anyone's unsaved work stays in the tab for the next person.
 */
export function clearWorkspace(): void {
  batch(() => {
    update(initialState)
    keptStore.clear()
  })
}

/** The drafts put away for `userId` in this tab, if any (tests). */
export const keptWorkspaceOf = (userId: string): WorkspaceState | undefined => keptStore.get()[userId]

const holdsNothing = (state: WorkspaceState): boolean =>
  state.activeProjectId === null && state.activeSystemId === null && state.quickCalculation === null

// The owner is kept in the workspace itself (its stored format has carried it since drafts had owners).
followSessionUsers<WorkspaceState>({
  store: workspaceStore,
  owner: { get: () => workspaceStore.get().ownerId, set: (ownerId) => update({ ownerId }) },
  kept: keptStore,
  holdsNothing,
})

/** The silencer classes chosen on the class selection screen (docs/selection.md, "Decisions"). */
export function setSelectedClasses(selectedClasses: readonly string[]): void {
  update({ selectedClasses: [...selectedClasses] })
}
