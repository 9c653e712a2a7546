// A flow's own working system, kept in the browser: for a visitor of a flow (the webshop's product export)
// who has no active system. The flow provides its store through FlowSystemContext; useSystemChain then
// works on it exactly as on an anonymous quick calculation, but it never touches the main application's
// workspace (no active project is cleared, nothing is offered for saving after sign-in).
import { createContext } from 'react'
import type { SystemDraft } from '../workspace/workspace-store.ts'

export interface FlowSystemStore {
  subscribe: (listener: () => void) => () => void
  /** The flow's system, the same object until it changes (for useSyncExternalStore); null before it starts. */
  read: () => SystemDraft | null
  /** A change of the flow's system (its chain or room). */
  write: (system: SystemDraft) => void
  /**
   * The chain entry the flow's product action works on (Update, Replace or Export), for a chain of `length`
   * entries: 0 (the first product) unless the user chose another, or `length` (added at the end).
   */
  productIndex?: (length: number) => number
  /**
   * The card's action changes the flow's system only once the flow's export succeeded (the CAD insertion),
   * instead of before it (the webshop's, whose saved system must be written before the browser leaves).
   */
  appliesAfterExport?: boolean
}

/** The entry the flow's product action works on: the flow's choice, else the first product. */
export const flowProductIndex = (flow: FlowSystemStore | null, length: number): number =>
  flow?.productIndex?.(length) ?? 0

/** The store of the flow the screens are in; null outside such a flow. */
export const FlowSystemContext = createContext<FlowSystemStore | null>(null)
