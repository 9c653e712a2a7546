import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../test/app.ts'
import { PASSWORD, readOutbox, resetTokenOf, signUp, uniqueEmail } from '../test/auth.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { isCommonPassword } from './password-policy.ts'

describe('the common-password list', () => {
  it('knows the usual suspects whatever their case, and not a passphrase', () => {
    expect(isCommonPassword('password1')).toBe(true)
    expect(isCommonPassword('QwertyUIOP')).toBe(true)
    expect(isCommonPassword(PASSWORD)).toBe(false)
  })
})

describe.each(testDatabaseTargets())('new passwords on $kind', (target) => {
  let dataDir: string
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-pwpolicy-'))
    testApp = await createTestApp({
      database: await target.open(),
      config: { dataDir, authRateLimits: { perAddress: 0, perAccount: 0 } },
    })
    app = testApp.app
  })
  afterAll(async () => {
    await testApp.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const signUpWith = (payload: { fullName: string; email: string; password: string }) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-up', payload })
  const confirm = (token: string | undefined, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } })
  const refusal = (reason: string) => ({
    success: false,
    error: { code: 'VALIDATION_ERROR', details: [{ field: 'body.password', message: reason }] },
  })

  it.each([
    ['a common password, in any case', 'Ada Lovelace', 'PassWord1', 'PASSWORD_COMMON'],
    ['the local part of the e-mail', 'Ada Lovelace', 'my-Countess.1815', 'PASSWORD_CONTAINS_EMAIL'],
    ['the whole e-mail address', 'Ada Lovelace', 'countess1815@example.com', 'PASSWORD_CONTAINS_EMAIL'],
    ['the full name, spaced otherwise', 'Ada Lovelace', 'ada_lovelace!', 'PASSWORD_CONTAINS_NAME'],
    ['a part of the name, accents aside', 'Ädä Lövelace', 'lovelace-42x', 'PASSWORD_CONTAINS_NAME'],
  ])('refuses %s at sign-up with 422 and the reason', async (_, fullName, password, reason) => {
    const email = `countess1815@${Math.random().toString(36).slice(2, 8)}.example.com`
    const res = await signUpWith({ fullName, email, password })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject(refusal(reason))
  })

  it('accepts a good password, and a short name part or local part inside it', async () => {
    const res = await signUpWith({
      fullName: 'Bo Ek',
      email: `bo-${Date.now()}@example.com`,
      password: 'bo and ek: ' + PASSWORD,
    })
    expect(res.statusCode).toBe(201)
  })

  it('refuses the same at reset confirm and leaves the link usable', async () => {
    const email = uniqueEmail('grace')
    await signUp(app, { fullName: 'Grace Hopper', email })
    const before = (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).length
    await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email, lang: 'en' } })
    const token = resetTokenOf((await readOutbox(path.join(dataDir, 'outbox'), before + 1)).at(-1) ?? '')
    expect(token).toBeDefined()

    for (const [password, reason] of [
      ['iloveyou', 'PASSWORD_COMMON'],
      [`${email.split('@')[0]}!`, 'PASSWORD_CONTAINS_EMAIL'],
      ['admiral hopper 1906', 'PASSWORD_CONTAINS_NAME'],
    ] as const) {
      const res = await confirm(token, password)
      expect(res.statusCode).toBe(422)
      expect(res.json<{ error: { details: unknown } }>().error.details).toEqual(refusal(reason).error.details)
    }
    expect((await confirm(token, 'a brand new passphrase')).statusCode).toBe(200)
  })
})
