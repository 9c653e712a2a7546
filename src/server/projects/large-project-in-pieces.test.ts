// Reading, deleting and restoring a large project never holds the event loop for long (db/bounded-statements.ts).
// Its systems are listed and downloaded in reads of a bounded size, the answers written in pieces; they are kept
// and put back a row each (recently-deleted.repo.ts), in statements of a bounded size with a turn of the loop
// between them. Kept inside one snapshot, a project of 500 systems of 100 products was 60 MB of JSON that PGlite
// parsed in the server's one thread for every part a restore read: 7 s with every other request waiting.
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
  // As in production, answers are not checked against their schemas: checking a 20 MB answer is one long
  // stretch of the tests' own.
  testApp = await createTestApp({ config: { validateResponses: false } })
})
afterAll(() => testApp.close())

describe('a large project read, deleted and restored', () => {
  it('lists, downloads, keeps and puts back its systems in pieces, never holding the event loop for long', async () => {
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

    // Read as a client reads a stream, piece by piece: joining megabytes into one string is a stretch of the
    // test's own, after the measurement.
    const streamed = async (url: string) => {
      const res = await testApp.app.inject({
        method: 'GET',
        url,
        headers: tokenHeaders(user),
        payloadAsStream: true,
      })
      const chunks: Buffer[] = []
      for await (const chunk of res.stream()) chunks.push(chunk as Buffer)
      return { statusCode: res.statusCode, chunks }
    }
    const listing = await longestStretchMs(() =>
      streamed(`/api/projects/${id}/systems?stepsPerProduct=false`),
    )
    const download = await longestStretchMs(() => streamed(`/api/projects/${id}/file`))
    const text = ({ chunks }: { chunks: Buffer[] }) => Buffer.concat(chunks).toString('utf8')
    expect(JSON.parse(text(listing.result))).toEqual({ success: true, data: before })
    expect(download.result.statusCode).toBe(200)
    expect((JSON.parse(text(download.result)) as { systems: unknown[] }).systems).toHaveLength(SYSTEMS)

    const deletion = await longestStretchMs(() => call('DELETE', `/api/projects/${id}`))
    expect(deletion.result.statusCode, deletion.result.body).toBe(200)
    const restore = await longestStretchMs(() => call('POST', `/api/projects/deleted/${id}/restore`))
    expect(restore.result.statusCode, restore.result.body).toBe(200)
    for (const [what, { longestMs, totalMs }] of [
      ['list', listing],
      ['download', download],
      ['delete', deletion],
      ['restore', restore],
    ] as const)
      console.log(
        `${what} of ${SYSTEMS} systems × 100 products: longest stretch ${longestMs.toFixed(0)} of ${totalMs.toFixed(0)} ms`,
      )
    // Every system back as it was.
    expect(await systemsOf()).toEqual(before)
    // In one piece, reading, keeping or putting back the systems held the loop for nearly all of each; in
    // pieces, the longest stretch is one statement of a bounded size. A share of its own time, so that the
    // check is of the pieces whatever the machine's speed.
    expect(listing.longestMs / listing.totalMs).toBeLessThan(0.25)
    // The file holds no calculations, so its whole read is short (some 0.3 s against 1.1 s in one piece), and a
    // pause of the test's own large heap (some 70 ms, in every measurement here) is a larger share of it.
    expect(download.longestMs / download.totalMs).toBeLessThan(0.5)
    expect(deletion.longestMs / deletion.totalMs).toBeLessThan(0.25)
    expect(restore.longestMs / restore.totalMs).toBeLessThan(0.25)
  }, 120_000)
})
