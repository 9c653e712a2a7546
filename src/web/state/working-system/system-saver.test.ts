import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, stubApi } from '../../test-api.ts'
import { aSystem } from '../workspace/test-fixtures.ts'
import { changeSystem, resetSaver, SAVE_DELAY_MS, type SaveContext } from './system-saver.ts'
import { anItem } from '../../domain/chain/test-items.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey } from '../endpoint-query.ts'

const system = aSystem({ version: 4 })
const path = `/api/projects/${system.projectId}/systems/${system.id}`

function setUp() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: system.id } }), system)
  const context: SaveContext = {
    queryClient,
    projectId: system.projectId,
    systemId: system.id,
    onConflict: vi.fn(),
    onError: vi.fn(),
  }
  const seen = stubApi({ [`PUT ${path}`]: () => ok({ ...system, version: 5 }) })
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
})
