// Which failures mean "the database cannot serve right now" rather than "this request is wrong" or "our code is
// wrong": the connection is gone or cannot be made, or a statement waited out its time. Such a failure is
// answered 503 with Retry-After (docs/operations.md, "Database faults"): the client may send the same request
// again, since nothing was acknowledged.

import { ANSWER_TIMEOUT_MESSAGE } from './answer-bound-pool.ts'

export type DatabaseFault = 'unreachable' | 'timeout'

// SQLSTATEs that end or refuse the connection: class 08 (connection exception), the server shutting down or
// killing this backend (57P01–57P03), too many connections (53300), the session idle in a transaction too
// long (25P03).
const UNREACHABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25P03'])
// A statement cancelled by statement_timeout (57014) or a lock not granted within lock_timeout (55P03).
const TIMEOUT_STATES = new Set(['57014', '55P03'])
// The socket failed under node-postgres, or the host cannot be reached at all.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// node-postgres reports a lost or unobtainable connection by message only, without a code.
const NETWORK_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Client was closed/,
]

// The server's own bound on waiting for an answer ran out (DATABASE_ANSWER_TIMEOUT): node-postgres says so by
// message only.
const TIMEOUT_MESSAGES = new Set([ANSWER_TIMEOUT_MESSAGE])

/** What kind of database fault `error` (or an error it wraps, as drizzle does) is, or undefined. */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  let e: unknown = error
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') {
      if (TIMEOUT_STATES.has(code)) return 'timeout'
      if (UNREACHABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))
        return 'unreachable'
    }
    if (e instanceof AggregateError && e.errors.some((inner) => databaseFault(inner) === 'unreachable'))
      return 'unreachable'
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && TIMEOUT_MESSAGES.has(message)) return 'timeout'
    if (typeof message === 'string' && NETWORK_MESSAGES.some((pattern) => pattern.test(message)))
      return 'unreachable'
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}
