// A quick calculation made before signing in, kept in this browser (localStorage, one key) so that it can
// be offered to be saved as a project after sign-in and no work is lost (docs/product-rules.md, "Quick
// calculation"). The projects screen reads it with usePendingQuickCalculation. It is offered to the user who
// signs in first after it was made, and to no one else (docs/product-rules.md, "Drafts belong to their user").
import { z } from 'zod'
import { createPersistedStore, usePersistedStore } from '../persisted-store.ts'
import { quickCalculationDraftSchema } from './stored-drafts.ts'
import { idTokenStore, sessionUserId, subjectOf } from '../auth/session.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import type { QuickCalculationDraft } from './workspace-store.ts'

export const PENDING_QUICK_CALCULATION_KEY = 'pendingQuickCalculation'

export interface PendingQuickCalculation {
  /** ISO time it was kept. */
  keptAt: string
  draft: QuickCalculationDraft
  /** The user it belongs to; left out while nobody has signed in since it was made. */
  userId?: string
}

const pendingStore = createPersistedStore<PendingQuickCalculation | null>({
  key: PENDING_QUICK_CALCULATION_KEY,
  storage: 'local',
  schema: z.object({
    keptAt: z.string(),
    draft: quickCalculationDraftSchema,
    userId: z.string().optional().catch(undefined),
  }),
  initial: null,
  // Signing in in another tab offers it there too.
  syncTabs: true,
})

/** The pending calculation; the same object until it changes (for useSyncExternalStore). */
export const readPendingQuickCalculation = pendingStore.get

/**
 * Keeps an anonymous visitor's quick calculation (or its signed-in user's change of it, as theirs); a newer
 * one replaces it.
 */
export function keepPendingQuickCalculation(draft: QuickCalculationDraft, now: Date = new Date()): void {
  const userId = sessionUserId()
  pendingStore.set({ keptAt: now.toISOString(), draft, ...(userId === null ? {} : { userId }) })
}

/** The first user to sign in after it was made takes it: one signing in later (another person) is not offered it. */
function claimFor(userId: string | null): void {
  const pending = pendingStore.get()
  if (userId !== null && pending !== null && pending.userId === undefined)
    pendingStore.set({ ...pending, userId })
}

if (typeof window !== 'undefined') {
  // Here rather than at each sign-in: a sign-in in another tab takes it as well.
  claimFor(sessionUserId())
  idTokenStore.subscribe(() => claimFor(sessionUserId()))
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
  const stored = usePersistedStore(pendingStore)
  const signedIn = useSignedIn()
  const userId = usePersistedStore(idTokenStore, subjectOf)
  // Another user's is neither shown nor offered: it waits for them.
  const pending = stored?.userId === undefined || stored.userId === userId ? stored : null
  return { pending, offer: signedIn && pending !== null, discard: discardPendingQuickCalculation }
}
