// Deleting and restoring a large project never holds the event loop for long (recently-deleted.repo.ts): its
// systems are kept and put back a row each, in statements of a bounded size with a turn of the loop between
// them. Kept inside one snapshot, a project of 500 systems of 100 products was 60 MB of JSON that PGlite parsed in
// the server's one thread for every part a restore read: 7 s with every other request waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SystemDocument } from '#contract/api/systems.ts'
import { createTestApp } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { longestStretchMs } from '../test/event-loop.ts'
import { longChainsFile } from '../test/fixtures.ts'

const SYSTEMS = 150
const file = longChainsFile(SYSTEMS)

let testApp: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('deleting and restoring a large project', () => {
  it('keeps and puts back its systems in slices, never holding the event loop for long', async () => {
    const user = await signUp(testApp.app)
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: string) =>
      testApp.app.inject({
        method,
        url,
        headers: { ...tokenHeaders(user), ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload } : {}),
      })
    const imported = await call('POST', '/api/projects/import', JSON.stringify(file))
    expect(imported.statusCode, imported.body).toBe(201)
    const id = imported.json<{ data: { id: string } }>().data.id
    const systemsOf = async () =>
      (await call('GET', `/api/projects/${id}/systems?stepsPerProduct=false`)).json<{
        data: SystemDocument[]
      }>().data
    const before = await systemsOf()
    expect(before).toHaveLength(SYSTEMS)

    const deletion = await longestStretchMs(() => call('DELETE', `/api/projects/${id}`))
    expect(deletion.result.statusCode, deletion.result.body).toBe(200)
    const restore = await longestStretchMs(() => call('POST', `/api/projects/deleted/${id}/restore`))
    expect(restore.result.statusCode, restore.result.body).toBe(200)
    for (const [what, { longestMs, totalMs }] of [
      ['delete', deletion],
      ['restore', restore],
    ] as const)
      console.log(
        `${what} of ${SYSTEMS} systems × 100 products: longest stretch ${longestMs.toFixed(0)} of ${totalMs.toFixed(0)} ms`,
      )
    // Every system back as it was.
    expect(await systemsOf()).toEqual(before)
    // In one piece, keeping or putting back the systems held the loop for nearly all of either; sliced, the
    // longest stretch is one statement of about 128 kB. A share of its own time, so that the check is of the
    // slicing whatever the machine's speed.
    expect(deletion.longestMs / deletion.totalMs).toBeLessThan(0.25)
    expect(restore.longestMs / restore.totalMs).toBeLessThan(0.25)
  }, 120_000)
})
