import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { createTestApp } from '../test/app.ts'
import { PASSWORD, getWith, readOutbox, resetTokenOf, signUp, sleep, uniqueEmail } from '../test/auth.ts'

const NEW_PASSWORD = 'a brand new passphrase'

let dataDir: string
let outbox: string
let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-reset-'))
  outbox = path.join(dataDir, 'outbox')
  testApp = await createTestApp({
    config: {
      dataDir,
      publicOrigin: 'https://vent.example.com/',
      authRateLimits: { perAddress: 0, perAccount: 0 },
    },
  })
  app = testApp.app
})
afterAll(async () => {
  await testApp.close()
  await rm(dataDir, { recursive: true, force: true })
})

const askReset = (email: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email, lang } })
const confirm = (token: string | undefined, password = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } })
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } })

/** Asks for a reset link and returns its token from the newest message of the outbox. */
async function resetTokenFor(
  email: string,
  lang = 'en',
): Promise<{ token: string | undefined; mail: string }> {
  const before = (await readdir(outbox).catch(() => [])).length
  expect((await askReset(email, lang)).json()).toEqual({ success: true, data: {} })
  const mails = await readOutbox(outbox, before + 1)
  const mail = mails.at(-1) ?? ''
  return { token: resetTokenOf(mail), mail }
}

describe('password reset', () => {
  it('answers 200 for an unknown address and sends nothing', async () => {
    const before = (await readdir(outbox).catch(() => [])).length
    const res = await askReset(uniqueEmail('nobody'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: {} })
    await sleep(200)
    expect((await readdir(outbox).catch(() => [])).length).toBe(before)
  })

  it('mails a link to our own origin that sets a new password once and signs every session out', async () => {
    const session = await signUp(app, { fullName: 'Ada Lovelace' })
    const { token, mail } = await resetTokenFor(session.user.email.toUpperCase())
    expect(mail).toContain(`To: ${session.user.email}`)
    expect(mail).toContain('Hello Ada Lovelace,')
    expect(mail).toContain('https://vent.example.com/app/password-reset/new#token=')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    expect((await confirm(token)).json()).toEqual({ success: true, data: {} })
    expect((await signIn(session.user.email, PASSWORD)).json()).toMatchObject({ error: { code: 1002 } })
    expect((await signIn(session.user.email, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await getWith(app, '/api/auth/user', session)).statusCode).toBe(401)

    const again = await confirm(token, 'yet another passphrase')
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'body.token', message: 'RESET_TOKEN_INVALID' }] },
    })
  })

  it('retires older links once one of them is used', async () => {
    const { user } = await signUp(app)
    const first = await resetTokenFor(user.email)
    const second = await resetTokenFor(user.email)
    expect((await confirm(second.token)).statusCode).toBe(200)
    expect((await confirm(first.token)).statusCode).toBe(422)
  })

  it('refuses a link after its lifetime', async () => {
    const shortDir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-reset-short-'))
    const short = await createTestApp({ config: { dataDir: shortDir, passwordResetTtl: 1 } })
    try {
      const { user } = await signUp(short.app)
      await short.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: user.email },
      })
      const [mail] = await readOutbox(path.join(shortDir, 'outbox'))
      await sleep(1100)
      const res = await short.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: resetTokenOf(mail ?? ''), password: NEW_PASSWORD },
      })
      expect(res.statusCode).toBe(422)
    } finally {
      await short.close()
      await rm(shortDir, { recursive: true, force: true })
    }
  })

  it('writes the e-mail in the language asked for', async () => {
    const { user } = await signUp(app, { fullName: 'Aino' })
    const { mail } = await resetTokenFor(user.email, 'fi')
    expect(mail).toContain('Hei Aino,')
    expect(mail).toContain('salasana')
  })

  it('refuses a short new password, an unknown token and a bad address with 422', async () => {
    const { user } = await signUp(app)
    const { token } = await resetTokenFor(user.email)
    const short = await confirm(token, 'short')
    expect(short.statusCode).toBe(422)
    expect(short.json()).toMatchObject({ error: { details: [{ field: 'body.password' }] } })
    expect((await confirm('no-such-token')).statusCode).toBe(422)
    expect((await askReset('not an address')).statusCode).toBe(422)
    // The short password did not use the link up.
    expect((await confirm(token)).statusCode).toBe(200)
  })

  it('keeps messages private in the outbox (files 0600)', async () => {
    const { user } = await signUp(app)
    await resetTokenFor(user.email)
    const names = (await readdir(outbox)).filter((n) => n.endsWith('.eml'))
    const mode = (await stat(path.join(outbox, names[0] ?? ''))).mode & 0o777
    expect(mode).toBe(0o600)
  })

  it('signs in after the reset with a session of its own', async () => {
    const { user } = await signUp(app)
    const { token } = await resetTokenFor(user.email)
    await confirm(token)
    const res = await signIn(user.email, NEW_PASSWORD)
    const { data } = res.json<{ data: SignedIn }>()
    expect((await getWith(app, '/api/auth/user', data)).statusCode).toBe(200)
  })
})
