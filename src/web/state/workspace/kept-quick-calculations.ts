// How the quick calculations kept for saving after sign-in are stored (docs/product-rules.md, "Quick
// calculation"): one slot per user and one for a calculation nobody has signed in since (unclaimed), so that
// no one's kept work is replaced by anyone else's. The pure rules live here, the store in
// pending-quick-calculation.ts.
import { z } from 'zod'
import { quickCalculationDraftSchema } from './stored-drafts.ts'
import type { QuickCalculationDraft } from './workspace-store.ts'

/** The key of one kept calculation for the whole browser, before there was one per user; read once, then removed. */
export const LEGACY_PENDING_QUICK_CALCULATION_KEY = 'pendingQuickCalculation'

export interface PendingQuickCalculation {
  /** ISO time it was kept. */
  keptAt: string
  draft: QuickCalculationDraft
}

export interface KeptQuickCalculations {
  /** Made signed out, nobody has signed in since: the first user to sign in takes it. */
  unclaimed: PendingQuickCalculation | null
  /**
   * User id → theirs, oldest first. Mostly one; a second comes when they sign in while one they made signed
   * out waits beside one already theirs, and both are offered rather than one dropped unseen.
   */
  users: Record<string, PendingQuickCalculation[]>
}

export const noneKept: KeptQuickCalculations = { unclaimed: null, users: {} }

/**
 * Kept calculations of users other than the one signed in are dropped this long after they were kept, so a
 * browser shared by many people does not fill up; their user has been offered them at every sign-in since.
 */
export const KEPT_FOR_OTHERS_DAYS = 60

const keptSchema: z.ZodType<PendingQuickCalculation, unknown> = z.object({
  keptAt: z.string(),
  draft: quickCalculationDraftSchema,
})

// Read one by one: one that no longer reads (an older app's) costs only itself.
const readOne = (value: unknown): PendingQuickCalculation | null => {
  const parsed = keptSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

export const keptQuickCalculationsSchema: z.ZodType<KeptQuickCalculations, unknown> = z
  .object({
    unclaimed: z.unknown().optional(),
    users: z.record(z.string(), z.array(z.unknown())).catch({}),
  })
  .transform(({ unclaimed, users }) => {
    const read: Record<string, PendingQuickCalculation[]> = {}
    for (const [userId, kept] of Object.entries(users)) {
      const own = kept.map(readOne).filter((one) => one !== null)
      if (own.length > 0) read[userId] = own
    }
    return { unclaimed: readOne(unclaimed), users: read }
  })

/** The one slot as the app kept it before: its user once someone had signed in since it was made. */
export const legacyPendingSchema = z.object({
  keptAt: z.string(),
  draft: quickCalculationDraftSchema,
  userId: z.string().min(1).optional().catch(undefined),
})

/** Puts a calculation of the one-slot format where the per-user format keeps it, dropping nothing kept there. */
export function withLegacy(
  kept: KeptQuickCalculations,
  legacy: z.output<typeof legacyPendingSchema>,
): KeptQuickCalculations {
  const { userId, ...one } = legacy
  if (userId === undefined) {
    // An unclaimed one is anybody's as long as nobody has signed in: the newer wins, as it always did.
    const newer = kept.unclaimed !== null && kept.unclaimed.keptAt > one.keptAt ? kept.unclaimed : one
    return { ...kept, unclaimed: newer }
  }
  const own = kept.users[userId] ?? []
  if (own.some((k) => k.keptAt === one.keptAt)) return kept
  return { ...kept, users: { ...kept.users, [userId]: byAge([...own, one]) } }
}

const byAge = (kept: PendingQuickCalculation[]) => [...kept].sort((a, b) => a.keptAt.localeCompare(b.keptAt))

// Key order does not make two drafts different: one read back from storage has its schema's order.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, canonical(v)]),
  )
}

// Each as a save would send it: fields a draft carries beyond its schema's do not tell it apart either.
function comparable(draft: QuickCalculationDraft): string {
  const parsed = quickCalculationDraftSchema.safeParse(draft)
  return JSON.stringify(canonical(parsed.success ? parsed.data : draft))
}

const sameDraft = (a: QuickCalculationDraft, b: QuickCalculationDraft): boolean =>
  comparable(a) === comparable(b)

/**
 * `draft` kept for `userId` (null: signed out, the unclaimed slot, where a newer one replaces the older).
 * A user's change replaces the one it was made on (`replacing`), else it is kept beside theirs.
 */
export function keptWith(
  kept: KeptQuickCalculations,
  userId: string | null,
  one: PendingQuickCalculation,
  replacing?: QuickCalculationDraft,
): KeptQuickCalculations {
  if (userId === null) return { ...kept, unclaimed: one }
  const own = kept.users[userId] ?? []
  const at = replacing === undefined ? -1 : own.findIndex((k) => sameDraft(k.draft, replacing))
  const next = at === -1 ? [...own, one] : own.map((k, i) => (i === at ? one : k))
  return { ...kept, users: { ...kept.users, [userId]: byAge(next) } }
}

/** The first user to sign in after it was made takes the unclaimed one, beside any of theirs. */
export function claimedBy(kept: KeptQuickCalculations, userId: string): KeptQuickCalculations {
  if (kept.unclaimed === null) return kept
  const own = kept.users[userId] ?? []
  return { unclaimed: null, users: { ...kept.users, [userId]: byAge([...own, kept.unclaimed]) } }
}

/** Without `one` (saved as a project, or declined): the user's, or the unclaimed one. */
export function keptWithout(
  kept: KeptQuickCalculations,
  userId: string | null,
  one: PendingQuickCalculation,
): KeptQuickCalculations {
  if (userId === null || kept.users[userId] === undefined)
    return kept.unclaimed?.keptAt === one.keptAt ? { ...kept, unclaimed: null } : kept
  const { [userId]: own = [], ...others } = kept.users
  const rest = own.filter((k) => k.keptAt !== one.keptAt)
  return { ...kept, users: rest.length > 0 ? { ...others, [userId]: rest } : others }
}

/** Drops other users' calculations kept more than KEPT_FOR_OTHERS_DAYS before `now`; the signed-in user's stay. */
export function pruned(kept: KeptQuickCalculations, userId: string | null, now: Date): KeptQuickCalculations {
  const since = new Date(now.getTime() - KEPT_FOR_OTHERS_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const users: Record<string, PendingQuickCalculation[]> = {}
  for (const [owner, own] of Object.entries(kept.users)) {
    const left = owner === userId ? own : own.filter((k) => k.keptAt >= since)
    if (left.length > 0) users[owner] = left
  }
  return { ...kept, users }
}

/** What `userId` is offered (newest first); signed out or with an unreadable session, the unclaimed one. */
export function keptFor(kept: KeptQuickCalculations, userId: string | null): PendingQuickCalculation[] {
  if (userId === null) return kept.unclaimed === null ? [] : [kept.unclaimed]
  return [...(kept.users[userId] ?? [])].reverse()
}

export const holdsNone = (kept: KeptQuickCalculations): boolean =>
  kept.unclaimed === null && Object.keys(kept.users).length === 0
