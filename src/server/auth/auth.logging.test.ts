// "No password, token or hash ever in a log": every auth flow at debug level, then the whole log searched.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { buildApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { loggerOptions, redactRequestUrl } from '../logger.ts'
import { testConfig } from '../test/app.ts'
import { PASSWORD, freshTokens, getWith, readOutbox, resetTokenOf, signUp } from '../test/auth.ts'
import { createTestPglite } from '../test/databases.ts'
import { insertLoginIdentifier } from './auth.repo.ts'
import { hashSecret, randomSecret } from './tokens.ts'

const lines: string[] = []
let dataDir: string
let database: Database
let app: FastifyInstance

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-logs-'))
  database = await createTestPglite()
  const logger = pino(loggerOptions('trace'), { write: (line: string) => void lines.push(line) })
  app = await buildApp({
    database,
    config: testConfig({ dataDir, logLevel: 'trace', refreshReuseGrace: 0 }),
    logger,
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
})

it('keeps passwords, tokens, identifiers and hashes out of the log', async () => {
  const secrets: string[] = [PASSWORD]
  const keep = (t: Partial<SignedIn> | undefined) =>
    secrets.push(...[t?.accessToken, t?.idToken, t?.refreshToken].filter((s): s is string => Boolean(s)))

  const first = await signUp(app)
  keep(first)
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: first.user.email, password: PASSWORD },
  })
  keep(signedIn.json<{ data: SignedIn }>().data)
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: first.user.email, password: 'nope' },
  })
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { fullName: 'X', email: 'x@y.fi', password: 'short' },
  })
  const refreshed = await getWith(app, '/api/auth/user', { refreshToken: first.refreshToken })
  keep(freshTokens(refreshed))
  await getWith(app, '/api/auth/user', { refreshToken: first.refreshToken }) // reuse: a warning

  await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: first.user.email } })
  const [mail] = await readOutbox(path.join(dataDir, 'outbox'))
  const resetToken = resetTokenOf(mail ?? '') ?? 'missing'
  secrets.push(resetToken, 'a new password for the log test')
  await app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token: resetToken, password: 'a new password for the log test' },
  })

  const identifier = randomSecret()
  secrets.push(identifier)
  const expiresAt = new Date(Date.now() + 60_000)
  await insertLoginIdentifier(database.db, {
    userId: first.user.id,
    identifierHash: hashSecret(identifier),
    expiresAt,
  })
  keep(
    (await app.inject({ method: 'GET', url: `/api/auth/authorize/${identifier}` })).json<{ data: SignedIn }>()
      .data,
  )
  await app.inject({ method: 'GET', url: `/authorize/${identifier}` })
  await app.inject({
    method: 'GET',
    url: '/api/auth/sso/callback?code=secret-code-value&state=secret-state-value',
  })
  secrets.push('secret-code-value', 'secret-state-value', hashSecret(identifier), hashSecret(resetToken))

  const [row] = await database.db.select().from(users).where(eq(users.id, first.user.id))
  if (row?.passwordHash) secrets.push(row.passwordHash)

  const log = lines.join('')
  expect(log).toContain('incoming request')
  expect(log).toContain('e-mail written to the outbox')
  expect(log).toContain('a used refresh token came back')
  expect(log).toContain('/api/auth/authorize/[redacted]')
  expect(secrets.length).toBeGreaterThan(12)
  for (const secret of secrets) expect(log).not.toContain(secret)
})

it('redacts identifiers and callback parameters in addresses', () => {
  expect(redactRequestUrl('/authorize/abc?x=1')).toBe('/authorize/[redacted]?x=1')
  expect(redactRequestUrl('/api/auth/sso/callback?code=c&state=s&iss=i')).toBe(
    '/api/auth/sso/callback?code=[redacted]&state=[redacted]&iss=i',
  )
  expect(redactRequestUrl('/api/health')).toBe('/api/health')
})
