// Saving a changed chain: the change shows at once, the save (PUT with the version it started from) follows
// 400 ms after the last change (docs/product-rules.md, "Recalculation and saving"). Each save is a TanStack
// mutation scoped to its system, so the saves of one system run one at a time and in order (each needs the
// version the previous one produced) and are seen in the query client's mutation cache. The change waiting
// for its save is the optimistic state: the working system shows it over the stored one until the save
// answers. Kept outside React, so a save pending when the user leaves the screen still happens and the next
// screen sees the change. Until the server acknowledges it, the change is also kept in this browser
// (kept-changes.ts), written when the pause ends and when the page is left rather than on every keystroke,
// so a tab that dies before the save lands loses nothing (restore-kept-changes.ts saves it on the next start).
// A change belongs to the user who made it: when the session ends or another user signs in, it leaves memory
// (kept in the browser for that user alone) and is never sent in someone else's session.
import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import type { AuthUser } from '#contract/api/auth.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { isConflict, isTransient, logFailure } from '../workspace/errors.ts'
import type { ChainDraft, ChainState } from './working-system.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { reloadStoredSystem, saveBody, storedSystem, takeSavedSystem } from './save-request.ts'
import { ApiError, call } from '../api/client.ts'
import { USER_QUERY_KEY } from '../auth/sign-in-flow.ts'
import { forgetChange, keepChange } from './kept-changes.ts'
import { idTokenStore, isSignedIn, sessionUserId } from '../auth/session.ts'

/**
 * The pause after the last change before saving and recalculating on the server (docs/product-rules.md,
 * "Recalculation and saving").
 */
export const SAVE_DELAY_MS = 400

/**
 * The waits before trying again a save that failed on the server's side or the network's (503 while the
 * database restarts, a dropped connection): soon at first, then no more often than twice a minute, for as long
 * as the change waits. Nothing is lost meanwhile, and the user is told once.
 */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000] as const

export interface SaveContext {
  queryClient: QueryClient
  projectId: string
  systemId: string
  /** Someone else saved first: the user's change was dropped and the stored system has been reloaded. */
  onConflict: () => void
  /** The server refused the change; it stays on screen, unsaved, until the next change. */
  onError: () => void
  /** The save failed on the server's side or the network's; the change is kept and will be sent again. */
  onRetrying: () => void
  /** Every change of the system is stored (a restored change tells the user so). */
  onSaved?: () => void
}

/**
 * Where the system's save stands: 'refused': the server will not take the change on screen as it is;
 * 'discarded': someone else saved first, so the last change was dropped rather than saved (until the next one).
 */
export type SaveState = 'saved' | 'saving' | 'refused' | 'discarded'

interface Entry {
  /** The change not saved yet (the optimistic state), or null. */
  draft: ChainDraft | null
  /** Counts changes, so a save that finished knows whether a newer change waits. */
  changes: number
  timer: ReturnType<typeof setTimeout> | undefined
  /** The last save sent; it settles after every save sent before it (they share a scope). */
  last: Promise<void> | null
  /** Where the waiting change goes: kept so that leaving the page can still send it. */
  context: SaveContext | null
  /** Saves failed in a row on the server's side or the network's: picks the wait before the next try. */
  failures: number
  /** The server refused the change for good (a 4xx other than a conflict or a request to slow down). */
  refused: boolean
  /**
   * The last change was dropped because someone else saved first: everything stored is on screen, yet "All
   * changes saved" would tell the user their change was kept. Until the next change.
   */
  discarded: boolean
  /** That dropped change, which the user may put back over the other save (until their next change). */
  dropped: ChainState | null
  /**
   * The signed-in user who made the change (null while the user is not known yet): it is kept under their id
   * and sent only while they are the one signed in.
   */
  owner: string | null
}

/** The mutation key of a system's saves; also its scope, so they run one after another. */
export const saveKey = (systemId: string) => ['save-system', systemId] as const

const entries = new Map<string, Entry>()
const listeners = new Set<() => void>()
let revision = 0

function emit(): void {
  revision++
  for (const listener of listeners) listener()
}

function entryOf(systemId: string): Entry {
  let entry = entries.get(systemId)
  if (!entry) {
    entry = {
      draft: null,
      changes: 0,
      timer: undefined,
      last: null,
      context: null,
      failures: 0,
      refused: false,
      discarded: false,
      dropped: null,
      owner: null,
    }
    entries.set(systemId, entry)
  }
  return entry
}

