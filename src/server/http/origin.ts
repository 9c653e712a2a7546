// The origin the server is reached at when PUBLIC_ORIGIN is unset: the address it listens on, never the
// request's Host header, which any client sets to any site it likes (and a redirect would follow it).
import type { AddressInfo } from 'node:net'

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]', ''])

/**
 * http://HOST:PORT of the listening socket; http://localhost:PORT when listening on every address. `address`
 * is the server's (`server.address()`), which knows the port when PORT=0 chose one; before listening (tests
 * with inject) the configured port stands.
 */
export function listeningOrigin(
  config: { host: string; port: number },
  address: AddressInfo | string | null | undefined,
): string {
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = ANY_ADDRESS.has(config.host) ? 'localhost' : config.host
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`
}

/** PUBLIC_ORIGIN when set, else the listening origin. */
export const ownOrigin = (
  config: { publicOrigin: string | undefined; host: string; port: number },
  address: AddressInfo | string | null | undefined,
): string => (config.publicOrigin ? new URL(config.publicOrigin).origin : listeningOrigin(config, address))
