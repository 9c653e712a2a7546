// Everything the web app keeps in the browser goes through these stores: one key of localStorage or
// sessionStorage, read through a zod schema, shared by every reader in the tab (and, where asked, with the
// other tabs). Storage is untrusted input: another version of the app, a user or an extension may have
// written it, so a value the schema refuses is dropped, never cast. Storage may also be missing or refuse
// writes (private modes, a full quota); the value then lives in memory for this page.
import { useMemo, useSyncExternalStore } from 'react'
import type { z } from 'zod'

export type StorageName = 'local' | 'session'

export interface PersistedStoreOptions<T> {
  key: string
  storage: StorageName
  /** Reads the stored value; what it refuses reads as `initial` and is removed. Transforms may fill defaults. */
  schema: z.ZodType<T, unknown>
  /** The value while nothing (readable) is stored. */
  initial: T
  /**
   * 'json' (the default) stores JSON text; 'text' stores the string itself, as the tokens and the language
   * always were, so the schema reads that string.
   */
  format?: 'json' | 'text'
  /** Tells subscribers when another tab changes the key (the `storage` event; localStorage only). */
  syncTabs?: boolean
}

export interface PersistedStore<T> {
  readonly key: string
  readonly initial: T
  /** The value; the same object until it changes, so it can be a useSyncExternalStore snapshot. */
  get: () => T
  /** Stores `value` (null removes the key) and tells subscribers; false when storage refused it. */
  set: (value: T) => boolean
  update: (change: (current: T) => T) => boolean
  subscribe: (listener: () => void) => () => void
  /** Removes the key: the value is `initial` again. */
  clear: () => void
}

// Inside batch(): the listeners to call once it ends, each once however many of its stores changed.
let batching: Set<() => void> | null = null

/** Runs `change`, which may set several stores, and tells each of their listeners once at its end. */
export function batch(change: () => void): void {
  if (batching) {
    change()
    return
  }
  const pending = new Set<() => void>()
  batching = pending
  try {
    change()
  } finally {
    batching = null
    for (const listener of pending) listener()
  }
}

function area(storage: StorageName): Storage {
  // Reading the property itself throws where storage is blocked (cookies off in some browsers).
  return storage === 'local' ? window.localStorage : window.sessionStorage
}

function readRaw(storage: StorageName, key: string): string | null {
  return area(storage).getItem(key)
}

function tryRemove(storage: StorageName, key: string): void {
  try {
    area(storage).removeItem(key)
  } catch {
    // NOTE: nothing to clean where storage cannot be reached.
  }
}

export function createPersistedStore<T>(options: PersistedStoreOptions<T>): PersistedStore<T> {
  const { key, storage, schema, initial, format = 'json', syncTabs = false } = options
  const listeners = new Set<() => void>()
  // `raw` is the stored text `value` was read from (or written as); `undefined` before the first read.
  let cache: { raw: string | null | undefined; value: T } = { raw: undefined, value: initial }

  const notify = (): void => {
    for (const listener of listeners) {
      if (batching) batching.add(listener)
      else listener()
    }
  }

  function decode(raw: string): T | undefined {
    let data: unknown
    if (format === 'text') data = raw
    else {
      try {
        data = JSON.parse(raw)
      } catch {
        return undefined
      }
    }
    const parsed = schema.safeParse(data)
    return parsed.success ? parsed.data : undefined
  }

  function get(): T {
    let raw: string | null
    try {
      raw = readRaw(storage, key)
    } catch {
      return cache.value
    }
    if (raw === cache.raw) return cache.value
    if (raw === null) {
      cache = { raw, value: initial }
      return initial
    }
    const value = decode(raw)
    if (value === undefined) {
      // Dropped so that every later read (and the next version of the app) starts clean.
      tryRemove(storage, key)
      cache = { raw: null, value: initial }
      return initial
    }
    cache = { raw, value }
    return value
  }

  function set(value: T): boolean {
    const raw = value === null ? null : format === 'text' ? String(value) : JSON.stringify(value)
    let stored = true
    try {
      if (raw === null) area(storage).removeItem(key)
      else area(storage).setItem(key, raw)
    } catch {
      stored = false
    }
    let cachedRaw: string | null | undefined = raw
    if (!stored) {
      // Pinned to what storage still holds, so reads keep this value until storage itself changes.
      try {
        cachedRaw = readRaw(storage, key)
      } catch {
        cachedRaw = undefined
      }
    }
    cache = { raw: cachedRaw, value }
    notify()
    return stored
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener)
    if (!syncTabs) return () => listeners.delete(listener)
    const onStorage = (event: StorageEvent): void => {
      if (event.key === null || event.key === key) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  function clear(): void {
    tryRemove(storage, key)
    cache = { raw: null, value: initial }
    notify()
  }

  return {
    key,
    initial,
    get,
    set,
    update: (change) => set(change(get())),
    subscribe,
    clear,
  }
}

/** Removes every key of `storage` that `matches` (a family of keys, e.g. the print objects). */
export function removeStoredKeys(storage: StorageName, matches: (key: string) => boolean): void {
  try {
    const store = area(storage)
    for (const key of Object.keys(store)) if (matches(key)) store.removeItem(key)
  } catch {
    // NOTE: nothing to clean where storage cannot be reached.
  }
}

/**
 * The store's value, or the part `select` picks of it; re-renders when it changes (also from other tabs
 * when the store syncs them). `select` runs again only when the value changes.
 */
export function usePersistedStore<T>(store: PersistedStore<T>): T
export function usePersistedStore<T, S>(store: PersistedStore<T>, select: (value: T) => S): S
export function usePersistedStore<T, S>(store: PersistedStore<T>, select?: (value: T) => S): T | S {
  const snapshot = useMemo((): (() => T | S) => {
    if (!select) return store.get
    let last: { value: T; selected: S } | undefined
    return (): S => {
      const value = store.get()
      if (last && Object.is(last.value, value)) return last.selected
      last = { value, selected: select(value) }
      return last.selected
    }
  }, [store, select])
  return useSyncExternalStore<T | S>(store.subscribe, snapshot, snapshot)
}
