import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, stubApi, type FakeRoute } from '../../test-api.ts'
import { aSystem, me } from '../workspace/test-fixtures.ts'
import {
  changeSystem,
  draftOf,
  flushSystem,
  isSaving,
  resetSaver,
  RETRY_DELAYS_MS,
  SAVE_DELAY_MS,
  saveStateOf,
  type SaveContext,
} from './system-saver.ts'
import { KEPT_SYSTEM_CHANGES_KEY, keptChangesOf } from './kept-changes.ts'
import { USER_QUERY_KEY } from '../auth/sign-in-flow.ts'
import { anItem } from '../../domain/chain/test-items.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey } from '../endpoint-query.ts'

const system = aSystem({ version: 4 })
const path = `/api/projects/${system.projectId}/systems/${system.id}`

function setUp(put: FakeRoute = () => ok({ ...system, version: 5 })) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: system.id } }), system)
  queryClient.setQueryData(USER_QUERY_KEY, me)
  const context: SaveContext = {
    queryClient,
    projectId: system.projectId,
    systemId: system.id,
    onConflict: vi.fn(),
    onError: vi.fn(),
    onRetrying: vi.fn(),
  }
  const seen = stubApi({ [`PUT ${path}`]: put, [`GET /api/systems/${system.id}`]: () => ok(system) })
  return { context, seen }
}

