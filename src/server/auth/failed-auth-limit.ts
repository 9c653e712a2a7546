// A limit on failed authentication of the routes that need a signed-in user, per client address: past
// `perMinute` 401s of one address in a minute, its further failures are 429 with Retry-After instead. Only
// failures count, so a caller whose token is valid is never limited, however many failures its address
// has; every token is still checked for that reason. This machine itself is left out, as the sign-in limits
// leave it (http/this-machine.ts), and the address is the one TRUST_PROXY resolves. Counted in this process
// and added to the shared row twice a second (rate-limits/store.ts), like the calculations: a flood of
// anonymous requests costs no database round trip each for its count. Past the limit a refresh token is
// looked up only when it carries our signature (auth/tokens.ts), so neither does a flood of bogus ones.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { tooManyRequests } from '../http/app-error.ts'
import { fromThisMachine } from '../http/this-machine.ts'
import type { WorkCounter } from '../rate-limits/store.ts'

const MINUTE = 60_000

/** The limit as the guard asks it. */
export interface FailedAuthLimit {
  /** Counts a failed authentication of `request`; throws 429 past the limit. */
  count(request: FastifyRequest, reply: FastifyReply): void
  /** Whether a failure of `request` now would be refused: then only a signed refresh token is looked up. */
  reached(request: FastifyRequest): boolean
}

/** The limit over `counter`; undefined when it is off (0). */
export function failedAuthLimit(counter: WorkCounter, perMinute: number): FailedAuthLimit | undefined {
  if (perMinute <= 0) return undefined
  return {
    count(request, reply) {
      if (fromThisMachine(request)) return
      const { current, ttlMs } = counter.take(request.ip, 1, MINUTE, Infinity)
      if (current <= perMinute) return
      throw tooManyRequests(reply, ttlMs)
    },
    reached: (request) => !fromThisMachine(request) && counter.peek(request.ip).current >= perMinute,
  }
}
