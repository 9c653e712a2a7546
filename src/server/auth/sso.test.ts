// Single sign-on end to end against a real OpenID Connect provider (oidc-provider) on loopback.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { SignedIn } from '#contract/api/auth.ts'
import { userIdentities, users } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { signUp, uniqueEmail } from '../test/auth.ts'
import { startTestProvider, walkProvider, type TestAccount, type TestProvider } from '../test/oidc.ts'
import { checkReturnAddress } from './sso.service.ts'

const ORIGIN = 'http://vent.test'
const CALLBACK = `${ORIGIN}/api/auth/sso/callback`
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

let provider: TestProvider
let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance

beforeAll(async () => {
  provider = await startTestProvider(CALLBACK)
  testApp = await createTestApp({
    config: {
      publicOrigin: ORIGIN,
      oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
    },
  })
  app = testApp.app
})
afterAll(async () => {
  await testApp.close()
  await provider.close()
})

const newAccount = (extra: Partial<TestAccount> = {}): TestAccount => ({
  sub: `sub-${randomUUID()}`,
  email: uniqueEmail('sso'),
  email_verified: true,
  name: 'Sanna Single',
  ...extra,
})

/** Starts at our /sso/start, logs in at the provider and comes back: the callback request's address and cookie. */
async function throughProvider(account: TestAccount, lang = 'en') {
  provider.logInAs(account)
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/sso/start?lang=${lang}&return=${encodeURIComponent(b64(`${ORIGIN}/authorize`))}`,
  })
  expect(start.statusCode).toBe(302)
  const setCookie = String(start.headers['set-cookie'])
  const cookie = setCookie.split(';')[0] ?? ''
  const location = String(start.headers.location)
  const back = await walkProvider(location, CALLBACK)
  return { start, location, setCookie, cookie, back }
}

const callback = (back: URL, cookie: string | undefined) =>
  app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookie === undefined ? {} : { cookie },
  })

/** The whole sign-on: the login identifier exchanged for tokens, as the /authorize page does. */
async function signOnAs(account: TestAccount): Promise<SignedIn> {
  const { back, cookie } = await throughProvider(account)
  const res = await callback(back, cookie)
  expect(res.statusCode).toBe(302)
  const target = String(res.headers.location)
  expect(target).toMatch(new RegExp(`^${ORIGIN}/authorize/[A-Za-z0-9_-]{43}$`))
  const exchanged = await app.inject({
    method: 'GET',
    url: `/api/auth/authorize/${target.split('/').at(-1)}`,
  })
  expect(exchanged.statusCode).toBe(200)
  return exchanged.json<{ data: SignedIn }>().data
}

describe('single sign-on with OpenID Connect', () => {
  it('says it is on', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
      success: true,
      data: { sso: true },
    })
  })

  it('starts an authorization code flow with PKCE, the language and a private, browser-bound cookie', async () => {
    const { location, setCookie } = await throughProvider(newAccount(), 'fi')
    const url = new URL(location)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK)
    expect(url.searchParams.get('ui_locales')).toBe('fi')
    expect(url.searchParams.get('state')).toBeTruthy()
    expect(url.searchParams.has('code_verifier')).toBe(false)
    expect(setCookie).toMatch(/^vn_sso=[^;]+; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/)
  })

  it('creates a new user on the first sign-in, without a password', async () => {
    const account = newAccount({ name: 'Niina Newcomer' })
    const { user, accessToken, idToken, refreshToken } = await signOnAs(account)
    expect(user).toMatchObject({ fullName: 'Niina Newcomer', email: account.email })
    expect(accessToken && idToken && refreshToken).toBeTruthy()
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.passwordHash).toBeNull()
    const identities = await testApp.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id))
    expect(identities).toEqual([expect.objectContaining({ issuer: provider.issuer, subject: account.sub })])
  })

  it('finds the same user when they return, even with a new address at the provider', async () => {
    const account = newAccount()
    const first = await signOnAs(account)
    const again = await signOnAs({ ...account, email: uniqueEmail('moved'), name: 'Renamed' })
    expect(again.user.id).toBe(first.user.id)
    expect(again.refreshToken).not.toBe(first.refreshToken)
  })

  it('links an existing password account when the provider has verified its address', async () => {
    const existing = await signUp(app)
    const { user } = await signOnAs(newAccount({ email: existing.user.email.toUpperCase() }))
    expect(user.id).toBe(existing.user.id)
  })

  it('refuses to link an existing account to an address the provider did not verify', async () => {
    const existing = await signUp(app)
    const { back, cookie } = await throughProvider(
      newAccount({ email: existing.user.email, email_verified: false }),
    )
    const res = await callback(back, cookie)
    expect(res.headers.location).toBe(`${ORIGIN}/app/sign-in?sso=failed`)
  })

  it('refuses a forged state, and a callback in a browser that did not start the flow', async () => {
    const forged = await throughProvider(newAccount())
    const tampered = new URL(forged.back)
    tampered.searchParams.set('state', 'forged-state')
    const res = await callback(tampered, forged.cookie)
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(`${ORIGIN}/app/sign-in?sso=failed`)
    expect(String(res.headers['set-cookie'])).toContain('vn_sso=; Path=/api/auth/sso; Max-Age=0')

    const elsewhere = await throughProvider(newAccount())
    const stolen = await callback(elsewhere.back, undefined)
    expect(stolen.headers.location).toBe(`${ORIGIN}/app/sign-in?sso=failed`)
    // A cookie from another flow does not fit either.
    const mixed = await callback(elsewhere.back, forged.cookie)
    expect(mixed.headers.location).toBe(`${ORIGIN}/app/sign-in?sso=failed`)
  })

  it('issues login identifiers that work once', async () => {
    const { back, cookie } = await throughProvider(newAccount())
    const target = String((await callback(back, cookie)).headers.location)
    const url = `/api/auth/authorize/${target.split('/').at(-1)}`
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })

  it('accepts only our own origin + /authorize as the return address', async () => {
    for (const bad of [
      'https://evil.example/authorize',
      `${ORIGIN}/elsewhere`,
      `${ORIGIN}/authorize?next=x`,
      '%%%',
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/auth/sso/start?lang=en&return=${encodeURIComponent(b64(bad))}`,
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: [{ field: 'query.return' }] },
      })
    }
    expect(checkReturnAddress(undefined, ORIGIN)).toBe(`${ORIGIN}/authorize`)
    expect(checkReturnAddress(b64(`${ORIGIN}/authorize/`), ORIGIN)).toBe(`${ORIGIN}/authorize`)
  })
})
