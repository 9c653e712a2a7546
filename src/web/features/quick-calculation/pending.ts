// A quick calculation made before signing in, kept in this browser (localStorage, one key) so that it can
// be offered to be saved as a project after sign-in and no work is lost (docs/product-rules.md, "Quick
// calculation"). The projects screen reads it with usePendingQuickCalculation.
import { useSyncExternalStore } from 'react'
import { useSignedIn } from '../../auth/useSignedIn.ts'
import type { QuickCalculationDraft } from '../workspace/workspace-store.ts'

export const PENDING_QUICK_CALCULATION_KEY = 'pendingQuickCalculation'

export interface PendingQuickCalculation {
  /** ISO time it was kept. */
  keptAt: string
  draft: QuickCalculationDraft
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: PendingQuickCalculation | null = null

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PENDING_QUICK_CALCULATION_KEY)
  } catch {
    return null
  }
}

function writeRaw(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PENDING_QUICK_CALCULATION_KEY)
    else window.localStorage.setItem(PENDING_QUICK_CALCULATION_KEY, value)
  } catch {
    // NOTE: blocked storage: the calculation lives as long as the page.
  }
  for (const listener of listeners) listener()
}

function parse(raw: string | null): PendingQuickCalculation | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PendingQuickCalculation>
    if (typeof value.keptAt !== 'string' || typeof value.draft !== 'object' || value.draft === null)
      return null
    return { keptAt: value.keptAt, draft: value.draft }
  } catch {
    return null
  }
}

/** The pending calculation; the same object until it changes (for useSyncExternalStore). */
export function readPendingQuickCalculation(): PendingQuickCalculation | null {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parse(raw)
  }
  return cached
}

/** Keeps an anonymous visitor's quick calculation; a newer one replaces it. */
export function keepPendingQuickCalculation(draft: QuickCalculationDraft, now: Date = new Date()): void {
  writeRaw(JSON.stringify({ keptAt: now.toISOString(), draft } satisfies PendingQuickCalculation))
}

/** After it was saved as a project, or declined, or at sign-out. */
export function discardPendingQuickCalculation(): void {
  writeRaw(null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === PENDING_QUICK_CALCULATION_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The kept quick calculation, and whether to offer saving it now: only once signed in. The projects
 * screen shows the offer; saving creates the project and its system from `draft`, then calls `discard`.
 */
export function usePendingQuickCalculation(): {
  pending: PendingQuickCalculation | null
  offer: boolean
  discard: () => void
} {
  const pending = useSyncExternalStore(subscribe, readPendingQuickCalculation, () => null)
  const signedIn = useSignedIn()
  return { pending, offer: signedIn && pending !== null, discard: discardPendingQuickCalculation }
}
