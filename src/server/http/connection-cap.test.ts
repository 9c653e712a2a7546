// One client address cannot hold every connection: past CONNECTIONS_PER_ADDRESS open ones, its next is closed
// unanswered, while another client is served. Real sockets from this machine's own network address, which,
// unlike loopback, counts as a client's.
import net from 'node:net'
import os from 'node:os'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { testConfig } from '../test/app.ts'
import { createTestPglite } from '../test/databases.ts'

const MAX = 5
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i?.family === 'IPv4' && !i.internal)?.address

/** Connects from `host` to the server; resolves once connected, with whether the server then closed it. */
function connect(host: string, port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => resolve(socket))
    socket.on('error', reject)
  })
}

/** The socket's answer to a health check: its status line, or '' when the server closed it unanswered. */
function ask(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    socket.on('data', (d: Buffer) => {
      answer += d.toString()
      if (answer.includes('\r\n')) resolve(answer.split('\r\n')[0] ?? '')
    })
    socket.on('error', () => resolve(answer))
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n')
  })
}

describe.skipIf(!networkAddress)('open connections per client address', () => {
  let database: Database
  let app: FastifyInstance
  let port: number
  beforeAll(async () => {
    database = await createTestPglite()
    app = await buildApp({ database, config: testConfig({ connectionsPerAddress: MAX }) })
    await app.listen({ host: '0.0.0.0', port: 0 })
    port = (app.server.address() as AddressInfo).port
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('closes an address’s connection past the limit unanswered, serves it again once one closes, and never loopback', async () => {
    const host = networkAddress ?? ''
    const held = await Promise.all(Array.from({ length: MAX }, () => connect(host, port)))
    expect(await ask(held[0] as net.Socket)).toMatch(/^HTTP\/1\.1 200/)
    // One too many: closed before it is read.
    expect(await ask(await connect(host, port))).toBe('')
    // This machine's own loopback is another client, and never limited.
    const local = await Promise.all(Array.from({ length: MAX + 1 }, () => connect('127.0.0.1', port)))
    expect(await ask(local[MAX] as net.Socket)).toMatch(/^HTTP\/1\.1 200/)
    // One closed makes room again.
    const closed = new Promise((resolve) => held[1]?.once('close', resolve))
    held[1]?.destroy()
    await closed
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await ask(await connect(host, port))).toMatch(/^HTTP\/1\.1 200/)
    for (const socket of [...held, ...local]) socket.destroy()
  })

  it('caps nothing behind a proxy, whose connections carry every client', async () => {
    const proxied = await buildApp({
      database,
      config: testConfig({ connectionsPerAddress: MAX, trustProxy: '10.0.0.1' }),
    })
    await proxied.listen({ host: '0.0.0.0', port: 0 })
    const proxiedPort = (proxied.server.address() as AddressInfo).port
    const host = networkAddress ?? ''
    const sockets = await Promise.all(Array.from({ length: MAX + 1 }, () => connect(host, proxiedPort)))
    expect(await ask(sockets[MAX] as net.Socket)).toMatch(/^HTTP\/1\.1 200/)
    for (const socket of sockets) socket.destroy()
    await proxied.close()
  })
})
