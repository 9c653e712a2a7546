// Changes of saved systems that the server has not acknowledged yet, kept in this browser (localStorage) so
// that a crashed tab, a browser killed while the laptop slept or a server down when the page was left loses
// nothing: the next start of the app saves them if the system has not moved on (docs/product-rules.md,
// "Recalculation and saving"). Kept per user, so the next person on a shared browser never sees them, and
// cleared at sign-out.
import { z } from 'zod'
import { updateSystemRequest } from '#contract/api/systems.ts'
import { versionInput } from '#contract/api/project-base.ts'
import { createPersistedStore } from '../persisted-store.ts'

export const KEPT_SYSTEM_CHANGES_KEY = 'unsavedSystemChanges'

const keptChange = z.object({
  systemId: z.uuid(),
  projectId: z.uuid(),
  /** The stored version the change was made on: it is only written over that one. */
  version: versionInput,
  /** ISO time it was kept. */
  keptAt: z.string(),
  /** The body the save sends (PUT /api/projects/:projectId/systems/:id). */
  body: updateSystemRequest,
})
export type KeptChange = z.output<typeof keptChange>

/** User id → system id → the change. */
type KeptChanges = Record<string, Record<string, KeptChange>>

// Read one by one: a change that no longer reads (an older app's, a chain past the API's limit) is left out,
// the others stay.
const keptChangesSchema: z.ZodType<KeptChanges, unknown> = z
  .record(z.string(), z.record(z.string(), z.unknown()))
  .transform((users) => {
    const read: KeptChanges = {}
    for (const [userId, changes] of Object.entries(users)) {
      const own: Record<string, KeptChange> = {}
      for (const [systemId, change] of Object.entries(changes)) {
        const parsed = keptChange.safeParse(change)
        if (parsed.success && parsed.data.systemId === systemId) own[systemId] = parsed.data
      }
      if (Object.keys(own).length > 0) read[userId] = own
    }
    return read
  })

const keptStore = createPersistedStore<KeptChanges>({
  key: KEPT_SYSTEM_CHANGES_KEY,
  storage: 'local',
  schema: keptChangesSchema,
  initial: {},
})

/** Keeps the change waiting for a system's save; a newer one replaces it. */
export function keepChange(userId: string, change: Omit<KeptChange, 'keptAt'>, now = new Date()): void {
  keptStore.update((kept) => ({
    ...kept,
    [userId]: { ...kept[userId], [change.systemId]: { ...change, keptAt: now.toISOString() } },
  }))
}

/** The server acknowledged the change, or it will never take it. */
export function forgetChange(userId: string, systemId: string): void {
  const kept = keptStore.get()
  const own = kept[userId]
  if (!own?.[systemId]) return
  const { [systemId]: _forgotten, ...rest } = own
  const { [userId]: _user, ...others } = kept
  const next = Object.keys(rest).length > 0 ? { ...others, [userId]: rest } : others
  // Nothing left: no key at all, as before anything was kept.
  if (Object.keys(next).length === 0) keptStore.clear()
  else keptStore.set(next)
}

/** The user's kept changes, oldest first. */
export const keptChangesOf = (userId: string): KeptChange[] =>
  Object.values(keptStore.get()[userId] ?? {}).sort((a, b) => a.keptAt.localeCompare(b.keptAt))

/** Sign-out: nothing of any user stays for the next person on this browser. */
export const forgetKeptChanges = (): void => keptStore.clear()
