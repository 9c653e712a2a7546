// How long a client may take to send a request. Without limits a client that trickles its headers or its
// body a byte at a time holds a connection for ever, and a few hundred of them hold them all.
import type { ServerOptions } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

type Timeouts = Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & {
  http: ServerOptions
}

/** Fastify's server options for a request timeout of `seconds`: headers and body must arrive within it. */
export function serverTimeouts(seconds: number): Timeouts {
  const ms = seconds * 1000
  return {
    // The whole request, headers and body, from its first byte (Node's http server answers 408 and closes).
    requestTimeout: ms,
    // An idle socket (a client that stopped reading our answer, or never sends): closed after four times
    // the request timeout of silence. Connections busy in either direction are never cut by it.
    connectionTimeout: 4 * ms,
    // Idle keep-alive connections: above the 60 s idle timeout of common load balancers, which must be the
    // ones to close first.
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: ms,
      // Node checks the two timeouts above on this interval (30 s by default, which would double them).
      connectionsCheckingInterval: Math.min(1000, ms / 2),
    },
  }
}
