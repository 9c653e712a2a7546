// Limits of the sign-in, sign-up and reset calls: per client address, and per account (e-mail address) and
// address together, so that nobody elsewhere can use up the owner's attempts: the owner from another address
// always gets through. Failed sign-ins are not refused but slowed down (sign-in-throttle.ts). Each call gets
// its own counters. They live in the database (rate-limits/store.ts), so instances on one PostgreSQL share
// them: N instances still allow the configured number, not N times it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { tooManyRequests } from '../http/app-error.ts'
import { fromThisMachine } from '../http/this-machine.ts'

const MINUTE = 60_000
const ACCOUNT_WINDOW = 15 * MINUTE

// Every limiter of every call shares one store (createRateLimit gives it no route), so the key names the
// call and the limiter: each call counts on its own, and the two limits never count into one row.
const addressKey = (request: FastifyRequest): string =>
  `${request.routeOptions.url} per-address ${request.ip}`

export const emailOf = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
}

const accountKey = (request: FastifyRequest): string =>
  `${request.routeOptions.url} per-account account:${emailOf(request)} address:${request.ip}`

/** A preHandler that answers 429 once either limit is exceeded; undefined when both are off (0). */
export function authRateLimit(
  app: FastifyInstance,
  limits: { perAddress: number; perAccount: number },
): ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined {
  const limiters = [
    limits.perAddress > 0
      ? {
          check: app.createRateLimit({
            max: limits.perAddress,
            timeWindow: MINUTE,
            keyGenerator: addressKey,
          }),
          applies: (request: FastifyRequest) => !fromThisMachine(request),
        }
      : undefined,
    // Only calls that name an account count against it; the others (the reset confirmation carries just
    // its token) are bounded by the per-address limit alone, as guessing tokens comes from addresses.
    limits.perAccount > 0
      ? {
          check: app.createRateLimit({
            max: limits.perAccount,
            timeWindow: ACCOUNT_WINDOW,
            keyGenerator: accountKey,
          }),
          applies: (request: FastifyRequest) => emailOf(request) !== '',
        }
      : undefined,
  ].filter((l) => l !== undefined)
  if (limiters.length === 0) return undefined
  return async (request, reply) => {
    for (const limiter of limiters) {
      if (!limiter.applies(request)) continue
      const result = await limiter.check(request)
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyRequests(reply, result.ttlInSeconds * 1000)
      }
    }
  }
}
