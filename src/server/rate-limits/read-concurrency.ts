// Workspace reads of one signed-in user at once, in this process. A read of a large project's rooms or systems
// costs up to a second of server time, and sixteen of one user's at once had kept a bystander waiting 6 s
// (attacker's review). Past `atOnce` a user's further reads wait their turn, in order, and past `waiting` of
// those they are refused with 429: one account gets at most `atOnce` handlers, however many it sends.
// A person's browser sends a handful at once on opening a screen, which never wait long.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tooManyRequests } from '../http/app-error.ts'
import { isWorkspaceRead } from './workspace-routes.ts'

/** A user's reads that may wait for a turn; more are refused. */
export const READS_WAITING = 32

interface Waiting {
  request: FastifyRequest
  start: () => void
  cancel: (reason: Error) => void
}

interface Turns {
  running: number
  waiting: Waiting[]
}

/** Adds the limit to every route registered in `app` after it; nothing when `atOnce` is 0 (benchmarks). */
export function registerReadConcurrency(
  app: FastifyInstance,
  { atOnce, waiting }: { atOnce: number; waiting: number },
): void {
  if (atOnce <= 0) return
  const users = new Map<string, Turns>()
  const running = new WeakSet<FastifyRequest>()

  app.addHook('preHandler', async (request, reply) => {
    if (!request.user || !isWorkspaceRead(request)) return
    const userId = request.user.id
    const turns = users.get(userId) ?? { running: 0, waiting: [] }
    users.set(userId, turns)
    if (turns.running < atOnce) {
      turns.running++
      running.add(request)
      return
    }
    if (turns.waiting.length >= waiting) throw tooManyRequests(reply, 1000, 'Too many reads at once.')
    await new Promise<void>((start, cancel) => turns.waiting.push({ request, start, cancel }))
  })

  /**
   * A finished read hands its turn to the user's next waiting one (a waiting read whose client went away has
   * left the line already, `leave`), or gives the turn back.
   */
  const release = (request: FastifyRequest): void => {
    if (!running.has(request) || !request.user) return
    running.delete(request)
    const turns = users.get(request.user.id)
    if (!turns) return
    const next = turns.waiting.shift()
    if (next) {
      running.add(next.request)
      next.start()
      return
    }
    turns.running--
    if (turns.running === 0) users.delete(request.user.id)
  }

  /** A waiting read whose client went away leaves the line, its request ended with an error nobody reads. */
  const leave = (request: FastifyRequest): void => {
    const turns = request.user ? users.get(request.user.id) : undefined
    const at = turns?.waiting.findIndex((entry) => entry.request === request) ?? -1
    if (at < 0) return
    turns?.waiting.splice(at, 1)[0]?.cancel(new Error('the client went away while waiting'))
  }

  app.addHook('onResponse', (request, _reply, done) => {
    release(request)
    done()
  })
  app.addHook('onRequestAbort', (request, done) => {
    leave(request)
    release(request)
    done()
  })
}
