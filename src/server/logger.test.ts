// A failed write logs what failed, never the values it was writing: a sign-up whose insert the database
// refuses (a trigger raising, with the row's values in its detail as PostgreSQL's own errors put them), and a
// unique violation, on both databases, with the whole log searched.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Database } from './db/client.ts'
import { users } from './db/schema/index.ts'
import { loggerOptions, withoutParams } from './logger.ts'
import { testConfig } from './test/app.ts'
import { isolatedDatabaseTargets } from './test/isolated-postgres.ts'

describe.each(isolatedDatabaseTargets())('logged database errors on $kind', (target) => {
  const lines: string[] = []
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await target.open()
    const logger = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) })
    app = await buildApp({ database, config: testConfig({ logLevel: 'info' }), logger })
    await app.ready()
  }, 180_000)
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('logs a refused sign-up with its statement and code, and without the e-mail address or the hash', async () => {
    // A database that refuses the write, and names the row in the error's detail as PostgreSQL does.
    await database.db.execute(
      sql.raw(`create function refuse_user() returns trigger language plpgsql as $$
        begin raise exception 'forced failure' using detail = 'refused ' || new.email || ' ' || new.password_hash;
        end $$`),
    )
    await database.db.execute(
      sql.raw(
        'create trigger refuse_user before insert on users for each row execute function refuse_user()',
      ),
    )
    const email = `refused-${randomUUID()}@example.com`
    const password = 'Quartz lantern meadow 91'
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { fullName: 'Refused Person', email, password },
    })
    await database.db.execute(sql.raw('drop trigger refuse_user on users'))
    expect(res.statusCode).toBe(500)

    const failure = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request failed')
    expect(failure).toBeDefined()
    const logged = JSON.stringify(failure)
    expect(logged).toContain('insert into \\"users\\"')
    expect(logged).toContain('forced failure')
    expect(logged).toContain('"code":"P0001"')
    const whole = lines.join('\n')
    expect(whole).not.toContain(email)
    expect(whole).not.toContain('$argon2id$')
    expect(whole).not.toContain(password)
    expect(whole).not.toContain('refused ')
    expect(whole).not.toContain('Refused Person')
  })

  it('logs a unique violation without the duplicated value', async () => {
    const email = `twice-${randomUUID()}@example.com`
    await database.db.insert(users).values({ fullName: 'First', email, passwordHash: '$argon2id$v=19$first' })
    const error = await database.db
      .insert(users)
      .values({ fullName: 'Second', email, passwordHash: '$argon2id$v=19$second' })
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(Error)
    // What the driver puts in the error: the values, in the message and (PostgreSQL) in its detail.
    expect(String((error as Error).message)).toContain(email)

    const caught: string[] = []
    const logger = pino(loggerOptions('info'), { write: (line: string) => void caught.push(line) })
    logger.error({ err: error }, 'write failed')
    logger.warn({ reason: (error as Error).message }, 'write failed, as a reason')
    const whole = caught.join('\n')
    expect(whole).toContain('"code":"23505"')
    expect(whole).toContain('users_email_lower_idx')
    expect(whole).not.toContain(email)
    expect(whole).not.toContain('$argon2id$')
  })
})

it('cuts the parameters out of a message and a stack, keeping the statement and the frames', () => {
  const stack =
    'DrizzleQueryError: Failed query: insert into "users" values ($1)\nparams: a@b.fi,\nsecret\n    at run (x.ts:1:1)'
  expect(withoutParams(stack)).toBe(
    'DrizzleQueryError: Failed query: insert into "users" values ($1)\nparams: [redacted]\n    at run (x.ts:1:1)',
  )
  expect(withoutParams('Failed query: select 1\nparams: 1,2')).toBe(
    'Failed query: select 1\nparams: [redacted]',
  )
})
