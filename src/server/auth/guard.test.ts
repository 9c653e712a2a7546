// The guard as later issues use it: on routes of their own, before or after the auth routes, nested, and
// through contract entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpoint } from '#contract/http.ts'
import type { Database } from '../db/client.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { registerErrorHandling } from '../plugins/errors.ts'
import { projectsRoutes } from '../projects/projects.routes.ts'
import type { ProjectsService } from '../projects/projects.service.ts'
import { testConfig } from '../test/app.ts'
import { getWith, signUp } from '../test/auth.ts'
import { createTestPglite } from '../test/databases.ts'
import { authRoutes } from './auth.routes.ts'
import { AuthService } from './auth.service.ts'
import { authGuard, signedInUser } from './guard.ts'
import { createMailer } from './mailer.ts'
import { PasswordResetService } from './password-reset.service.ts'
import { resolveJwtSecret } from './secret.ts'
import { SignInThrottle } from './sign-in-throttle.ts'
import { SsoService } from './sso.service.ts'
import { TokenSigner } from './tokens.ts'

const contractEntry = endpoint({
  method: 'GET',
  path: '/api/test/contract',
  summary: 'A later issue’s route',
  tags: ['test'],
  response: z.object({ id: z.string() }),
  auth: 'required',
})

let database: Database
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestPglite()
  app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  await app.register(rateLimit, { global: false })
  // The auth services as app.ts builds them, on this app's own database.
  const { db } = database
  const config = testConfig()
  const signer = new TokenSigner(() => resolveJwtSecret(config))
  const auth = new AuthService({ db, config, signer, log: app.log })
  const mailer = createMailer(config, app.log)
  const resets = new PasswordResetService({ db, ttl: config.passwordResetTtl, mailer, log: app.log })
  const sso = new SsoService({ db, config, auth, signer, log: app.log })
  const throttle = new SignInThrottle(
    db,
    { free: config.authRateLimits.perAccount, ...config.signInDelay },
    app.log,
  )
  await app.register(authGuard, { auth })
  await app.register((api, _opts, done) => {
    // Registered before the auth routes, in the same context and in a nested plugin: the guard still works.
    const { required, optional } = api.authGuard
    api.get('/api/test/early', { preHandler: required }, (request) => ({ id: signedInUser(request).id }))
    void api.register((nested, _o, next) => {
      nested.get('/api/test/nested', { preHandler: required }, (request) => ({ id: request.user?.id }))
      next()
    })
    void api.register(authRoutes, { config, signer, auth, resets, sso, throttle })
    api.get('/api/test/optional', { preHandler: optional }, (request) => ({ user: request.user }))
    registerEndpoint(api, contractEntry, ({ raw }) => ({ id: signedInUser(raw).id }))
    done()
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('the guard on routes of later issues', () => {
  it.each(['/api/test/early', '/api/test/nested', '/api/test/contract'])(
    '%s needs a signed-in user and reads it from the request',
    async (url) => {
      const tokens = await signUp(app)
      const res = await getWith(app, url, tokens)
      expect(res.statusCode).toBe(200)
      expect(res.json<{ id?: string; data?: { id: string } }>()).toMatchObject(
        url.endsWith('contract') ? { data: { id: tokens.user.id } } : { id: tokens.user.id },
      )
      const anonymous = await app.inject({ method: 'GET', url })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } })
    },
  )

  it('lets anyone through optionalUser and tells who signed in', async () => {
    const tokens = await signUp(app)
    const signedIn = await getWith(app, '/api/test/optional', tokens)
    expect(signedIn.json()).toEqual({ user: tokens.user })
    const anonymous = await app.inject({ method: 'GET', url: '/api/test/optional' })
    expect(anonymous.json()).toEqual({ user: null })
    const badTokens = await getWith(app, '/api/test/optional', { accessToken: 'x', refreshToken: 'y' })
    expect(badTokens.statusCode).toBe(200)
    expect(badTokens.json()).toEqual({ user: null })
  })

  it('refreshes in passing on any guarded route', async () => {
    const tokens = await signUp(app)
    const res = await getWith(app, '/api/test/early', { refreshToken: tokens.refreshToken })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-refresh-token']).toEqual(expect.any(String))
  })
})

describe('without the guard', () => {
  it('refuses to start: a route plugin names auth-guard among its dependencies, an entry with auth needs it', async () => {
    const bare = Fastify()
    await expect(bare.register(projectsRoutes, { projects: {} as ProjectsService })).rejects.toThrow(
      /auth-guard/,
    )
    await bare.close()
    const direct = Fastify()
    expect(() => registerEndpoint(direct, contractEntry, () => ({ id: 'x' }))).toThrow(
      'AUTH_GUARD_NOT_REGISTERED',
    )
    await direct.close()
  })
})
