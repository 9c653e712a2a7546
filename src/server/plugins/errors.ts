// One error handler: the envelope of docs/product-rules.md, "Answer envelope", 5xx text hidden, validation
// details per field.
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ErrorCode } from '#contract/errors.ts'
import type { ErrorBody, ErrorDetail } from '#contract/http.ts'
import { EngineError } from '#engine/index.ts'
import { databaseFault } from '../db/faults.ts'
import { AppError } from '../http/app-error.ts'

// `details` is always an array, empty when no field is to blame (docs/product-rules.md, "Answer envelope").
const body = (code: string | number, message: string, details: ErrorDetail[] = []): ErrorBody => ({
  success: false,
  error: { code, message, details },
})

// PostgreSQL's "character not in repertoire" and "untranslatable character": text it cannot store, such as
// the NUL character, in any field of any route. Input we cannot keep is invalid input, not our failure.
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

/**
 * Seconds a client is asked to wait before sending a request again that failed because the database could not
 * serve it: long enough for a restarted database or a released lock, short enough that a user's retry soon
 * succeeds.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5

const faultMessages = {
  unreachable: 'The database cannot be reached; try again shortly',
  timeout: 'The database did not answer in time; try again shortly',
} as const

function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const answer = body(error.code, error.message, error.details)
      if (error.data === undefined) return reply.code(error.status).send(answer)
      // Serialised here, not by Fastify: were the data past what one string can hold (a 409's current
      // document), Fastify would fall back to its own error format with the internal error's text. Without the
      // data the refusal still stands; the client reads the document again.
      let serialised: string
      try {
        serialised = JSON.stringify({ ...answer, data: error.data })
      } catch (failure) {
        request.log.error({ err: failure }, 'refusal sent without its data: the data cannot be serialised')
        return reply.code(error.status).send(answer)
      }
      return reply.code(error.status).type('application/json; charset=utf-8').send(serialised)
    }
    if (error instanceof EngineError) {
      // The engine refuses physically meaningless input with a code and the field it concerns.
      const field = typeof error.details.field === 'string' ? `body.${error.details.field}` : 'body'
      return reply
        .code(422)
        .send(body('VALIDATION_ERROR', 'The request is not valid', [{ field, message: error.code }]))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body'
      const details = error.validation.map((v) => ({
        field: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }))
      return reply.code(422).send(body('VALIDATION_ERROR', 'The request is not valid', details))
    }
    if (isUnstorableText(error)) {
      return reply
        .code(422)
        .send(
          body('VALIDATION_ERROR', 'The request is not valid', [
            { field: 'body', message: 'Text contains a character that cannot be stored (such as NUL)' },
          ]),
        )
    }
    const fault = databaseFault(error)
    if (fault) {
      // Never acknowledged: the transaction rolled back, or its commit's answer was lost on the way. A repeat of
      // a save carries its version, so a commit that did land makes the repeat a 409, not a second write.
      request.log.error({ err: error, fault }, 'request failed: the database cannot serve')
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body(ErrorCode.UNAVAILABLE, faultMessages[fault]))
    }
    const status = error.statusCode ?? 500
    if (status === 413)
      return reply.code(413).send(body('PAYLOAD_TOO_LARGE', 'The request body is too large'))
    if (status === 415) return reply.code(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'Send JSON'))
    if (status === 429)
      return reply.code(429).send(body('RATE_LIMITED', error.message || 'Too many requests'))
    if (status === 400) {
      // Malformed JSON and the like are invalid input too: 422, never 400 (400 means "sign in again" to the client).
      return reply
        .code(422)
        .send(
          body('VALIDATION_ERROR', 'The request is not valid', [{ field: 'body', message: error.message }]),
        )
    }
    if (status > 400 && status < 500) return reply.code(status).send(body('BAD_REQUEST', error.message))
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(body('INTERNAL', 'Something went wrong on our side'))
  })
}

/** Unknown API paths answer the 404 envelope. */
export const apiNotFound = (method: string, url: string): ErrorBody =>
  body('NOT_FOUND', `No API route ${method} ${url.split('?')[0] ?? url}`)
