// Where a working system comes from. The screens see one shape whatever the source; each source knows how
// to read its system and where a change goes: a saved system is saved after a pause (system-saver.ts), a
// quick calculation stays in this browser (the workspace), a flow's own system in the flow's store.
import type { SystemDocument } from '#contract/api/systems.ts'
import type { ChainState, WorkingSystem } from './working-system.ts'
import type { SaveState } from './system-saver.ts'

export interface WorkingSystemSource {
  /** 'missing': this source holds no system; 'error': the saved system cannot be obtained. */
  status: 'loading' | 'ready' | 'missing' | 'error'
  system: WorkingSystem | null
  /** The saved system as the server answered it (null for a system kept in the browser). */
  saved: SystemDocument | null
  /**
   * 'saving': a change waits for its save, or a save is under way; 'refused': the server will not take the
   * change on screen. A system kept in the browser is always 'saved'.
   */
  saveState: SaveState
  /** The chain and room as they are now (not as last rendered), so quick successive edits all count. */
  current: () => ChainState | null
  /** Keeps a change: shown at once everywhere the system is read. */
  write: (next: ChainState) => void
  /** Saves a waiting change now; resolves when no save is under way. */
  flush: () => Promise<void>
}

/** The parts of a browser-side system a change writes. */
export const browserState = (next: ChainState) => ({
  items: next.items,
  room: next.room,
  airflow: next.airflow ?? null,
  catalogueVersion: next.catalogueVersion,
})

/** The chain state of a system kept in the browser. */
export const chainStateOf = (system: WorkingSystem): ChainState => ({
  items: system.items,
  room: system.room,
  airflow: system.airflow,
  catalogueVersion: system.catalogueVersion,
})
