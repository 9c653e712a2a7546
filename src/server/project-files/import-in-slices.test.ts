// A large import never holds the event loop for long (file-in-slices.ts): its systems are checked and calculated
// one at a time between turns of the loop, so every other request is served while it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { longestStretchMs } from '../test/event-loop.ts'
import { longChainsFile as file } from '../test/fixtures.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('POST /api/projects/import of a large file', () => {
  it('checks and calculates the systems in slices, never holding the event loop for long', async () => {
    const user = await signUp(testApp.app)
    const post = (body: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/projects/import',
        headers: { ...tokenHeaders(user), 'content-type': 'application/json' },
        payload: body,
      })
    // A new app's first import compiles the route's code; what is measured is the work of an import itself.
    expect((await post(JSON.stringify(file(1)))).statusCode).toBe(201)
    const body = JSON.stringify(file(60))
    const { result: res, longestMs, totalMs } = await longestStretchMs(() => post(body))
    expect(res.statusCode).toBe(201)
    expect(res.json<{ data: { systemRefs: unknown[] } }>().data.systemRefs).toHaveLength(60)
    console.log(
      `import of 60 systems × 100 products: longest stretch ${longestMs.toFixed(0)} of ${totalMs.toFixed(0)} ms`,
    )
    // In one piece the calculation of every system held the loop for nearly the whole import; sliced, the
    // longest stretch is one slice or one system, parsing the body or one statement writing the systems. A share
    // of the import's own time, so that the check is of the slicing whatever the machine's speed.
    expect(longestMs / totalMs).toBeLessThan(0.25)
  }, 60_000)
})
