import type { FastifyInstance } from 'fastify'
import { healthApi } from '#contract/api/health.ts'
import type { DatabaseKind, Db } from '../db/client.ts'
import { sql } from 'drizzle-orm'
import { registerEndpoint } from '../http/endpoint.ts'

export function healthRoutes(app: FastifyInstance, deps: { db: Db; kind: DatabaseKind }): void {
  registerEndpoint(app, healthApi.get, async () => {
    // A real round trip, so "ok" means the database answers.
    await deps.db.execute(sql`select 1`)
    return { status: 'ok' as const, database: deps.kind }
  })
}
