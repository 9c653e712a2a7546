// Large project files import one at a time: a second while one is being read is a 503 with Retry-After, and the
// turn passes on when the first ends, answered or abandoned. Over a real connection, as a browser sends them.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { signUp } from '../test/auth.ts'
import { createTestApp } from '../test/app.ts'
import { LARGE_IMPORT_BYTES, LARGE_IMPORT_RETRY_SECONDS } from './large-import-gate.ts'

describe('large project file imports', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let port: number
  let user: SignedIn
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    port = (testApp.app.server.address() as AddressInfo).port
    user = await signUp(testApp.app)
  })
  afterAll(() => testApp.close())

  /** An import announcing `length` bytes, of which only the first few are sent: it holds its turn while open. */
  function openImport(length: number) {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (d: Buffer) => (answer += d.toString()))
    socket.on('error', () => undefined)
    socket.write(
      `POST /api/projects/import HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${user.accessToken}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"format":`,
    )
    const status = async () => {
      for (let waited = 0; !answer.includes('\r\n') && waited < 3000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20))
      return answer
    }
    return { socket, status, answered: () => answer }
  }

  const large = LARGE_IMPORT_BYTES + 1
  const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('refuses a second large file with 503 and Retry-After while one is read, and takes one once it is gone', async () => {
    const first = openImport(large)
    await waitFor(100)
    const second = openImport(large)
    const refused = await second.status()
    expect(refused).toMatch(/^HTTP\/1\.1 503 /)
    expect(refused.toLowerCase()).toContain(`retry-after: ${LARGE_IMPORT_RETRY_SECONDS}`)
    expect(refused).toContain('"code":"UNAVAILABLE"')
    second.socket.destroy()

    // A small file goes by meanwhile: only large ones wait for each other.
    const small = openImport(1000)
    small.socket.end('"ventnoise-project"}' + ' '.repeat(1000 - 29))
    expect(await small.status()).not.toMatch(/^HTTP\/1\.1 503 /)

    // The first one's client gives up: its turn passes to the next large file, which a fourth then waits for.
    first.socket.destroy()
    await waitFor(200)
    const third = openImport(large)
    await waitFor(100)
    const fourth = openImport(large)
    expect(await fourth.status()).toMatch(/^HTTP\/1\.1 503 /)
    // The third was let in: it is still waiting for its body, unanswered.
    expect(third.answered()).toBe('')
    fourth.socket.destroy()
    third.socket.destroy()
    small.socket.destroy()
  })
})
