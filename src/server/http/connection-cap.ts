// Open connections per client address. One client holding thousands of idle keep-alive connections exhausts the
// process's file descriptors, and then nobody else is served until they close (20,000 from one address did it
// in the attacker's review). Counted on the connection's own address: behind a proxy (TRUST_PROXY set) every
// connection is the proxy's, which limits its clients itself, so nothing is capped there; nor from this machine.
import type { Server } from 'node:http'
import { isLoopback } from './this-machine.ts'

/**
 * Closes, at once and unanswered, each connection past `max` open ones from its address; nothing when `max` is
 * 0. `exempt` names the addresses never counted.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  exempt: (address: string) => boolean = isLoopback,
): void {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? ''
    if (exempt(address)) return
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
