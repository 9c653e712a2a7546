// A large project file is read, checked and calculated one at a time per server process: parsing and checking
// a 68 MB file (500 systems of 100 products) took the server from 0.5 to 1.0 GB for its 8.7 s, so several at
// once could take the process down with every user's requests. Smaller files go as they come.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error.ts'

/** Files up to this size, bytes, import side by side; a larger one (or one of unstated size) waits its turn. */
export const LARGE_IMPORT_BYTES = 20 * 1024 * 1024

/** Seconds a large import asks the next one to wait: about what one takes. */
export const LARGE_IMPORT_RETRY_SECONDS = 15

export function largeImportGate() {
  let holder: FastifyRequest | null = null
  return {
    /**
     * Before the body is read (preParsing, after the guard and the rate limit): a large file while another is
     * in progress is refused, a 503 with Retry-After, which the web client waits out and sends again.
     * @returns the refusal, or null when the request may go on
     */
    admit(request: FastifyRequest, reply: FastifyReply): AppError | null {
      const length = Number(request.headers['content-length'])
      if (Number.isFinite(length) && length <= LARGE_IMPORT_BYTES) return null
      if (holder !== null) {
        void reply.header('retry-after', String(LARGE_IMPORT_RETRY_SECONDS))
        return new AppError(
          503,
          'UNAVAILABLE',
          'Another large project file is being imported; try again shortly',
        )
      }
      holder = request
      return null
    },
    /** When its answer has gone, or its client went away. */
    release(request: FastifyRequest): void {
      if (holder === request) holder = null
    },
  }
}
