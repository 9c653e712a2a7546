// Services throw AppError with a code; the error handler turns it into the envelope and status.
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