export function subscribeSaver(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes whenever a draft or a save changes (for useSyncExternalStore). */
export const saverRevision = (): number => revision

/** The chain and room changed in the browser and not saved yet, or null. */
export const draftOf = (systemId: string): ChainDraft | null => entries.get(systemId)?.draft ?? null

/** The change a conflict dropped, while the user may still put it back (put-back-change.ts), or null. */
export const droppedChangeOf = (systemId: string): ChainState | null => entries.get(systemId)?.dropped ?? null

/** A change waits for its save, or a save is under way (a change the server refused waits for nothing). */
export function isSaving(systemId: string): boolean {
  const entry = entries.get(systemId)
  if (!entry) return false
  return (
    entry.timer !== undefined ||
    (entry.draft !== null && !entry.refused) ||
    (entry.context?.queryClient.isMutating({ mutationKey: saveKey(systemId) }) ?? 0) > 0
  )
}

export function saveStateOf(systemId: string): SaveState {
  if (isSaving(systemId)) return 'saving'
  const entry = entries.get(systemId)
  if (entry?.refused && entry.draft) return 'refused'
  return entry?.discarded ? 'discarded' : 'saved'
}

/** Records a change of the chain or room and saves it 400 ms after the last change. */
export function changeSystem(context: SaveContext, base: SystemDocument, change: ChainState): void {
  const entry = entryOf(context.systemId)
  entry.draft = { ...change, version: entry.draft?.version ?? base.version }
  entry.changes++
  entry.context = context
  entry.refused = false
  entry.discarded = false
  entry.dropped = null
  entry.owner = userIdOf(context.queryClient) ?? entry.owner
  clearTimeout(entry.timer)
  entry.timer = setTimeout(() => void send(context), SAVE_DELAY_MS)
  emit()
}

/**
 * Sends every waiting change at once, as requests that outlive the page: a reload, a closed tab or a typed
 * address within the 400 ms pause, or while a failed save waits to be tried again, must not lose the user's
 * last change.
 */
export function flushOnLeave(): void {
  for (const entry of entries.values()) {
    if (entry.timer === undefined || !entry.context) continue
    void send(entry.context, { keepalive: true })
  }
}

/** Back online: the changes waiting to be tried again go now rather than at their next try. */
function retryNow(): void {
  for (const entry of entries.values()) {
    if (entry.timer === undefined || entry.failures === 0 || !entry.context) continue
    void send(entry.context)
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushOnLeave)
  window.addEventListener('online', retryNow)
}

/** Saves a waiting change now (before opening the edit modal, say); resolves when no save is under way. */
export async function flushSystem(context: SaveContext): Promise<void> {
  const entry = entryOf(context.systemId)
  if (entry.timer !== undefined) void send(context)
  await entry.last
}

/**
 * Drops the system's change not saved yet, in memory and in this browser: the stored system has been replaced
 * on purpose (an earlier version restored), and the change, made on what it replaced, must not be sent over it.
 */
export function discardChange(systemId: string): void {
  const entry = entries.get(systemId)
  if (!entry) return
  clearTimeout(entry.timer)
  entry.timer = undefined
  entry.draft = null
  entry.refused = false
  entry.discarded = false
  entry.failures = 0
  forget(systemId, entry)
  emit()
}

/** Forgets every draft (tests, sign-out). */
export function resetSaver(): void {
  for (const entry of entries.values()) clearTimeout(entry.timer)
  entries.clear()
  emit()
}

/** The entry still stands for its system: not forgotten or put away since (a save under way outlives both). */
const isCurrent = (systemId: string, entry: Entry): boolean => entries.get(systemId) === entry

/**
 * Puts a change away: kept in this browser for the user who made it (restore-kept-changes.ts saves it when
 * they sign in again), out of memory with its timer, so it is neither shown nor sent in another session. A
 * change the server refused for good stays forgotten.
 */
function setAside(systemId: string, entry: Entry): void {
  if (!entry.refused) keep(systemId, entry)
  clearTimeout(entry.timer)
  entry.timer = undefined
  entries.delete(systemId)
}

/**
 * The session ended (the login redirect after a 401, a sign-out, here or in another tab) or `userId` signed
 * in: every change in memory of anyone else is put away for its own user, and its timers stop.
 */
export function setAsideChanges(userId: string | null = null): void {
  let changed = false
  for (const [systemId, entry] of entries) {
    // A change made before the user was known was made in this session, which is theirs.
    if (userId !== null && (entry.owner === userId || entry.owner === null)) {
      entry.owner = userId
      continue
    }
    setAside(systemId, entry)
    changed = true
  }
  if (changed) emit()
}

if (typeof window !== 'undefined') {
  // Here rather than at each caller: a session also ends in another tab, or when the user cannot be loaded.
  // Another user signing in there (over this tab's live session) puts away the changes of anyone else, with
  // their timers; a new token of the same user (a refresh) keeps them.
  idTokenStore.subscribe(() => {
    if (!isSignedIn()) setAsideChanges()
    else {
      const userId = sessionUserId()
      if (userId !== null) setAsideChanges(userId)
    }
  })
}

/** The signed-in user the query client holds, whose kept changes these are; null before it is known. */
const userIdOf = (queryClient: QueryClient): string | null =>
  queryClient.getQueryData<AuthUser>(USER_QUERY_KEY)?.id ?? null

/** Writes the waiting change to the browser's storage, for the user who made it, until the server acknowledges it. */
function keep(systemId: string, entry: Entry): void {
  const { draft, context, owner } = entry
  const base = context && storedSystem(context.queryClient, context.systemId)
  if (!draft || !base || !context || !owner) return
  keepChange(owner, {
    systemId,
    projectId: context.projectId,
    version: draft.version,
    body: saveBody(base, draft),
  })
}

function forget(systemId: string, entry: Entry): void {
  if (entry.owner) forgetChange(entry.owner, systemId)
}

/** Sends the system's waiting change as a save queued behind any save of the system still under way. */
function send(context: SaveContext, options: { keepalive?: boolean } = {}): Promise<void> {
  const entry = entryOf(context.systemId)
  clearTimeout(entry.timer)
  entry.timer = undefined
  keep(context.systemId, entry)
  const observer = new MutationObserver(context.queryClient, {
    mutationKey: saveKey(context.systemId),
    scope: { id: saveKey(context.systemId).join(':') },
    // A failed save is reported at once (a 409 reloads), never held back until the browser is online.
    networkMode: 'always',
    mutationFn: () => saveDraft(context, entry, options),
    onError: (error) => onSaveError(context, entry, error),
  })
  const settled = observer.mutate().then(
    () => undefined,
    () => undefined,
  )
  const last = settled.finally(emit)
  entry.last = last
  emit()
  return last
}

/** The save itself, run when the scope reaches it: the draft as it is then, with the version before it. */
async function saveDraft(
  context: SaveContext,
  entry: Entry,
  options: { keepalive?: boolean },
): Promise<void> {
  const { queryClient, projectId, systemId } = context
  // Put away while it waited its turn: the session it was made in has ended.
  if (!isCurrent(systemId, entry)) return
  // Another user signed in without the session being seen to end (over the old one, here or in another tab):
  // the request would carry their tokens. Whose they are is read from the stored id token itself, since
  // another tab's sign-in replaces the tokens and leaves this page's user as it was (the page's user when
  // the token cannot be read). Nothing is awaited between this check and the request reading the tokens.
  const signedIn = sessionUserId() ?? userIdOf(queryClient)
  if (entry.owner !== null && signedIn !== null && signedIn !== entry.owner) {
    setAside(systemId, entry)
    emit()
    return
  }
  const draft = entry.draft
  const base = storedSystem(queryClient, systemId)
  if (!draft || !base) return
  const changesAtSend = entry.changes
  const saved = await call(systemsApi.update, {
    params: { projectId, id: systemId },
    body: saveBody(base, draft),
    ...options,
  })
  entry.failures = 0
  entry.refused = false
  takeSavedSystem(queryClient, projectId, saved)
  if (entry.changes === changesAtSend) {
    entry.draft = null
    forget(systemId, entry)
    if (isCurrent(systemId, entry)) context.onSaved?.()
    return
  }
  // A change made while this save was under way waits on, now based on the version this save produced;
  // kept so, since a tab dying now must not leave it on the version this save has just replaced.
  if (entry.draft) entry.draft = { ...entry.draft, version: saved.version }
  keep(systemId, entry)
}

async function onSaveError(context: SaveContext, entry: Entry, error: unknown): Promise<void> {
  logFailure('save system chain', error)
  if (!isCurrent(context.systemId, entry)) {
    // Put away while its save was under way (the 401 that ended the session, say): no retry and no word
    // here; only a change the server will never take is no longer kept for its user.
    const unauthorized = error instanceof ApiError && error.status === 401
    if (!isTransient(error) && !unauthorized) forget(context.systemId, entry)
    return
  }
  if (isTransient(error)) {
    if (!entry.draft) return
    entry.failures++
    if (entry.failures === 1) context.onRetrying()
    // A change made meanwhile has its own timer, which sends this one with it.
    if (entry.timer === undefined) {
      const wait = RETRY_DELAYS_MS[Math.min(entry.failures, RETRY_DELAYS_MS.length) - 1]
      entry.timer = setTimeout(() => void send(context), wait)
      emit()
    }
    return
  }
  entry.failures = 0
  if (!isConflict(error)) {
    // Sending it again would be refused again: it stays on screen to be corrected, and is no longer kept
    // for a later session. An ended session (401) is the exception: the user signs in again and the kept
    // change is saved then.
    entry.refused = true
    if (!(error instanceof ApiError && error.status === 401)) forget(context.systemId, entry)
    emit()
    return context.onError()
  }
  // Someone else saved first: the waiting change is dropped, and the stored system read again with everything
  // read from its saved state (the rooms' levels above all), so that no part of the screen keeps the old one.
  clearTimeout(entry.timer)
  entry.timer = undefined
  if (entry.draft) {
    const { version: _version, ...dropped } = entry.draft
    entry.dropped = dropped
  }
  entry.draft = null
  entry.discarded = true
  forget(context.systemId, entry)
  await reloadStoredSystem(context.queryClient, context.projectId, context.systemId)
  context.onConflict()
}
