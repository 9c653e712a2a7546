// The active project and system (docs/product-rules.md, "Active project and system"), kept in sessionStorage
// so a reload keeps them.
import type { OctaveBands, AttenuationConstantType, FilterCorrectionType } from '#engine/index.ts'
import type { RoomSettings, SystemItem } from '#contract/api/systems.ts'
import type { InsertionPosition } from '../chain/insertion.ts'

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
  activeProjectId: null,
  activeSystemId: null,
  quickCalculation: null,
  selectedClasses: [],
  insertionPosition: null,
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedState: WorkspaceState = initialState

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(WORKSPACE_STORAGE_KEY)
  } catch {
    return null
  }
}

function parse(raw: string | null): WorkspaceState {
  if (!raw) return initialState
  try {
    const value = JSON.parse(raw) as Partial<WorkspaceState>
    return {
      activeProjectId: typeof value.activeProjectId === 'string' ? value.activeProjectId : null,
      activeSystemId: typeof value.activeSystemId === 'string' ? value.activeSystemId : null,
      quickCalculation: value.quickCalculation ?? null,
      selectedClasses: Array.isArray(value.selectedClasses) ? value.selectedClasses : [],
      insertionPosition: value.insertionPosition ?? null,
    }
  } catch {
    return initialState
  }
}

/** The current state; the same object until something changes (for useSyncExternalStore). */
export function getWorkspace(): WorkspaceState {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedState = parse(raw)
  }
  return cachedState
}

function update(change: Partial<WorkspaceState>): void {
  const next = { ...getWorkspace(), ...change }
  try {
    window.sessionStorage.setItem(WORKSPACE_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // NOTE: blocked storage: the state lives in memory for this page only.
    cachedRaw = null
  }
  cachedState = next
  for (const listener of listeners) listener()
}

export function subscribeWorkspace(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

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

/** An anonymous quick calculation replaces any active project and system. */
export function startQuickCalculation(draft: QuickCalculationDraft): void {
  update({
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

/** Everything back to the start (tests, sign-out). */
export function clearWorkspace(): void {
  update(initialState)
}

/** The silencer classes chosen on the class selection screen (docs/selection.md, "Decisions"). */
export function setSelectedClasses(selectedClasses: readonly string[]): void {
  update({ selectedClasses: [...selectedClasses] })
}
