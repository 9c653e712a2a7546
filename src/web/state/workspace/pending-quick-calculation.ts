// A quick calculation made before signing in, kept in this browser (localStorage, one key) so that it can
// be offered to be saved as a project after sign-in and no work is lost (docs/product-rules.md, "Quick
// calculation"). The projects screen reads it with usePendingQuickCalculation.
import { z } from 'zod'
import { createPersistedStore, usePersistedStore } from '../persisted-store.ts'
import { quickCalculationDraftSchema } from './stored-drafts.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import type { QuickCalculationDraft } from './workspace-store.ts'

export const PENDING_QUICK_CALCULATION_KEY = 'pendingQuickCalculation'

export interface PendingQuickCalculation {
  /** ISO time it was kept. */
  keptAt: string
  draft: QuickCalculationDraft
}

const pendingStore = createPersistedStore<PendingQuickCalculation | null>({
  key: PENDING_QUICK_CALCULATION_KEY,
  storage: 'local',
  schema: z.object({ keptAt: z.string(), draft: quickCalculationDraftSchema }),
  initial: null,
  // Signing in in another tab offers it there too.
  syncTabs: true,
})

/** The pending calculation; the same object until it changes (for useSyncExternalStore). */
export const readPendingQuickCalculation = pendingStore.get

/** Keeps an anonymous visitor's quick calculation; a newer one replaces it. */
export function keepPendingQuickCalculation(draft: QuickCalculationDraft, now: Date = new Date()): void {
  pendingStore.set({ keptAt: now.toISOString(), draft })
}

/** After it was saved as a project, or declined, or at sign-out. */
export const discardPendingQuickCalculation = (): void => pendingStore.clear()

/**
 * The kept quick calculation, and whether to offer saving it now: only once signed in. The projects
 * screen shows the offer; saving creates the project and its system from `draft`, then calls `discard`.
 */
export function usePendingQuickCalculation(): {
  pending: PendingQuickCalculation | null
  offer: boolean
  discard: () => void
} {
  const pending = usePersistedStore(pendingStore)
  const signedIn = useSignedIn()
  return { pending, offer: signedIn && pending !== null, discard: discardPendingQuickCalculation }
}
