// The authentication service {auth} (docs/product-rules.md, "Accounts and sign-in"): thin routes over the
// auth services, which the composition root (app.ts) builds and hands in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { z } from 'zod'
import { authApi, ssoPaths, ssoStartQuery } from '#contract/api/auth.ts'
import type { Config } from '../config/env.ts'
import { notFound } from '../http/app-error.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { NEVER_COMPRESSED } from '../plugins/compression.ts'
import { ownOrigin } from '../http/origin.ts'
import type { AuthService } from './auth.service.ts'
import { AUTH_GUARD, signedInSession, signedInUser } from './guard.ts'
import type { PasswordResetService } from './password-reset.service.ts'
import { authRateLimit } from './rate-limits.ts'
import type { SignInThrottle } from './sign-in-throttle.ts'
import type { SsoService } from './sso.service.ts'
import type { TokenSigner } from './tokens.ts'

/** Our own origin: PUBLIC_ORIGIN, else the one we listen on; never the request's Host header (http/origin.ts). */
function requestOrigin(config: Config, request: FastifyRequest): string {
  return ownOrigin(config, request.server.server.address())
}

/**
 * The origin of links in e-mails. Never the request's Host header, which anyone can forge to send a
 * victim a reset link to their own site: PUBLIC_ORIGIN, or localhost for a server on one's own machine.
 */
const mailOrigin = (config: Config): string =>
  config.publicOrigin ? new URL(config.publicOrigin).origin : `http://localhost:${config.port}`

const noStore = (reply: FastifyReply): void => {
  reply.header('Cache-Control', 'no-store')
}

export interface AuthRoutesOptions {
  config: Config
  signer: TokenSigner
  auth: AuthService
  resets: PasswordResetService
  sso: SsoService
  throttle: SignInThrottle
}

function routes(
  app: FastifyInstance,
  { config, signer, auth, resets, sso, throttle }: AuthRoutesOptions,
  done: (error?: Error) => void,
): void {
  // Reset requests taken but still at work finish before the database closes.
  app.addHook('onClose', () => resets.settled())
  // A DATA_DIR where the generated secret cannot be kept stops the server at start, not at first sign-in.
  app.addHook('onReady', async () => {
    await signer.load()
  })
  const limited = (limits = config.authRateLimits) => {
    const preHandler = authRateLimit(app, limits)
    return preHandler ? { preHandler } : {}
  }

  registerEndpoint(app, authApi.config, () => ({ sso: sso.enabled }))
  registerEndpoint(
    app,
    authApi.signUp,
    ({ body, reply }) => {
      noStore(reply)
      return auth.signUp(body)
    },
    { ...limited(), ...NEVER_COMPRESSED },
  )
  registerEndpoint(
    app,
    authApi.signIn,
    ({ body, reply, raw }) => {
      noStore(reply)
      return throttle.attempt(body.email, raw.ip, () => auth.signIn(body))
    },
    // Per address only: failures per account and address slow down rather than refuse (the throttle).
    { ...limited({ ...config.authRateLimits, perAccount: 0 }), ...NEVER_COMPRESSED },
  )
  registerEndpoint(app, authApi.user, ({ raw }) => signedInUser(raw))
  registerEndpoint(app, authApi.logout, async ({ raw }) => {
    await auth.logout(signedInSession(raw))
    return {}
  })
  registerEndpoint(app, authApi.flush, async ({ raw }) => {
    await auth.flush(signedInUser(raw).id)
    return {}
  })
  registerEndpoint(
    app,
    authApi.authorize,
    ({ params, reply }) => {
      noStore(reply)
      return auth.authorize(params.loginIdentifier)
    },
    NEVER_COMPRESSED,
  )
  registerEndpoint(
    app,
    authApi.passwordReset,
    ({ body }) => {
      resets.request(body, mailOrigin(config))
      return {}
    },
    limited(),
  )
  registerEndpoint(
    app,
    authApi.passwordResetConfirm,
    async ({ body }) => {
      await resets.confirm(body)
      return {}
    },
    limited(),
  )

  app.get(
    ssoPaths.start,
    {
      ...NEVER_COMPRESSED,
      schema: {
        summary: 'Single sign-on: redirects to the OpenID Connect provider (404 when OIDC_ISSUER is unset)',
        tags: ['auth'],
        querystring: ssoStartQuery,
      },
    },
    async (request, reply) => {
      if (!sso.enabled) throw notFound('Single sign-on is not configured')
      const query = request.query as z.output<typeof ssoStartQuery>
      const { location, cookie } = await sso.start(query, requestOrigin(config, request))
      noStore(reply)
      return reply.header('Set-Cookie', cookie).redirect(location, 302)
    },
  )
  app.get(ssoPaths.callback, { ...NEVER_COMPRESSED, schema: { hide: true } }, async (request, reply) => {
    if (!sso.enabled) throw notFound('Single sign-on is not configured')
    const origin = requestOrigin(config, request)
    const { location, cookie } = await sso.callback(request.url, request.headers.cookie, origin)
    noStore(reply)
    return reply.header('Set-Cookie', cookie).redirect(location, 302)
  })
  done()
}

export const authRoutes = fp(routes, {
  name: 'auth-routes',
  dependencies: [AUTH_GUARD],
  encapsulate: true,
})
