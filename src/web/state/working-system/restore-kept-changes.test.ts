import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import { fail, stubApi } from '../../test-api.ts'
import { aSystem, me, other } from '../workspace/test-fixtures.ts'
import { keepChange, keptChangesOf } from './kept-changes.ts'
import { restoreKeptChanges } from './restore-kept-changes.ts'
import { resetSaver } from './system-saver.ts'
import { headingOf } from './working-system.ts'

const system = aSystem({ version: 2 })

function keep(userId = me.id) {
  keepChange(userId, {
    systemId: system.id,
    projectId: system.projectId,
    version: 2,
    body: { ...headingOf(system), items: [], version: 2 },
  })
}

const restore = () => restoreKeptChanges(new QueryClient(), me.id, i18n.t)

describe('restoring changes an earlier session left unsaved', () => {
  afterEach(() => resetSaver())

  it('drops a change whose system is gone, sending nothing', async () => {
    keep()
    const seen = stubApi({ [`GET /api/systems/${system.id}`]: () => fail(404, 'NOT_FOUND') })
    await restore()
    expect(keptChangesOf(me.id)).toEqual([])
    expect(seen.map((r) => r.method)).toEqual(['GET'])
  })

  it('keeps a change for the next start while the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    keep()
    stubApi({ [`GET /api/systems/${system.id}`]: () => fail(503, 'UNAVAILABLE') })
    await restore()
    expect(keptChangesOf(me.id)).toHaveLength(1)
  })

  it("never touches another user's kept changes", async () => {
    keep(other.id)
    const seen = stubApi({})
    await restore()
    expect(seen).toEqual([])
    expect(keptChangesOf(other.id)).toHaveLength(1)
  })
})
