// Large project files: a few are received at once, one per user, and they are checked one at a time from the
// moment their whole body has arrived, so a file sent slowly holds no one else up. Over a real connection, as a
// browser sends them; the turn itself on the gate with real streams.
import { EventEmitter } from 'node:events'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION } from '#contract/api/project-file.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { aBend, flatBands } from '../test/fixtures.ts'
import { createTestApp } from '../test/app.ts'
import {
  LARGE_IMPORT_BYTES,
  LARGE_IMPORT_RETRY_SECONDS,
  LARGE_UPLOADS_AT_ONCE,
  largeImportGate,
} from './large-import-gate.ts'

const large = LARGE_IMPORT_BYTES + 1
const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('large project file imports over the wire', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let port: number
  const users: SignedIn[] = []
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    port = (testApp.app.server.address() as AddressInfo).port
    for (let i = 0; i <= LARGE_UPLOADS_AT_ONCE; i++) users.push(await signUp(testApp.app))
  })
  afterAll(() => testApp.close())

  /** An import announcing `length` bytes, of which only the first few are sent: it is still being received. */
  function openImport(user: SignedIn, length: number) {
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
  const userAt = (i: number): SignedIn => {
    const user = users[i]
    if (!user) throw new Error(`no user ${i}`)
    return user
  }

  /** A real project file padded past the large size with the whitespace JSON allows. */
  const largeFile = (name: string) => {
    const json = JSON.stringify({
      format: PROJECT_FILE_FORMAT,
      version: PROJECT_FILE_VERSION,
      exportedAt: '2026-11-30T08:00:00.000Z',
      project: { name },
      systems: [{ id: 's-1', name: 'AHU-1', inputSoundPowerLevel: flatBands(90), items: [aBend(0)] }],
      rooms: [],
    })
    return json + ' '.repeat(large - json.length)
  }

  it('receives large files of different users side by side, however slowly they come', async () => {
    const slow = Array.from({ length: LARGE_UPLOADS_AT_ONCE }, (_, i) => openImport(userAt(i), large))
    await waitFor(300)
    // Each is still being received, none refused: before, the first held the only place while it trickled in.
    for (const upload of slow) expect(upload.answered()).toBe('')
    // One more in the process is one too many for its memory: refused, to come back.
    const extra = openImport(userAt(LARGE_UPLOADS_AT_ONCE), large)
    const refused = await extra.status()
    expect(refused).toMatch(/^HTTP\/1\.1 503 /)
    expect(refused.toLowerCase()).toContain(`retry-after: ${LARGE_IMPORT_RETRY_SECONDS}`)
    expect(refused).toContain('"code":"UNAVAILABLE"')
    extra.socket.destroy()

    // A small file goes by meanwhile: only large ones are counted.
    const small = openImport(userAt(LARGE_UPLOADS_AT_ONCE), 1000)
    small.socket.end('"ventnoise-project"}' + ' '.repeat(1000 - 29))
    expect(await small.status()).not.toMatch(/^HTTP\/1\.1 503 /)

    // One client gives up: its place goes to the next large file.
    slow[0]?.socket.destroy()
    await waitFor(200)
    const next = openImport(userAt(LARGE_UPLOADS_AT_ONCE), large)
    await waitFor(200)
    expect(next.answered()).toBe('')
    for (const upload of [...slow, next, small]) upload.socket.destroy()
  })

  it('imports whole large files of several users sent at once, each in its turn', async () => {
    const post = (user: SignedIn, name: string) =>
      fetch(`http://127.0.0.1:${port}/api/projects/import`, {
        method: 'POST',
        headers: { ...tokenHeaders(user), 'content-type': 'application/json' },
        body: largeFile(name),
      })
    const answers = await Promise.all([post(userAt(0), 'First'), post(userAt(1), 'Second')])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    const projects = await Promise.all(
      answers.map(
        async (answer) => (await answer.json()) as { data: { name: string; systemRefs: unknown[] } },
      ),
    )
    expect(projects.map(({ data }) => [data.name, data.systemRefs.length])).toEqual([
      ['First', 1],
      ['Second', 1],
    ])
  }, 60_000)

  it('passes the turn on when a client leaves right after sending its whole file', async () => {
    // Its request is complete, so no abort is reported, and its answer goes nowhere: the turn must still end.
    const leaving = net.connect(port, '127.0.0.1')
    leaving.on('error', () => undefined)
    const body = largeFile('Left behind')
    leaving.write(
      `POST /api/projects/import HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${userAt(2).accessToken}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    )
    await new Promise<void>((resolve) => leaving.write(body, () => resolve()))
    await waitFor(50)
    leaving.destroy()
    await waitFor(500)
    const next = await fetch(`http://127.0.0.1:${port}/api/projects/import`, {
      method: 'POST',
      headers: { ...tokenHeaders(userAt(3)), 'content-type': 'application/json' },
      body: largeFile('Next in turn'),
      signal: AbortSignal.timeout(20_000),
    })
    expect(next.status).toBe(201)
  }, 60_000)

  it("refuses a user's second large file while the first is still being received", async () => {
    const first = openImport(userAt(0), large)
    await waitFor(100)
    const second = openImport(userAt(0), large)
    const refused = await second.status()
    expect(refused).toMatch(/^HTTP\/1\.1 503 /)
    expect(refused).toContain('Your other large project file')
    expect(first.answered()).toBe('')
    second.socket.destroy()
    first.socket.destroy()
  })
})

