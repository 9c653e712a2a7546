// A TCP proxy between a server under test and the real PostgreSQL, for faults the database itself cannot be
// asked to have without disturbing everything else on the cluster: the database host going away (connections
// cut and refused) and a database that holds its connections but stops answering.
import { createServer, connect, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number
  /** Cuts every connection and refuses new ones, as a database host that went down. */
  down(): Promise<void>
  /** Accepts connections again on the same port. */
  up(): Promise<void>
  /** Keeps connections open but passes nothing on, either way, until `thaw`: a database that hangs. */
  freeze(): void
  thaw(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>()
  let frozen = false
  const handle = (client: Socket) => {
    const upstream = connect(target.port, target.host)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    for (const [from, to] of [pair, [upstream, client] as const]) {
      from.on('data', (chunk: Buffer) => to.write(chunk))
      from.on('error', end)
      from.on('close', end)
      if (frozen) from.pause()
    }
  }
  const eachSocket = (work: (socket: Socket) => void) => {
    for (const pair of pairs) pair.forEach(work)
  }
  let server: Server = createServer(handle)
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const [client, upstream] of pairs) {
        client.destroy()
        upstream.destroy()
      }
      pairs.clear()
      server.close(() => resolve())
    })
  const port = await listen(0)
  return {
    port,
    down: stop,
    up: async () => {
      server = createServer(handle)
      await listen(port)
    },
    // Paused sockets are not read: what was sent waits in the kernel's buffers, so nothing is lost or
    // reordered and the connections work again after `thaw`.
    freeze: () => {
      frozen = true
      eachSocket((socket) => socket.pause())
    },
    thaw: () => {
      frozen = false
      eachSocket((socket) => socket.resume())
    },
    close: stop,
  }
}

/** A proxy in front of the PostgreSQL database at `url`, and the address of that database through it. */
export async function proxyToDatabase(url: string): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(url)
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  const proxied = new URL(url)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  return { proxy, url: proxied.toString() }
}
