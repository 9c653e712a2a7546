// Slow clients are cut off: a raw socket that trickles its headers, or its body, a byte at a time is
// answered 408 and closed within the request timeout (1 s here; 20 s by default, at most 30 s).
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { ConfigError, readConfig } from '../config/env.ts'
import { testConfig } from '../test/app.ts'
import { createTestPglite } from '../test/databases.ts'

describe('request timeouts', () => {
  let database: Database
  let app: FastifyInstance
  let port: number
  beforeAll(async () => {
    database = await createTestPglite()
    app = await buildApp({ database, config: testConfig({ requestTimeout: 1 }) })
    await app.listen({ host: '127.0.0.1', port: 0 })
    port = (app.server.address() as AddressInfo).port
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /**
   * Opens a socket, sends `start`, then one byte of `trickle` every 100 ms for ever; resolves with what the
   * server answered and how long after the start it closed the connection.
   */
  function trickle(start: string, bytes: string): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const began = Date.now()
      const socket = net.connect(port, '127.0.0.1', () => socket.write(start))
      let answer = ''
      let i = 0
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(bytes[i++ % bytes.length] ?? 'x')
      }, 100)
      socket.on('data', (d: Buffer) => (answer += d.toString()))
      socket.on('error', () => undefined)
      socket.on('close', () => {
        clearInterval(timer)
        resolve({ answer, closedAfterMs: Date.now() - began })
      })
      setTimeout(() => {
        clearInterval(timer)
        socket.destroy()
        reject(new Error('the server kept a trickling client for 10 s'))
      }, 10_000)
    })
  }

  it('closes a client that trickles its headers', async () => {
    const { answer, closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: aaaa\r\n',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeGreaterThanOrEqual(900)
    expect(closedAfterMs).toBeLessThan(4000)
  })

  it('closes a client that trickles its body', async () => {
    const head =
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"'
    const { answer, closedAfterMs } = await trickle(head, 'a')
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeGreaterThanOrEqual(900)
    expect(closedAfterMs).toBeLessThan(4000)
  })

  it('serves a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
  })
})

describe('REQUEST_TIMEOUT', () => {
  it('is 20 s by default and at most 30 s', () => {
    expect(readConfig({}).requestTimeout).toBe(20)
    expect(readConfig({ REQUEST_TIMEOUT: '30' }).requestTimeout).toBe(30)
    expect(() => readConfig({ REQUEST_TIMEOUT: '31' })).toThrow(ConfigError)
    expect(() => readConfig({ REQUEST_TIMEOUT: '0' })).toThrow(ConfigError)
  })
})
