import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { eq } from 'drizzle-orm'
import type { SignedIn } from '#contract/api/auth.ts'
import { buildApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { authSessions, users } from '../db/schema/index.ts'
import { createTestApp, testConfig } from '../test/app.ts'
import {
  PASSWORD,
  errorCode,
  freshTokens,
  getWith,
  signUp,
  sleep,
  tokenHeaders,
  uniqueEmail,
} from '../test/auth.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { insertLoginIdentifier } from './auth.repo.ts'
import { hashSecret, randomSecret } from './tokens.ts'

const noLimits = { authRateLimits: { perAddress: 0, perAccount: 0 } }

describe.each(testDatabaseTargets())('accounts and sign-in on $kind', (target) => {
  let database: Database
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  beforeAll(async () => {
    database = await target.open()
    // No grace: a used refresh token that comes back is a reuse at once.
    testApp = await createTestApp({ database, config: { ...noLimits, refreshReuseGrace: 0 } })
    app = testApp.app
  })
  afterAll(() => testApp.close())

  /** Another app on the same database, with other settings. */
  async function appWith(overrides: Parameters<typeof testConfig>[0]): Promise<FastifyInstance> {
    const other = await buildApp({ database, config: testConfig({ ...noLimits, ...overrides }) })
    await other.ready()
    return other
  }

  /** What the single sign-on callback does once the provider has vouched for the user. */
  async function issueIdentifier(userId: string, ttlSeconds = 120): Promise<string> {
    const identifier = randomSecret()
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000)
    await insertLoginIdentifier(database.db, { userId, identifierHash: hashSecret(identifier), expiresAt })
    return identifier
  }

  const signIn = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/sign-in', payload })

  describe('sign-up', () => {
    it('creates the user with an argon2id hash, signs in at once and answers 201', async () => {
      const email = uniqueEmail()
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { fullName: '  Grace Hopper ', email: ` ${email} `, password: PASSWORD },
      })
      expect(res.statusCode).toBe(201)
      expect(res.headers['cache-control']).toBe('no-store')
      const { data } = res.json<{ data: SignedIn }>()
      expect(data.user).toEqual({ id: expect.any(String) as string, fullName: 'Grace Hopper', email })
      expect(data.accessToken && data.idToken && data.refreshToken).toBeTruthy()
      const [row] = await database.db.select().from(users).where(eq(users.id, data.user.id))
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
      expect(row?.passwordHash).not.toContain(PASSWORD)

      const me = await getWith(app, '/api/auth/user', data)
      expect(me.statusCode).toBe(200)
      expect(me.json()).toEqual({ success: true, data: data.user })
    })

    it('refuses an address that has an account, whatever its case, with 409 EMAIL_TAKEN', async () => {
      const { user } = await signUp(app)
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { fullName: 'Someone', email: user.email.toUpperCase(), password: PASSWORD },
      })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: 'EMAIL_TAKEN', details: [{ field: 'body.email', message: 'EMAIL_TAKEN' }] },
      })
    })

    it.each([
      [{ fullName: ' ', email: uniqueEmail(), password: PASSWORD }, 'body.fullName'],
      [{ fullName: 'A', email: 'not-an-address', password: PASSWORD }, 'body.email'],
      [{ fullName: 'A', email: uniqueEmail(), password: '7chars!' }, 'body.password'],
      [{ email: uniqueEmail(), password: PASSWORD }, 'body.fullName'],
    ])('refuses %j with 422 naming %s (never 400)', async (payload, field) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload })
      expect(res.statusCode).toBe(422)
      const body = res.json<{ error: { code: string; details: { field: string }[] } }>()
      expect(body.error.code).toBe('VALIDATION_ERROR')
      expect(body.error.details.map((d) => d.field)).toContain(field)
    })

    it('answers malformed JSON with 422, never 400', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'content-type': 'application/json' },
        payload: '{"fullName":',
      })
      expect(res.statusCode).toBe(422)
    })
  })

  describe('sign-in', () => {
    it('signs in with the address in any case and gives three tokens and the user', async () => {
      const { user } = await signUp(app)
      const res = await signIn({ email: user.email.toUpperCase(), password: PASSWORD })
      expect(res.statusCode).toBe(200)
      const { data } = res.json<{ data: SignedIn }>()
      expect(data.user).toEqual(user)
      const id = decodeJwt(data.idToken)
      expect(id).toMatchObject({ sub: user.id, name: user.fullName, email: user.email })
      expect((await getWith(app, '/api/auth/user', data)).statusCode).toBe(200)
    })

    it('answers 401 with code 1001 for an unknown address', async () => {
      const res = await signIn({ email: uniqueEmail(), password: PASSWORD })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, error: { code: 1001, message: 'User not found' } })
    })

    it('answers 401 with code 1002 for a wrong password', async () => {
      const { user } = await signUp(app)
      const res = await signIn({ email: user.email, password: `${PASSWORD}!` })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: { code: 1002, message: 'Wrong password' } })
    })

    it('answers 401 with code 1000 for an account without a password (single sign-on only)', async () => {
      const email = uniqueEmail('sso')
      await database.db.insert(users).values({ fullName: 'Sso Only', email, passwordHash: null })
      const res = await signIn({ email, password: PASSWORD })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: { code: 1000, message: 'Authorization failed' } })
    })

    it.each([
      [{ email: '', password: PASSWORD }, 'body.email'],
      [{ email: '   ', password: PASSWORD }, 'body.email'],
      [{ email: 'a@b.fi', password: '' }, 'body.password'],
      [{ email: 'a@b.fi' }, 'body.password'],
    ])('refuses %j with 422 naming %s', async (payload, field) => {
      const res = await signIn(payload)
      expect(res.statusCode).toBe(422)
      expect(
        res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field),
      ).toContain(field)
    })
  })

  describe('the guard', () => {
    it('answers 401 without tokens, with a forged token and with the id token as bearer', async () => {
      const { accessToken, idToken } = await signUp(app)
      const forged = `${accessToken.slice(0, -4)}AAAA`
      for (const headers of [
        {},
        { accessToken: forged },
        { accessToken: 'garbage' },
        { accessToken: idToken },
      ]) {
        const res = await getWith(app, '/api/auth/user', headers)
        expect(res.statusCode).toBe(401)
        expect(errorCode(res)).toBe('UNAUTHORIZED')
      }
    })

    it('answers 401 for an unknown refresh token', async () => {
      const res = await getWith(app, '/api/auth/user', { refreshToken: 'not-a-token' })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('refresh in passing', () => {
    it('serves a request without a valid access token and returns fresh, exposed tokens', async () => {
      const first = await signUp(app)
      const res = await getWith(app, '/api/auth/user', { ...first, accessToken: 'expired-or-forged' })
      expect(res.statusCode).toBe(200)
      expect(res.json<{ data: { id: string } }>().data.id).toBe(first.user.id)
      const fresh = freshTokens(res)
      expect(fresh).toBeDefined()
      expect(fresh?.refreshToken).not.toBe(first.refreshToken)
      expect(res.headers['access-control-expose-headers']).toBe('X-Access-Token, X-Id-Token, X-Refresh-Token')
      expect(res.headers['cache-control']).toBe('no-store')
      expect((await getWith(app, '/api/auth/user', { accessToken: fresh?.accessToken })).statusCode).toBe(200)
    })

    it('rotates on every use, and a reused token revokes its whole family', async () => {
      const first = await signUp(app)
      const second = freshTokens(await getWith(app, '/api/auth/user', { refreshToken: first.refreshToken }))
      const third = freshTokens(await getWith(app, '/api/auth/user', { refreshToken: second?.refreshToken }))
      expect(third?.refreshToken).toBeDefined()
      expect(new Set([first.refreshToken, second?.refreshToken, third?.refreshToken]).size).toBe(3)

      // The first token again: someone holds a copy. The session ends for everyone.
      const reuse = await getWith(app, '/api/auth/user', { refreshToken: first.refreshToken })
      expect(reuse.statusCode).toBe(401)
      expect(freshTokens(reuse)).toBeUndefined()
      expect((await getWith(app, '/api/auth/user', { refreshToken: third?.refreshToken })).statusCode).toBe(
        401,
      )
      expect((await getWith(app, '/api/auth/user', { accessToken: third?.accessToken })).statusCode).toBe(401)
      const [session] = await database.db
        .select({ reason: authSessions.revokedReason })
        .from(authSessions)
        .where(eq(authSessions.userId, first.user.id))
      expect(session?.reason).toBe('reuse')
    })

    it('serves parallel requests of one page that carry the same refresh token within the grace time', async () => {
      const graceApp = await appWith({ refreshReuseGrace: 30 })
      try {
        const first = await signUp(graceApp)
        const [a, b] = await Promise.all([
          getWith(graceApp, '/api/auth/user', { refreshToken: first.refreshToken }),
          getWith(graceApp, '/api/auth/user', { refreshToken: first.refreshToken }),
        ])
        expect([a.statusCode, b.statusCode]).toEqual([200, 200])
        // Exactly one answer carries the successor; the other is served without new tokens.
        const successors = [freshTokens(a), freshTokens(b)].filter((t) => t !== undefined)
        expect(successors).toHaveLength(1)
        const next = await getWith(graceApp, '/api/auth/user', { refreshToken: successors[0]?.refreshToken })
        expect(next.statusCode).toBe(200)
      } finally {
        await graceApp.close()
      }
    })

    it('lets tokens expire: a short access token, and the short refresh lifetime without "remember me"', async () => {
      const shortApp = await appWith({ accessTokenTtl: 1, refreshTokenTtlShort: 2, refreshTokenTtl: 60 })
      try {
        const { user } = await signUp(shortApp)
        const signInAs = async (rememberMe: boolean) =>
          (
            await shortApp.inject({
              method: 'POST',
              url: '/api/auth/sign-in',
              payload: { email: user.email, password: PASSWORD, rememberMe },
            })
          ).json<{ data: SignedIn }>().data
        const forgetful = await signInAs(false)
        const remembered = await signInAs(true)
        await sleep(2300)

        const expiredAlone = await getWith(shortApp, '/api/auth/user', {
          accessToken: remembered.accessToken,
        })
        expect(expiredAlone.statusCode).toBe(401)
        const shortSession = await getWith(shortApp, '/api/auth/user', forgetful)
        expect(shortSession.statusCode).toBe(401)
        const longSession = await getWith(shortApp, '/api/auth/user', remembered)
        expect(longSession.statusCode).toBe(200)
        expect(freshTokens(longSession)).toBeDefined()
      } finally {
        await shortApp.close()
      }
    })
  })

  describe('logout and flush', () => {
    it('logout revokes this session only', async () => {
      const mine = await signUp(app)
      const other = (await signIn({ email: mine.user.email, password: PASSWORD })).json<{ data: SignedIn }>()
        .data
      const res = await getWith(app, '/api/auth/logout', mine)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, data: {} })
      expect((await getWith(app, '/api/auth/user', { accessToken: mine.accessToken })).statusCode).toBe(401)
      expect((await getWith(app, '/api/auth/user', { refreshToken: mine.refreshToken })).statusCode).toBe(401)
      expect((await getWith(app, '/api/auth/user', other)).statusCode).toBe(200)
    })

    it('flush revokes every session of the user and no one else’s', async () => {
      const a1 = await signUp(app)
      const a2 = (await signIn({ email: a1.user.email, password: PASSWORD })).json<{ data: SignedIn }>().data
      const b = await signUp(app)
      expect((await getWith(app, '/api/auth/flush', a1)).json()).toEqual({ success: true, data: {} })
      for (const tokens of [a1, a2]) {
        expect((await getWith(app, '/api/auth/user', { accessToken: tokens.accessToken })).statusCode).toBe(
          401,
        )
        expect((await getWith(app, '/api/auth/user', { refreshToken: tokens.refreshToken })).statusCode).toBe(
          401,
        )
      }
      expect((await getWith(app, '/api/auth/user', b)).statusCode).toBe(200)
    })

    it('logout and flush need a signed-in user', async () => {
      for (const url of ['/api/auth/logout', '/api/auth/flush']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
      }
    })
  })

  describe('login identifier', () => {
    it('is exchanged once for the three tokens', async () => {
      const { user } = await signUp(app)
      const identifier = await issueIdentifier(user.id)
      const res = await app.inject({ method: 'GET', url: `/api/auth/authorize/${identifier}` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const { data } = res.json<{ data: SignedIn }>()
      expect(data.user).toEqual(user)
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/user', headers: tokenHeaders(data) })).statusCode,
      ).toBe(200)
      const again = await app.inject({ method: 'GET', url: `/api/auth/authorize/${identifier}` })
      expect(again.statusCode).toBe(401)
      expect(errorCode(again)).toBe('LOGIN_IDENTIFIER_INVALID')
    })

    it('refuses an unknown, an empty and an expired identifier', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/authorize/unknown' })).statusCode).toBe(401)
      expect((await app.inject({ method: 'GET', url: '/api/auth/authorize/%20' })).statusCode).toBe(422)
      const { user } = await signUp(app)
      const identifier = await issueIdentifier(user.id, 1)
      await sleep(1100)
      const res = await app.inject({ method: 'GET', url: `/api/auth/authorize/${identifier}` })
      expect(res.statusCode).toBe(401)
    })
  })

  it('tells the web app that single sign-on is off without OIDC_ISSUER', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/config' })
    expect(res.json()).toEqual({ success: true, data: { sso: false } })
    expect((await app.inject({ method: 'GET', url: '/api/auth/sso/start' })).statusCode).toBe(404)
  })
})
