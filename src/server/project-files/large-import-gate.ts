// A large project file is checked and calculated one at a time per server process: parsing and checking a 68 MB
// file (500 systems of 100 products) took the server from 0.5 to 1.0 GB for its 8.7 s, so several at once could
// take the process down with every user's requests. Smaller files go as they come.
//
// The turn is taken when the whole body has arrived, not when the request starts: a file sent slowly (a poor
// line, or on purpose) then holds no one up while it trickles in. Receiving is bounded apart: a few large
// bodies at once in the process, one per user, so one account cannot fill the server's memory or every place.
import { Transform, type Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error.ts'

/** Files up to this size, bytes, import side by side; a larger one (or one of unstated size) waits its turn. */
export const LARGE_IMPORT_BYTES = 20 * 1024 * 1024

/** Large bodies being received at once in one process (each up to the body limit in memory). */
export const LARGE_UPLOADS_AT_ONCE = 3

/** Seconds a refused large import asks the client to wait: about what one takes. */
export const LARGE_IMPORT_RETRY_SECONDS = 15

const isLarge = (request: FastifyRequest): boolean => {
  const length = Number(request.headers['content-length'])
  return !(Number.isFinite(length) && length <= LARGE_IMPORT_BYTES)
}

export function largeImportGate() {
  /** Large imports admitted and not yet answered, by the user who sent them. */
  const admitted = new Map<FastifyRequest, string>()
  let checking: FastifyRequest | null = null
  /** Imports whose handler is running: their turn ends with the handler, whatever became of their client. */
  const working = new Set<FastifyRequest>()
  /** Bodies received, waiting for the turn, first come first served. */
  const queue: { request: FastifyRequest; go: () => void; stop: (error: Error) => void }[] = []

  const next = (): void => {
    if (checking !== null) return
    const first = queue.shift()
    if (first === undefined) return
    checking = first.request
    first.go()
  }
  const refuse = (reply: FastifyReply, message: string): AppError => {
    void reply.header('retry-after', String(LARGE_IMPORT_RETRY_SECONDS))
    return new AppError(503, 'UNAVAILABLE', message)
  }

  /** The request's place and turn are given up, or its wait ended: the turn passes on. */
  const release = (request: FastifyRequest): void => {
    admitted.delete(request)
    const waiting = queue.findIndex((entry) => entry.request === request)
    if (waiting >= 0) queue.splice(waiting, 1)[0]?.stop(new Error('The client went away'))
    if (checking === request) {
      checking = null
      next()
    }
  }

  return {
    /**
     * Before the body is read (preParsing, after the guard and the rate limit): a large file is refused, a 503
     * with Retry-After that the web client waits out and sends again, when its user already sends one or the
     * process already receives as many as it takes.
     * @returns the refusal, or null when the request may go on
     */
    admit(request: FastifyRequest, reply: FastifyReply): AppError | null {
      if (!isLarge(request)) return null
      const user = request.user?.id ?? request.ip
      if ([...admitted.values()].includes(user))
        return refuse(reply, 'Your other large project file is still being imported; try again shortly')
      if (admitted.size >= LARGE_UPLOADS_AT_ONCE)
        return refuse(reply, 'Other large project files are being imported; try again shortly')
      admitted.set(request, user)
      // The answer's connection closes when the answer has gone and when the client leaves, also after sending
      // its whole file (no abort is reported then, and no answer is ever finished): the one end always seen.
      reply.raw.once('close', () => {
        if (!working.has(request)) release(request)
      })
      return null
    },
    /**
     * The body as it comes, its end held back until this file's turn: the parser reads the whole file only
     * then. A small file's body is passed on as it is.
     */
    body(request: FastifyRequest, payload: Readable): Readable {
      if (!admitted.has(request)) return payload
      const held = new Transform({
        transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
        flush: (done) => {
          queue.push({ request, go: () => done(), stop: (error) => done(error) })
          next()
        },
      })
      payload.on('error', (error) => held.destroy(error))
      return payload.pipe(held)
    },
    /** Runs the import's own work; the turn ends with it, even when its client has left meanwhile. */
    async during<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
      working.add(request)
      try {
        return await work()
      } finally {
        working.delete(request)
        release(request)
      }
    },
  }
}
