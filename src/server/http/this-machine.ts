// Requests from this machine itself. Limits per client address leave them alone: they are the operator's
// tools and tests, or a reverse proxy on this machine that TRUST_PROXY does not name, behind which every
// user has the proxy's address and one shared budget would turn them all away together (README, TRUST_PROXY).
import type { FastifyRequest } from 'fastify'

/** A loopback address: 127.0.0.0/8, ::1, or 127.x as an IPv4-mapped IPv6 address. */
export const isLoopback = (ip: string): boolean =>
  ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.')

/** True when the request's client address (as TRUST_PROXY resolves it) is this machine. */
export const fromThisMachine = (request: FastifyRequest): boolean => isLoopback(request.ip)
