// Health says ok only when the app can work: the tables read at sign-in and on the workspace pages are
// there and readable. A renamed table (both databases) and a revoked one (PostgreSQL, where a role can lose
// its rights) answer 503 with the envelope; start-up refuses the same database in one line.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { DatabaseStartError, openPostgres, type Database } from '../db/client.ts'
import { NEEDED_TABLES } from '../db/readiness.ts'
import { migrateAndVerify } from '../db/verify.ts'
import { testDatabaseUrl } from '../config/env.ts'
import { testConfig } from '../test/app.ts'
import { migrationsFolder } from '../test/databases.ts'
import { createIsolatedPostgres, isolatedDatabaseTargets } from '../test/isolated-postgres.ts'

const ok = (kind: string) => ({ success: true, data: { status: 'ok', database: kind } })
const unavailable = {
  success: false,
  error: { code: 'UNAVAILABLE', message: 'The database cannot serve requests', details: [] },
}

describe.each(isolatedDatabaseTargets())('health on $kind', (target) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await target.open()
    app = await buildApp({ database, config: testConfig() })
    await app.ready()
  }, 180_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const health = () => app.inject({ method: 'GET', url: '/api/health' })

  it.each(NEEDED_TABLES)(
    'answers 503 with the envelope while %s cannot be read, and ok again after',
    async (table) => {
      expect((await health()).json()).toEqual(ok(target.kind))
      await database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`))
      try {
        const res = await health()
        expect(res.statusCode).toBe(503)
        expect(res.json()).toEqual(unavailable)
      } finally {
        await database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`))
      }
      const again = await health()
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual(ok(target.kind))
    },
  )

  it('stops start-up with one line naming the database and the table', async () => {
    await database.db.execute(sql.raw('alter table users rename to users_away'))
    try {
      const failure = await migrateAndVerify(database, migrationsFolder, 'in DATA_DIR /srv/vn').then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(failure).toBeInstanceOf(DatabaseStartError)
      const message = (failure as Error).message
      expect(message).not.toContain('\n')
      expect(message).toMatch(
        /^The database in DATA_DIR \/srv\/vn is not usable: relation "users" does not exist\. /,
      )
    } finally {
      await database.db.execute(sql.raw('alter table users_away rename to users'))
    }
    await migrateAndVerify(database, migrationsFolder, 'in DATA_DIR /srv/vn')
  })
})

const pgUrl = testDatabaseUrl()
describe.runIf(pgUrl)('health on postgres with a revoked table', () => {
  const role = `ventnoise_health_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  let owner: Database & { url: string }
  let restricted: Database
  let app: FastifyInstance
  beforeAll(async () => {
    owner = await createIsolatedPostgres(pgUrl ?? '')
    // The server's role, able to read and write every table except users.
    await owner.db.execute(sql.raw(`create role ${role} login`))
    await owner.db.execute(
      sql.raw(`grant select, insert, update, delete on all tables in schema public to ${role}`),
    )
    await owner.db.execute(sql.raw(`revoke select on users from ${role}`))
    const url = new URL(owner.url)
    url.username = role
    restricted = await openPostgres(url.toString())
    app = await buildApp({ database: restricted, config: testConfig() })
    await app.ready()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await restricted?.close()
    await owner?.close()
    const server = await openPostgres(pgUrl ?? '')
    await server.db.execute(sql.raw(`drop role if exists ${role}`))
    await server.close()
  })

  it('answers 503 with the envelope, and start-up says permission is denied on users', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(unavailable)
    await expect(migrateAndVerify(restricted, migrationsFolder, 'at DATABASE_URL x')).rejects.toThrow(
      /^The database at DATABASE_URL x (could not be migrated|is not usable): permission denied for \w+/,
    )
  })
})
