// Limits of the sign-in, sign-up and reset calls: per client address and per account (e-mail address).
// Each call gets its own counters; they live in this process (several instances each count their own).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error.ts'

const MINUTE = 60_000
const ACCOUNT_WINDOW = 15 * MINUTE

function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  return email ? `account:${email}` : `address:${request.ip}`
}

/** A preHandler that answers 429 once either limit is exceeded; undefined when both are off (0). */
export function authRateLimit(
  app: FastifyInstance,
  limits: { perAddress: number; perAccount: number },
): ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined {
  const limiters = [
    limits.perAddress > 0
      ? app.createRateLimit({ max: limits.perAddress, timeWindow: MINUTE, keyGenerator: (r) => r.ip })
      : undefined,
    limits.perAccount > 0
      ? app.createRateLimit({ max: limits.perAccount, timeWindow: ACCOUNT_WINDOW, keyGenerator: accountKey })
      : undefined,
  ].filter((l) => l !== undefined)
  if (limiters.length === 0) return undefined
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request)
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds))
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many attempts. Wait ${result.ttlInSeconds} seconds and try again.`,
        )
      }
    }
  }
}
