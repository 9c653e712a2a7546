import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '#contract/errors.ts'
import { healthApi } from '#contract/api/health.ts'
import type { DatabaseKind, Db } from '../db/client.ts'
import { checkTablesReadable, databaseReason } from '../db/readiness.ts'
import { AppError } from '../http/app-error.ts'
import { registerEndpoint } from '../http/endpoint.ts'

/**
 * How long the check may take before health answers 503: a database that holds its connections without
 * answering (a frozen host, a network that drops packets) must not hold the load balancer's probe, which
 * gives up after a few seconds and learns nothing.
 */
export const HEALTH_TIMEOUT_MS = 3000

class HealthTimeout extends Error {
  override readonly message = `no answer within ${HEALTH_TIMEOUT_MS} ms`
}

/** Resolves with `work`, or rejects with HealthTimeout once the bound has passed (`work` goes on unheard). */
function bounded(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthTimeout()), HEALTH_TIMEOUT_MS)
  })
  return Promise.race([work, expired]).finally(() => clearTimeout(timer))
}

export function healthRoutes(app: FastifyInstance, deps: { db: Db; kind: DatabaseKind }): void {
  registerEndpoint(app, healthApi.get, async ({ raw: request }) => {
    // "ok" means a user can sign in and open the workspace: the tables they read are there and readable,
    // not merely that the database answers.
    try {
      await bounded(checkTablesReadable(deps.db))
    } catch (error) {
      request.log.error({ reason: databaseReason(error) }, 'health check failed: the database cannot serve')
      throw new AppError(503, ErrorCode.UNAVAILABLE, 'The database cannot serve requests')
    }
    return { status: 'ok' as const, database: deps.kind }
  })
}
