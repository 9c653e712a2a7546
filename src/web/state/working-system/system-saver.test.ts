import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, stubApi, type FakeRoute } from '../../test-api.ts'
import { aSystem } from '../workspace/test-fixtures.ts'
import {
  changeSystem,
  draftOf,
  flushSystem,
  isSaving,
  resetSaver,
  SAVE_DELAY_MS,
  type SaveContext,
} from './system-saver.ts'
import { anItem } from '../../domain/chain/test-items.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey } from '../endpoint-query.ts'

const system = aSystem({ version: 4 })
const path = `/api/projects/${system.projectId}/systems/${system.id}`

function setUp(put: FakeRoute = () => ok({ ...system, version: 5 })) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: system.id } }), system)
  const context: SaveContext = {
    queryClient,
    projectId: system.projectId,
    systemId: system.id,
    onConflict: vi.fn(),
    onError: vi.fn(),
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

  it('shows the change until its save answers, and keeps it when the save fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { context } = setUp(() => fail(500, 'INTERNAL'))
    changeSystem(context, system, { items: [anItem('a')], room: null, catalogueVersion: null })
    expect(draftOf(system.id)?.items).toHaveLength(1)
    await flushSystem(context)
    expect(context.onError).toHaveBeenCalledTimes(1)
    expect(draftOf(system.id)?.items).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith('save system chain', expect.anything())
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
    warn.mockRestore()
  })
})
