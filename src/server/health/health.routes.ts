import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '#contract/errors.ts'
import { healthApi } from '#contract/api/health.ts'
import type { DatabaseKind, Db } from '../db/client.ts'
import { checkTablesReadable, databaseReason } from '../db/readiness.ts'
import { AppError } from '../http/app-error.ts'
import { registerEndpoint } from '../http/endpoint.ts'

export function healthRoutes(app: FastifyInstance, deps: { db: Db; kind: DatabaseKind }): void {
  registerEndpoint(app, healthApi.get, async ({ raw: request }) => {
    // "ok" means a user can sign in and open the workspace: the tables they read are there and readable,
    // not merely that the database answers.
    try {
      await checkTablesReadable(deps.db)
    } catch (error) {
      request.log.error({ reason: databaseReason(error) }, 'health check failed: the database cannot serve')
      throw new AppError(503, ErrorCode.UNAVAILABLE, 'The database cannot serve requests')
    }
    return { status: 'ok' as const, database: deps.kind }
  })
}
