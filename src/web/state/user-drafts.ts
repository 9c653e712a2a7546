// What one user has not saved in this tab is theirs (docs/product-rules.md, "Drafts belong to their user").
// When another user's session takes this tab's place (a sign-in here, one in another tab over this one's
// session, or a reload that finds another user's session), a store of unsaved work puts the last user's value
// away under their id in this tab and gives back what was put away for the new user; an integration's
// handshake is simply dropped, since it belongs to a round trip the new user did not start. A value made
// signed out goes to whoever signs in first. Sign-out forgets every user's work in the tab.
import { z } from 'zod'
import { idTokenStore, sessionUserId } from './auth/session.ts'
import {
  batch,
  createPersistedStore,
  removeStoredKeys,
  type PersistedStore,
  type PersistedStoreOptions,
} from './persisted-store.ts'

/** Whose value a store holds: null while nobody has signed in since it was made. */
export interface DraftOwner {
  get: () => string | null
  set: (userId: string) => void
}

export interface UserDraft<T> {
  store: PersistedStore<T>
  owner: DraftOwner
  /** Where other users' values wait for them, by user id; null: a handshake, dropped when the user changes. */
  kept: PersistedStore<Record<string, T>> | null
  /** Nothing worth putting away (the user had not started anything). */
  holdsNothing: (value: T) => boolean
}

/**
 * `userId`'s session is this tab's now. The same user (a refreshed token, signing in again) changes nothing,
 * and signed out (null) neither: the value waits for whoever signs in.
 */
export function followSessionUser<T>(draft: UserDraft<T>, userId: string | null): void {
  if (userId === null) return
  const lastOwner = draft.owner.get()
  if (lastOwner === userId) return
  if (lastOwner === null) {
    draft.owner.set(userId)
    return
  }
  const { store, kept } = draft
  batch(() => {
    if (kept) {
      const current = store.get()
      const { [userId]: theirs, ...others } = kept.get()
      kept.set(draft.holdsNothing(current) ? others : { ...others, [lastOwner]: current })
      store.set(theirs ?? store.initial)
    } else store.clear()
    draft.owner.set(userId)
  })
}

/** Follows this tab's session from now on, starting with the one it has (a reload over another user's). */
export function followSessionUsers<T>(draft: UserDraft<T>): void {
  if (typeof window === 'undefined') return
  // Synchronous with the news, so that nothing on screen reads the last user's value in the new session
  // (the takeover restarts the screen just after).
  followSessionUser(draft, sessionUserId())
  idTokenStore.subscribe(() => followSessionUser(draft, sessionUserId()))
}

// Prefixes of the keys that go with a flow's store: a module not loaded at sign-out (a flow's screen is a lazy
// chunk) has its keys found by these, so its values are forgotten all the same.
const OWNER_PREFIX = 'draftOwner.'
const KEPT_PREFIX = 'keptDrafts.'

const ownerSchema = z.object({ userId: z.string().min(1).nullable() })

/** How a flow's value is treated when the user changes: put away for its user, or dropped. */
export type DraftKind = 'work' | 'handshake'

const registered = new Set<PersistedStore<unknown>>()

/**
 * A sessionStorage store of one user's state: `work` is put away for its user and given back; a `handshake`
 * is dropped. `holdsNothing` defaults to "is the initial value".
 */
export function createUserDraftStore<T>(
  options: Omit<PersistedStoreOptions<T>, 'storage' | 'syncTabs'> & {
    kind: DraftKind
    holdsNothing?: (value: T) => boolean
  },
): PersistedStore<T> {
  const { kind, holdsNothing, ...persisted } = options
  const inner = createPersistedStore<T>({ ...persisted, storage: 'session' })
  // The owner is kept beside the value (not in it), so the stored formats of the flows stay as they were.
  const ownerStore = createPersistedStore<z.output<typeof ownerSchema> | null>({
    key: OWNER_PREFIX + persisted.key,
    storage: 'session',
    schema: ownerSchema,
    initial: null,
  })
  const kept =
    kind === 'work'
      ? createPersistedStore<Record<string, T>>({
          key: KEPT_PREFIX + persisted.key,
          storage: 'session',
          // A kept value that no longer reads costs only itself.
          schema: z.record(z.string(), z.unknown()).transform((users) => {
            const read: Record<string, T> = {}
            for (const [userId, value] of Object.entries(users)) {
              const parsed = persisted.schema.safeParse(value)
              if (parsed.success) read[userId] = parsed.data
            }
            return read
          }),
          initial: {},
        })
      : null
  const store: PersistedStore<T> = {
    ...inner,
    set: (value) => {
      // Marked as it is written, so that sign-out finds it even when its module is not loaded then; made
      // signed out it has no owner yet.
      if (ownerStore.get() === null) ownerStore.set({ userId: sessionUserId() })
      return inner.set(value)
    },
    update: (change) => store.set(change(inner.get())),
    clear: () => {
      batch(() => {
        inner.clear()
        ownerStore.clear()
      })
    },
  }
  const draft: UserDraft<T> = {
    store: inner,
    owner: {
      get: () => ownerStore.get()?.userId ?? null,
      set: (userId) => void ownerStore.set({ userId }),
    },
    kept,
    holdsNothing: holdsNothing ?? ((value) => Object.is(value, inner.initial)),
  }
  followSessionUsers(draft)
  registered.add(store as PersistedStore<unknown>)
  if (kept) registered.add(kept as PersistedStore<unknown>)
  return store
}

/**
 * Sign-out: every flow's value of every user leaves the tab, the loaded stores telling their readers, the
 * others found by their owner's key.
 */
export function forgetFlowDrafts(): void {
  batch(() => {
    for (const store of registered) store.clear()
  })
  const owned: string[] = []
  removeStoredKeys('session', (key) => {
    if (key.startsWith(OWNER_PREFIX)) {
      owned.push(key.slice(OWNER_PREFIX.length))
      return true
    }
    return key.startsWith(KEPT_PREFIX)
  })
  removeStoredKeys('session', (key) => owned.includes(key))
}
