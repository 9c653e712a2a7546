// Quick calculations kept in this browser (localStorage) so that one made before signing in can be offered
// to be saved as a project after sign-in and no work is lost (docs/product-rules.md, "Quick calculation").
// Each user has their own and an anonymous visitor has one slot (kept-quick-calculations.ts): a calculation
// made signed out goes to the user who signs in first after it was made, and is offered to no one else
// (docs/product-rules.md, "Drafts belong to their user"); nobody's new calculation replaces another's.
import { useMemo } from 'react'
import { batch, createPersistedStore, usePersistedStore } from '../persisted-store.ts'
import { idTokenStore, sessionUserId, subjectOf } from '../auth/session.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import type { QuickCalculationDraft } from './workspace-store.ts'
import {
  LEGACY_PENDING_QUICK_CALCULATION_KEY,
  claimedBy,
  holdsNone,
  keptFor,
  keptQuickCalculationsSchema,
  keptWith,
  keptWithout,
  legacyPendingSchema,
  noneKept,
  pruned,
  withLegacy,
  type KeptQuickCalculations,
  type PendingQuickCalculation,
} from './kept-quick-calculations.ts'

export type { PendingQuickCalculation } from './kept-quick-calculations.ts'

export const PENDING_QUICK_CALCULATIONS_KEY = 'pendingQuickCalculations'

const keptStore = createPersistedStore<KeptQuickCalculations>({
  key: PENDING_QUICK_CALCULATIONS_KEY,
  storage: 'local',
  schema: keptQuickCalculationsSchema,
  initial: noneKept,
  // Signing in in another tab offers it there too.
  syncTabs: true,
})

// The one slot of the app before, as a store only to read it (and to remove it once moved).
const legacyStore = createPersistedStore({
  key: LEGACY_PENDING_QUICK_CALCULATION_KEY,
  storage: 'local',
  schema: legacyPendingSchema.nullable(),
  initial: null,
})

/**
 * Moves what the one-slot app kept (in this browser before the update, or written since by a tab still
 * running it) into the per-user format. Not while a screen renders (it tells the readers): at start, when
 * another tab writes the old key, and before each change here.
 */
function moveLegacy(): void {
  const legacy = legacyStore.get()
  if (legacy === null) return
  batch(() => {
    if (keptStore.set(withLegacy(keptStore.get(), legacy))) legacyStore.clear()
  })
}

function read(): KeptQuickCalculations {
  moveLegacy()
  return keptStore.get()
}

function write(kept: KeptQuickCalculations): void {
  if (holdsNone(kept)) keptStore.clear()
  else keptStore.set(kept)
}

/** All kept calculations of every user, as stored (for tests and the sign-out check). */
export const readKeptQuickCalculations = read

/** The calculation the session's user (signed out: the unclaimed one) is offered first, or null. */
export const readPendingQuickCalculation = (): PendingQuickCalculation | null =>
  keptFor(read(), sessionUserId())[0] ?? null

/**
 * Keeps an anonymous visitor's quick calculation (a newer one replaces it) or a signed-in user's change of
 * theirs: `replacing` is the calculation as it was before the change, so the change replaces that one only.
 */
export function keepPendingQuickCalculation(
  draft: QuickCalculationDraft,
  now: Date = new Date(),
  replacing?: QuickCalculationDraft,
): void {
  const userId = sessionUserId()
  write(pruned(keptWith(read(), userId, { keptAt: now.toISOString(), draft }, replacing), userId, now))
}

/** The first user to sign in after it was made takes it: one signing in later (another person) is not offered it. */
function claimFor(userId: string | null): void {
  const kept = read()
  if (userId !== null && kept.unclaimed !== null) write(claimedBy(kept, userId))
}

if (typeof window !== 'undefined') {
  // Here rather than at each sign-in: a sign-in in another tab takes it as well.
  claimFor(sessionUserId())
  idTokenStore.subscribe(() => claimFor(sessionUserId()))
  window.addEventListener('storage', (event) => {
    if (event.key === LEGACY_PENDING_QUICK_CALCULATION_KEY) moveLegacy()
  })
}

/** After it was saved as a project, or declined. */
export function discardPendingQuickCalculation(one: PendingQuickCalculation): void {
  write(keptWithout(read(), sessionUserId(), one))
}

/** Sign-out: every kept calculation, of every user, leaves the browser, as every kept change does. */
export const forgetPendingQuickCalculations = (): void => {
  keptStore.clear()
  legacyStore.clear()
}

/**
 * The kept quick calculations of the session's user, newest first, and whether to offer saving them now:
 * only once signed in. The projects screen shows the offer; saving creates the project and its system from
 * a calculation's `draft`, then calls `discard` with it.
 */
export function usePendingQuickCalculations(): {
  pending: PendingQuickCalculation[]
  offer: boolean
  discard: (one: PendingQuickCalculation) => void
} {
  const kept = usePersistedStore(keptStore)
  const signedIn = useSignedIn()
  const userId = usePersistedStore(idTokenStore, subjectOf)
  // Another user's are neither shown nor offered: they wait for them.
  const pending = useMemo(() => keptFor(kept, userId), [kept, userId])
  return { pending, offer: signedIn && pending.length > 0, discard: discardPendingQuickCalculation }
}
