import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { batch, createPersistedStore, removeStoredKeys, usePersistedStore } from './persisted-store.ts'

const settings = z.object({ size: z.number().int().min(0), name: z.string().default('') })
type Settings = z.output<typeof settings>
const INITIAL: Settings = { size: 1, name: '' }

let keys = 0
const settingsStore = (storage: 'local' | 'session' = 'local', syncTabs = false) =>
  createPersistedStore({
    key: `test.settings.${(keys += 1)}`,
    storage,
    schema: settings,
    initial: INITIAL,
    syncTabs,
  })

describe('createPersistedStore', () => {
  it('writes JSON under its key and reads it back, the same object until it changes', () => {
    const store = settingsStore('session')
    expect(store.get()).toBe(INITIAL)
    expect(store.set({ size: 3, name: 'a' })).toBe(true)
    expect(window.sessionStorage.getItem(store.key)).toBe('{"size":3,"name":"a"}')
    expect(window.localStorage.getItem(store.key)).toBeNull()
    const read = store.get()
    expect(read).toEqual({ size: 3, name: 'a' })
    expect(store.get()).toBe(read)
    store.update((current) => ({ ...current, size: current.size + 1 }))
    expect(store.get()).toEqual({ size: 4, name: 'a' })
    store.clear()
    expect(window.sessionStorage.getItem(store.key)).toBeNull()
    expect(store.get()).toBe(INITIAL)
  })

  it('reads what another writer stored, through the schema (defaults filled)', () => {
    const store = settingsStore()
    window.localStorage.setItem(store.key, '{"size":7}')
    expect(store.get()).toEqual({ size: 7, name: '' })
  })

  it('reads corrupt JSON as the initial value and removes it', () => {
    const store = settingsStore()
    window.localStorage.setItem(store.key, '{"size":')
    expect(store.get()).toBe(INITIAL)
    expect(window.localStorage.getItem(store.key)).toBeNull()
  })

  it('reads a value the schema refuses as the initial value and removes it', () => {
    const store = settingsStore()
    for (const stored of ['{"size":-1}', '{"size":"3"}', 'null', '[1]', '"text"']) {
      window.localStorage.setItem(store.key, stored)
      expect(store.get()).toBe(INITIAL)
      expect(window.localStorage.getItem(store.key)).toBeNull()
    }
  })

  it('stores text as it is in the text format, and null removes the key', () => {
    const store = createPersistedStore<string | null>({
      key: 'test.token',
      storage: 'local',
      schema: z.string().min(2),
      initial: null,
      format: 'text',
    })
    store.set('abc')
    expect(window.localStorage.getItem('test.token')).toBe('abc')
    window.localStorage.setItem('test.token', 'xyz')
    expect(store.get()).toBe('xyz')
    window.localStorage.setItem('test.token', 'x')
    expect(store.get()).toBeNull()
    store.set('abc')
    store.set(null)
    expect(window.localStorage.getItem('test.token')).toBeNull()
  })

  it('keeps the value for this page when storage refuses the write (a full quota)', () => {
    const store = settingsStore()
    store.set({ size: 2, name: 'kept' })
    // jsdom's quota is 5 MB, as browsers' is: this write throws QuotaExceededError.
    expect(store.set({ size: 3, name: 'x'.repeat(6_000_000) })).toBe(false)
    expect(window.localStorage.getItem(store.key)).toBe('{"size":2,"name":"kept"}')
    expect(store.get().size).toBe(3)
    expect(store.get()).toBe(store.get())
  })

  it('works in memory where storage cannot be reached at all (private modes)', () => {
    const store = settingsStore()
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(store.get()).toBe(INITIAL)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.set({ size: 5, name: '' })).toBe(false)
    expect(store.get()).toEqual({ size: 5, name: '' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(() => store.clear()).not.toThrow()
    expect(() => removeStoredKeys('local', () => true)).not.toThrow()
    expect(store.get()).toBe(INITIAL)
  })

  it('tells subscribers about its changes until they unsubscribe', () => {
    const store = settingsStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set({ size: 2, name: '' })
    store.clear()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.set({ size: 3, name: '' })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('hears other tabs only when it syncs them', () => {
    const synced = settingsStore('local', true)
    const unsynced = settingsStore('local', false)
    const heard = vi.fn()
    const unheard = vi.fn()
    const unsubscribe = synced.subscribe(heard)
    unsynced.subscribe(unheard)
    // What the browser does when another tab writes: the value is in storage, then the event comes.
    window.localStorage.setItem(synced.key, '{"size":9}')
    window.dispatchEvent(new StorageEvent('storage', { key: synced.key }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'another.key' }))
    window.dispatchEvent(new StorageEvent('storage', { key: unsynced.key }))
    expect(heard).toHaveBeenCalledTimes(1)
    expect(unheard).not.toHaveBeenCalled()
    expect(synced.get()).toEqual({ size: 9, name: '' })
    window.dispatchEvent(new StorageEvent('storage', { key: null })) // another tab cleared storage
    expect(heard).toHaveBeenCalledTimes(2)
    unsubscribe()
    window.dispatchEvent(new StorageEvent('storage', { key: synced.key }))
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('tells a listener of several stores once per batch', () => {
    const first = settingsStore()
    const second = settingsStore()
    const listener = vi.fn()
    first.subscribe(listener)
    second.subscribe(listener)
    batch(() => {
      first.set({ size: 2, name: '' })
      second.set({ size: 2, name: '' })
    })
    expect(listener).toHaveBeenCalledTimes(1)
    first.set({ size: 3, name: '' })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('removes a family of keys and leaves the others', () => {
    window.localStorage.setItem('family:1', 'a')
    window.localStorage.setItem('family:2', 'b')
    window.localStorage.setItem('other', 'c')
    removeStoredKeys('local', (key) => key.startsWith('family:'))
    expect(Object.keys(window.localStorage)).toEqual(['other'])
  })
})

describe('usePersistedStore', () => {
  it('renders the value or a part of it and follows changes, from this tab and synced tabs', () => {
    const store = settingsStore('local', true)
    let renders = 0
    const pickSize = (value: Settings) => value.size
    function Size() {
      renders += 1
      return <output>{usePersistedStore(store, pickSize)}</output>
    }
    function Name() {
      return <span>{usePersistedStore(store).name}</span>
    }
    render(
      <>
        <Size />
        <Name />
      </>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('1')
    act(() => void store.set({ size: 4, name: 'four' }))
    expect(screen.getByRole('status')).toHaveTextContent('4')
    expect(screen.getByText('four')).toBeInTheDocument()
    const before = renders
    act(() => void store.set({ size: 4, name: 'still four' }))
    expect(renders).toBe(before) // the picked part did not change
    act(() => {
      window.localStorage.setItem(store.key, '{"size":8}')
      window.dispatchEvent(new StorageEvent('storage', { key: store.key }))
    })
    expect(screen.getByRole('status')).toHaveTextContent('8')
  })
})