describe('the turn to be checked', () => {
  /** What the gate reads of a request: its stated size and its user; and its answer's connection. */
  const arrival = (user: string) => {
    const request = {
      headers: { 'content-length': String(large) },
      user: { id: user },
      ip: '127.0.0.1',
    } as unknown as FastifyRequest
    const connection = new EventEmitter()
    const reply = { header: () => reply, raw: connection } as unknown as FastifyReply
    return { request, reply, connection }
  }
  /** Reads a body through the gate; resolves when its end has been let through. */
  const readThrough = (stream: Readable) =>
    new Promise<string>((resolve, reject) => {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
      stream.on('end', () => resolve(text))
      stream.on('error', reject)
    })
  /** An import's own work, finished when the test says. */
  const work = () => {
    let finish = () => undefined as void
    const done = new Promise<void>((resolve) => (finish = resolve))
    return { done: () => done, finish: () => finish() }
  }

  it('lets a whole body through at once when no file is being checked, and the next only when that one is done', async () => {
    const gate = largeImportGate()
    const [a, b, c] = [arrival('a'), arrival('b'), arrival('c')]
    for (const { request, reply } of [a, b, c]) expect(gate.admit(request, reply)).toBeNull()
    const order: string[] = []
    expect(await readThrough(gate.body(a.request, Readable.from([Buffer.from('{"a":1}')])))).toBe('{"a":1}')
    const aWork = work()
    const aDone = gate.during(a.request, aWork.done)
    // b and c have arrived whole; b came first, and both wait while a is checked.
    const second = readThrough(gate.body(b.request, Readable.from([Buffer.from('{"b":2}')]))).then(() =>
      order.push('b'),
    )
    await waitFor(20)
    const third = readThrough(gate.body(c.request, Readable.from([Buffer.from('{"c":3}')]))).then(() =>
      order.push('c'),
    )
    await waitFor(50)
    expect(order).toEqual([])
    aWork.finish()
    await aDone
    await second
    await waitFor(50)
    expect(order).toEqual(['b'])
    await gate.during(b.request, () => Promise.resolve())
    await third
    expect(order).toEqual(['b', 'c'])
  })

  it('keeps the turn until the work is done when the client leaves during it, and passes on a waiting one that leaves', async () => {
    const gate = largeImportGate()
    const [a, b, c] = [arrival('a'), arrival('b'), arrival('c')]
    for (const { request, reply } of [a, b, c]) expect(gate.admit(request, reply)).toBeNull()
    await readThrough(gate.body(a.request, Readable.from([Buffer.from('a')])))
    const aWork = work()
    const aDone = gate.during(a.request, aWork.done)
    const gone = readThrough(gate.body(b.request, Readable.from([Buffer.from('b')])))
    await waitFor(20)
    let cThrough = false
    const waiting = readThrough(gate.body(c.request, Readable.from([Buffer.from('c')]))).then((text) => {
      cThrough = true
      return text
    })
    await waitFor(20)
    // b's client leaves while it waits: its body ends in an error, and it is no longer in line.
    b.connection.emit('close')
    await expect(gone).rejects.toThrow('The client went away')
    // a's client leaves while a is being checked: the work goes on, and so does a's turn.
    a.connection.emit('close')
    await waitFor(50)
    expect(cThrough).toBe(false)
    aWork.finish()
    await aDone
    expect(await waiting).toBe('c')
  })

  it('leaves a small file alone', () => {
    const gate = largeImportGate()
    const small = {
      headers: { 'content-length': '10' },
      user: { id: 'a' },
      ip: '127.0.0.1',
    } as unknown as FastifyRequest
    expect(gate.admit(small, {} as FastifyReply)).toBeNull()
    const body = Readable.from([Buffer.from('x')])
    expect(gate.body(small, body)).toBe(body)
  })
})
