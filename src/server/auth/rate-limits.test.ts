import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../test/app.ts'
import { PASSWORD, errorCode, signUp, uniqueEmail } from '../test/auth.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
beforeAll(async () => {
  testApp = await createTestApp({
    config: { authRateLimits: { perAddress: 3, perAccount: 2 }, signInDelay: { baseMs: 10, maxMs: 20 } },
  })
  app = testApp.app
})
afterAll(() => testApp.close())

const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress })

describe('rate limits of the sign-in, sign-up and reset calls', () => {
  it('never refuses sign-in per account: failures from one address leave the account open to others', async () => {
    const email = uniqueEmail()
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await post('sign-in', { email, password: 'wrong-password' }, '10.0.0.1')).statusCode)
    // Slowed down past two failures of the pair (sign-in-throttle.test.ts), never 429 for the account.
    expect(statuses).toEqual([401, 401, 401])
    expect((await post('sign-in', { email, password: 'wrong-password' }, '10.0.0.2')).statusCode).toBe(401)
  })

  it('answers 429 with a clear message past the per-address limit', async () => {
    for (let i = 0; i < 3; i++)
      await post('sign-in', { email: uniqueEmail(), password: PASSWORD }, '10.0.0.9')
    const res = await post('sign-in', { email: uniqueEmail(), password: PASSWORD }, '10.0.0.9')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(
      /^Too many attempts\. Wait \d+ seconds and try again\.$/,
    )
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('leaves this machine itself out of the per-address limit (its tools, tests, an unnamed local proxy)', async () => {
    const body = () => ({ fullName: 'Local', email: uniqueEmail(), password: PASSWORD })
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await post('sign-up', body(), local)).statusCode)
      expect(statuses).toEqual([201, 201, 201, 201, 201])
    }
    // Failed sign-ins from here are still answered as what they are (and slowed per account,
    // sign-in-throttle.ts), not refused by the address's count.
    const email = uniqueEmail()
    for (let i = 0; i < 4; i++)
      expect((await post('sign-in', { email, password: 'wrong-password' }, '127.0.0.1')).statusCode).toBe(401)
  })

  it('limits sign-in per client address, whatever the account', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post('sign-in', { email: uniqueEmail(), password: PASSWORD }, '10.0.1.1')).statusCode,
      )
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    // Another address is not affected.
    expect((await post('sign-in', { email: uniqueEmail(), password: PASSWORD }, '10.0.1.2')).statusCode).toBe(
      401,
    )
  })

  it('limits sign-up per address and per account', async () => {
    const body = () => ({ fullName: 'Limited', email: uniqueEmail(), password: PASSWORD })
    const byAddress = []
    for (let i = 0; i < 4; i++) byAddress.push((await post('sign-up', body(), '10.0.2.1')).statusCode)
    expect(byAddress).toEqual([201, 201, 201, 429])

    // Per account and address together: the same address is refused, another is not.
    const taken = body()
    const byAccount = []
    for (let i = 0; i < 3; i++) byAccount.push((await post('sign-up', taken, '10.0.2.2')).statusCode)
    expect(byAccount).toEqual([201, 409, 429])
    expect((await post('sign-up', taken, '10.0.2.3')).statusCode).toBe(409)
  })

  it('limits password reset requests per account and address together, and per address', async () => {
    const email = uniqueEmail()
    const byAccount = []
    for (let i = 0; i < 3; i++)
      byAccount.push((await post('password-reset', { email }, '10.0.3.1')).statusCode)
    expect(byAccount).toEqual([200, 200, 429])
    // The owner, elsewhere, can still ask.
    expect((await post('password-reset', { email }, '10.0.3.2')).statusCode).toBe(200)

    const byAddress = []
    for (let i = 0; i < 4; i++) {
      byAddress.push((await post('password-reset', { email: uniqueEmail() }, '10.0.3.9')).statusCode)
    }
    expect(byAddress).toEqual([200, 200, 200, 429])
  })

  it('limits reset confirmations, which name no account, by the address alone', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post('password-reset/confirm', { token: `guess-${i}`, password: PASSWORD }, '10.0.5.1'))
          .statusCode,
      )
    }
    // Three (the per-address limit), not two (the per-account limit): no account was named.
    expect(statuses).toEqual([422, 422, 422, 429])
  })

  it('counts each call on its own: a limited sign-in leaves sign-up open', async () => {
    for (let i = 0; i < 3; i++)
      await post('sign-in', { email: uniqueEmail(), password: PASSWORD }, '10.0.4.1')
    expect(errorCode(await post('sign-in', { email: uniqueEmail(), password: PASSWORD }, '10.0.4.1'))).toBe(
      'RATE_LIMITED',
    )
    const res = await post(
      'sign-up',
      { fullName: 'Open', email: uniqueEmail(), password: PASSWORD },
      '10.0.4.1',
    )
    expect(res.statusCode).toBe(201)
  })

  it('does not limit the calls of a signed-in user', async () => {
    const tokens = await signUp(app)
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      })
      expect(res.statusCode).toBe(200)
    }
  })
})

describe('behind a load balancer (TRUST_PROXY)', () => {
  let proxied: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    proxied = await createTestApp({
      config: { authRateLimits: { perAddress: 2, perAccount: 100 }, trustProxy: '10.0.9.1' },
    })
  })
  afterAll(() => proxied.close())

  // Every request arrives from the balancer's address, naming the client in X-Forwarded-For.
  const viaBalancer = (client: string, from = '10.0.9.1') =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: uniqueEmail(), password: PASSWORD },
      remoteAddress: from,
      headers: { 'x-forwarded-for': client },
    })

  it('counts each client behind the trusted balancer apart', async () => {
    const first = [await viaBalancer('198.51.100.1'), await viaBalancer('198.51.100.1')]
    expect(first.map((r) => r.statusCode)).toEqual([401, 401])
    expect((await viaBalancer('198.51.100.1')).statusCode).toBe(429)
    expect((await viaBalancer('198.51.100.2')).statusCode).toBe(401)
  })

  it('does not believe the header from anyone else', async () => {
    const statuses = []
    for (const client of ['198.51.100.7', '198.51.100.8', '198.51.100.9'])
      statuses.push((await viaBalancer(client, '10.0.9.66')).statusCode)
    expect(statuses).toEqual([401, 401, 429])
  })
})