describe('saving a changed chain', () => {
  afterEach(() => resetSaver())

  it('saves 400 ms after the last change, with the version it started from', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { context, seen } = setUp()
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    changeSystem(context, system, { items: [anItem('a'), anItem('b')], room: null, catalogueVersion: null })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1)
    expect(seen).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toMatchObject([{ method: 'PUT', path, keepalive: false, body: { version: 4 } }])
    expect((seen[0]?.body as { items: unknown[] }).items).toHaveLength(2)
  })

  it('sends a waiting change at once, outliving the page, when the user leaves within the pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { context, seen } = setUp()
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]).toMatchObject({ method: 'PUT', path, keepalive: true, body: { version: 4 } })
    // The pause running out later sends nothing more.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(seen).toHaveLength(1)
  })

  it('sends the catalogue version the changed items come from, and leaves it out when unknown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { context, seen } = setUp()
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: 2 })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(seen[0]?.body).toMatchObject({ catalogueVersion: 2 })
    changeSystem(context, system, { items: [anItem('b')], room: null, catalogueVersion: null })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(seen).toHaveLength(2)
    expect(seen[1]?.body).not.toHaveProperty('catalogueVersion')
  })

  it('leaving with nothing waiting sends nothing', async () => {
    const { seen } = setUp()
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(seen).toHaveLength(0)
  })

  it('runs the saves of a system one at a time, each with the version the previous one produced', async () => {
    let answer: (response: Response) => void = () => undefined
    let version = 4
    const { context, seen } = setUp(() => {
      version++
      const saved = { ...system, version }
      return version === 5
        ? new Promise<Response>((resolve) => (answer = () => resolve(ok(saved))))
        : ok(saved)
    })
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    const first = flushSystem(context)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    // A change while the first save is under way waits for it.
    changeSystem(context, system, { items: [anItem('b')], room: null, catalogueVersion: null })
    const second = flushSystem(context)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toHaveLength(1)
    expect(isSaving(system.id)).toBe(true)
    answer(ok({ ...system, version: 5 }))
    await Promise.all([first, second])
    expect(seen.map((request) => (request.body as { version: number }).version)).toEqual([4, 5])
    expect(draftOf(system.id)).toBeNull()
    expect(isSaving(system.id)).toBe(false)
  })

  it('shows the change until its save answers, and keeps it on screen, not saved, when the server refuses it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { context, seen } = setUp(() => fail(422, 'VALIDATION_ERROR'))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    expect(draftOf(system.id)?.items).toHaveLength(1)
    await flushSystem(context)
    expect(context.onError).toHaveBeenCalledTimes(1)
    expect(draftOf(system.id)?.items).toHaveLength(1)
    // Not 'saving': nothing more will be sent. Nor kept for a later session, which would be refused the same.
    expect(isSaving(system.id)).toBe(false)
    expect(saveStateOf(system.id)).toBe('refused')
    expect(keptChangesOf(me.id)).toEqual([])
    expect(warn).toHaveBeenCalledWith('save system chain', expect.anything())
    // A refusal is not tried again: the same request would be refused again.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(1)
    // The next change is being saved again.
    changeSystem(context, system, { items: [anItem('b')], room: null, catalogueVersion: null })
    expect(saveStateOf(system.id)).toBe('saving')
    warn.mockRestore()
  })

  it('keeps a change whose save failed on the server or the network, and tries it again until it is stored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const answers = [
      () => fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly'),
      () => {
        throw new Error('the network is down')
      },
      () => fail(500, 'INTERNAL'),
      () => ok({ ...system, version: 5 }),
    ]
    const { context, seen } = setUp(() => (answers.shift() ?? answers[0])?.() ?? ok(system))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(seen).toHaveLength(1)
    // The user is told once, and the change stays on screen as not saved yet.
    expect(context.onRetrying).toHaveBeenCalledTimes(1)
    expect(draftOf(system.id)?.items).toHaveLength(1)
    expect(isSaving(system.id)).toBe(true)
    // Each try waits longer than the one before.
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] ?? 0)
    expect(seen).toHaveLength(2)
    await vi.advanceTimersByTimeAsync((RETRY_DELAYS_MS[1] ?? 0) - 1)
    expect(seen).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2] ?? 0)
    expect(seen).toHaveLength(4)
    expect(seen.map((request) => request.body)).toEqual(Array(4).fill(seen[0]?.body))
    expect(seen[0]?.body).toMatchObject({ version: 4, items: [{ productId: 'a' }] })
    expect(draftOf(system.id)).toBeNull()
    expect(isSaving(system.id)).toBe(false)
    expect(context.onRetrying).toHaveBeenCalledTimes(1)
    expect(context.onError).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('sends a change waiting to be tried again at once when the user leaves the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let down = true
    const { context, seen } = setUp(() => (down ? fail(503, 'UNAVAILABLE') : ok({ ...system, version: 5 })))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(seen).toHaveLength(1)
    down = false
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    expect(seen[1]).toMatchObject({ method: 'PUT', keepalive: true, body: { version: 4 } })
    await vi.waitFor(() => expect(draftOf(system.id)).toBeNull())
    warn.mockRestore()
  })

  it('tries a change waiting after a network failure again at once when the browser is back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let offline = true
    const { context, seen } = setUp(() => {
      if (offline) throw new Error('offline')
      return ok({ ...system, version: 5 })
    })
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(seen).toHaveLength(1)
    offline = false
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(draftOf(system.id)).toBeNull())
    expect(seen).toHaveLength(2)
    warn.mockRestore()
  })

  it('drops the change and reads the stored system again when someone else saved first (409)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { context, seen } = setUp(() => fail(409, 'CONFLICT'))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    await flushSystem(context)
    expect(context.onConflict).toHaveBeenCalledTimes(1)
    expect(draftOf(system.id)).toBeNull()
    expect(seen.map((request) => request.method)).toContain('PUT')
    expect(warn).toHaveBeenCalledTimes(1)
    // Nothing waits, yet the change was not saved: never "All changes saved" for it, until the next change.
    expect(saveStateOf(system.id)).toBe('discarded')
    changeSystem(context, system, { items: [anItem('b')], room: null, catalogueVersion: null })
    expect(saveStateOf(system.id)).toBe('saving')
    warn.mockRestore()
  })

  it('keeps the waiting change in the browser from the end of the pause until the server acknowledges it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let answer: (response: Response) => void = () => undefined
    const { context, seen } = setUp(() => new Promise<Response>((resolve) => (answer = resolve)))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: 2 })
    // Not on every keystroke: only when the pause ends.
    changeSystem(context, system, { items: [anItem('a'), anItem('b')], room: null, catalogueVersion: 2 })
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toBeNull()
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(seen).toHaveLength(1)
    // Kept per user and system: the system, the version it was made on and the body the save sends.
    const stored = JSON.parse(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY) ?? '{}') as Record<
      string,
      Record<string, { body: unknown }>
    >
    expect(stored[me.id]?.[system.id]).toMatchObject({
      systemId: system.id,
      projectId: system.projectId,
      version: 4,
    })
    expect(stored[me.id]?.[system.id]?.body).toEqual(seen[0]?.body)
    answer(ok({ ...system, version: 5 }))
    await vi.waitFor(() => expect(draftOf(system.id)).toBeNull())
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toBeNull()
  })

  it('keeps a change made while a save is under way on the version that save produces', async () => {
    let answer: (response: Response) => void = () => undefined
    const { context, seen } = setUp(() => new Promise<Response>((resolve) => (answer = resolve)))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    void flushSystem(context)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    changeSystem(context, system, { items: [anItem('b')], room: null, catalogueVersion: null })
    answer(ok({ ...system, version: 5 }))
    // Were the tab to die now, the kept change must be the newer one, on the version just saved.
    await vi.waitFor(() => expect(keptChangesOf(me.id)[0]?.version).toBe(5))
    expect(keptChangesOf(me.id)[0]?.body.items).toMatchObject([{ productId: 'b' }])
  })

  it('keeps a change still within its pause when the user leaves the page, and a failed save stays kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { context, seen } = setUp(() => fail(503, 'UNAVAILABLE'))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    window.dispatchEvent(new Event('pagehide'))
    expect(keptChangesOf(me.id)).toMatchObject([{ systemId: system.id, version: 4 }])
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    await vi.waitFor(() => expect(context.onRetrying).toHaveBeenCalled())
    expect(keptChangesOf(me.id)).toHaveLength(1)
    warn.mockRestore()
  })

  it('drops the kept change when someone else saved first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { context } = setUp(() => fail(409, 'CONFLICT'))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    await flushSystem(context)
    expect(keptChangesOf(me.id)).toEqual([])
    warn.mockRestore()
  })
})
