// The system the overview and the products list work on: a saved system (with any change not saved yet)
// or a system kept in the browser: an anonymous quick calculation, or a flow's own (flow-system.ts).
import type { RoomSettings, SystemDocument } from '#contract/api/systems.ts'
import type { QuickCalculationDraft, SystemDraft, SystemHeading } from '../workspace/workspace-store.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'

/** The parts of a system that the overview and the products list change. */
export interface ChainState {
  items: ChainItem[]
  room: RoomSettings | null
  /** The catalogue version the items' copies come from (the lists they were changed with); null: unknown. */
  catalogueVersion: number | null
  /** The system airflow, l/s (null: not set); left out: unchanged. */
  airflow?: number | null
}

/** The chain and room as changed in the browser, and the saved version they started from. */
export interface ChainDraft extends ChainState {
  version: number
}

export interface WorkingSystem extends SystemHeading {
  /** 'server': a saved system; 'browser': a quick calculation, nothing sent until it is saved. */
  source: 'server' | 'browser'
  id: string | null
  projectId: string | null
  items: ChainItem[]
  room: RoomSettings | null
  /** The system airflow, l/s: every product's unless the product has its own; null when not set. */
  airflow: number | null
  /** See ChainState; a saved system's stored one until the browser changes its items. */
  catalogueVersion: number | null
  /** The saved version (null in the browser). */
  version: number | null
}

/** The heading of a system: what a save of its chain or room sends back unchanged. */
export const headingOf = (system: SystemHeading): SystemHeading => ({
  name: system.name,
  number: system.number,
  comment: system.comment,
  date: system.date,
  attenuationConstantType: system.attenuationConstantType,
  filterCorrectionType: system.filterCorrectionType,
  inputSoundPowerLevel: system.inputSoundPowerLevel,
  noiseGeneratorEstimate: system.noiseGeneratorEstimate,
})

/** A saved system, with the browser's unsaved chain and room over it. */
export function fromDocument(doc: SystemDocument, draft: ChainDraft | null): WorkingSystem {
  return {
    source: 'server',
    id: doc.id,
    projectId: doc.projectId,
    ...headingOf(doc),
    items: draft?.items ?? doc.items,
    room: draft ? draft.room : (doc.room ?? null),
    airflow: draft?.airflow !== undefined ? draft.airflow : (doc.airflow ?? null),
    catalogueVersion: draft ? draft.catalogueVersion : doc.catalogueVersion,
    version: doc.version,
  }
}

/** An anonymous visitor's quick calculation. */
export const fromQuickCalculation = (draft: QuickCalculationDraft): WorkingSystem =>
  fromBrowserSystem(draft.system)

/** A system kept in this browser only: a quick calculation's, or a flow's own (flow-system.ts). */
export function fromBrowserSystem(system: SystemDraft): WorkingSystem {
  return {
    source: 'browser',
    id: null,
    projectId: null,
    ...headingOf(system),
    items: system.items ?? [],
    room: system.room ?? null,
    airflow: system.airflow ?? null,
    catalogueVersion: system.catalogueVersion ?? null,
    version: null,
  }
}
