// Services throw AppError with a code; the error handler turns it into the envelope and status.
import type { FastifyReply } from 'fastify'
import type { ErrorDetail } from '#contract/http.ts'

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra data for the client, e.g. the current document on a 409. */
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message)
export const unauthorized = (message = 'Authorization required') => new AppError(401, 'UNAUTHORIZED', message)
export const conflict = (message: string, current?: unknown) =>
  new AppError(409, 'CONFLICT', message, undefined, current)
export const validation = (details: ErrorDetail[]) =>
  new AppError(422, 'VALIDATION_ERROR', 'The request is not valid', details)

/**
 * A 429 whose wait is in `Retry-After` and in the message, in whole seconds and at least one: a client may
 * read either. `reason` says what was limited; without it, the message is the sign-in limits' wording.
 */
export function tooManyRequests(reply: FastifyReply, ttlMs: number, reason = 'Too many attempts.'): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000))
  reply.header('Retry-After', String(seconds))
  return new AppError(429, 'RATE_LIMITED', `${reason} Wait ${seconds} seconds and try again.`)
}
