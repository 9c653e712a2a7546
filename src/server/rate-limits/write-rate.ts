// Writes per signed-in user and minute over the workspace (every POST, PUT, PATCH and DELETE under
// /api/projects: projects, systems, rooms, sharing, restores, imports): one stolen or scripted account cannot
// write without pause, and so cannot fill the database faster than the quotas let it fill at all
// (projects/quotas.ts). Counted after the guard, per user, in the shared store, like the import limit
// (project-files.routes.ts), so instances on one PostgreSQL share the count.
import type { FastifyInstance } from 'fastify'
import { tooManyRequests } from '../http/app-error.ts'
import { isWorkspaceWrite } from './workspace-routes.ts'

const MINUTE = 60_000
/**
 * Adds the limit to every route registered in `app` after it; nothing when `perMinute` is 0 (benchmarks). The
 * web app's autosave writes a system at most every 400 ms (150 a minute): the default is ten times that.
 */
export function registerWriteRate(app: FastifyInstance, perMinute: number): void {
  if (perMinute <= 0) return
  const check = app.createRateLimit({
    max: perMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `writes:${request.user?.id ?? request.ip}`,
  })
  app.addHook('preHandler', async (request, reply) => {
    if (!request.user || !isWorkspaceWrite(request)) return
    const result = await check(request)
    if (!result.isAllowed && result.isExceeded)
      throw tooManyRequests(reply, result.ttlInSeconds * 1000, 'Too many changes in a minute.')
  })
}
