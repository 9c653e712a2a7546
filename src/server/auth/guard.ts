// The one guard of every authenticated route: the three request headers in, `request.user` out. A named
// plugin (`auth-guard`) given the auth service by the composition root (app.ts); register it before the
// routes, which name it among their dependencies.
//
//   app.register(authGuard, { auth })
//   registerEndpoint(app, projectsApi.list, ({ raw }) => projects.list(signedInUser(raw)))   // entry has auth: 'required'
//   app.get('/api/x', { onRequest: app.authGuard.required }, (request) => request.user)      // a route of its own
//
// It reads only headers (never a cookie or the body), so it can run at onRequest, before Fastify reads the
// body: an anonymous caller of a signed-in route gets the 401 whatever body it sends.
//
// A missing, forged or expired access token without a valid refresh token is 401 UNAUTHORIZED. An expired
// access token with a valid refresh token serves the request and returns fresh tokens in X-Access-Token,
// X-Id-Token and X-Refresh-Token (docs/product-rules.md, "Tokens and headers").
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AuthHeader, type AuthTokens, type AuthUser } from '#contract/api/auth.ts'
import { unauthorized } from '../http/app-error.ts'
import type { RouteGuards } from '../http/endpoint.ts'
import type { AuthService } from './auth.service.ts'
import type { FailedAuthLimit } from './failed-auth-limit.ts'

/** The plugin's name, for the `dependencies` of route plugins that need a signed-in user. */
export const AUTH_GUARD = 'auth-guard'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user after the required guard (never null there) or the optional one; null otherwise. */
    user: AuthUser | null
    /** The session the request's tokens belong to (logout revokes it). */
    authSessionId: string | null
  }
}

const TOKEN_RESPONSE_HEADERS = [AuthHeader.accessToken, AuthHeader.idToken, AuthHeader.refreshToken]

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()]
  const text = Array.isArray(value) ? value[0] : value
  return text?.trim() || undefined
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, AuthHeader.authorization) ?? '')
  return match?.[1]
}

/** Puts fresh tokens on the answer; they survive an error answer too, so the client never loses them. */
export function sendFreshTokens(reply: FastifyReply, tokens: AuthTokens): void {
  reply.header(AuthHeader.accessToken, tokens.accessToken)
  reply.header(AuthHeader.idToken, tokens.idToken)
  reply.header(AuthHeader.refreshToken, tokens.refreshToken)
  reply.header('Access-Control-Expose-Headers', TOKEN_RESPONSE_HEADERS.join(', '))
  reply.header('Cache-Control', 'no-store')
}

/**
 * The two hooks over one auth service: the only place the service is asked who a request is. A failure of
 * the required one is counted by `failures` (failed-auth-limit.ts), which answers 429 past its limit; from an
 * address past it, a refresh token without our signature is refused without a lookup.
 */
export function createGuards(
  auth: Pick<AuthService, 'fromAccessToken' | 'fromRefreshToken'>,
  failures?: FailedAuthLimit,
): RouteGuards {
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const accessToken = bearer(request)
    // A forged access token fails its signature before any lookup.
    let found = accessToken ? await auth.fromAccessToken(accessToken) : null
    if (!found) {
      const refreshToken = header(request, AuthHeader.refreshToken)
      const signedOnly = failures?.reached(request) ?? false
      found = refreshToken ? await auth.fromRefreshToken(refreshToken, { signedOnly }) : null
    }
    if (!found) return false
    request.user = found.user
    request.authSessionId = found.sessionId
    if (found.tokens) sendFreshTokens(reply, found.tokens)
    return true
  }
  return {
    /** The request needs a signed-in user (401 otherwise); read it with `signedInUser(request)`. */
    async required(request, reply) {
      if (await authenticate(request, reply)) return
      failures?.count(request, reply)
      throw unauthorized('Authorization required')
    },
    /**
     * A signed-in user when the tokens are good, otherwise an anonymous request (`request.user` null) — for
     * routes that anyone may call but that remember who did.
     */
    async optional(request, reply) {
      await authenticate(request, reply)
    },
  }
}

/**
 * The guard as a plugin: the request decorations and `app.authGuard`, which `registerEndpoint` applies to
 * contract entries with `auth` (http/endpoint.ts). Not encapsulated, so every context registered after it
 * sees it.
 */
export const authGuard = fp<{
  auth: Pick<AuthService, 'fromAccessToken' | 'fromRefreshToken'>
  failures?: FailedAuthLimit | undefined
}>(
  (app, { auth, failures }, done) => {
    app.decorateRequest('user', null)
    app.decorateRequest('authSessionId', null)
    app.decorate('authGuard', createGuards(auth, failures))
    done()
  },
  { name: AUTH_GUARD, fastify: '5.x' },
)

/** The user of a request that passed the required guard; 401 if a route forgot the guard. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Authorization required')
  return request.user
}

/** The session of a request that passed the required guard. */
export function signedInSession(request: FastifyRequest): string {
  if (!request.authSessionId) throw unauthorized('Authorization required')
  return request.authSessionId
}
