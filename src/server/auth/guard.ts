// The one guard of every authenticated route: the three request headers in, `request.user` out.
//
//   registerEndpoint(app, projectsApi.list, ({ raw }) => projects.list(signedInUser(raw)))   // entry has auth: 'required'
//   app.get('/api/x', { preHandler: requireUser }, (request) => request.user)                 // a route of its own
//
// A missing, forged or expired access token without a valid refresh token is 401 UNAUTHORIZED. An expired
// access token with a valid refresh token serves the request and returns fresh tokens in X-Access-Token,
// X-Id-Token and X-Refresh-Token (docs/product-rules.md, "Tokens and headers").
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AuthHeader, type AuthTokens, type AuthUser } from '#contract/api/auth.ts'
import { unauthorized } from '../http/app-error.ts'
import type { AuthService } from './auth.service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user after `requireUser` (never null there) or `optionalUser`; null otherwise. */
    user: AuthUser | null
    /** The session the request's tokens belong to (logout revokes it). */
    authSessionId: string | null
  }
  interface FastifyInstance {
    /** Set by authRoutes; the guard finds it through `request.server`. */
    authService: AuthService
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

function service(request: FastifyRequest): AuthService {
  const auth = (request.server as Partial<Pick<typeof request.server, 'authService'>>).authService
  if (!auth) throw new Error('AUTH_NOT_REGISTERED: register authRoutes before using the guard')
  return auth
}

async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const auth = service(request)
  const accessToken = bearer(request)
  let found = accessToken ? await auth.fromAccessToken(accessToken) : null
  if (!found) {
    const refreshToken = header(request, AuthHeader.refreshToken)
    found = refreshToken ? await auth.fromRefreshToken(refreshToken) : null
  }
  if (!found) return false
  request.user = found.user
  request.authSessionId = found.sessionId
  if (found.tokens) sendFreshTokens(reply, found.tokens)
  return true
}

/** preHandler: the request needs a signed-in user (401 otherwise); read it with `signedInUser(request)`. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await authenticate(request, reply))) throw unauthorized('Authorization required')
}

/**
 * preHandler: a signed-in user when the tokens are good, otherwise an anonymous request (`request.user`
 * null) — for routes that anyone may call but that remember who did.
 */
export async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticate(request, reply)
}

/** The user of a request that passed `requireUser`; 401 if a route forgot the guard. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Authorization required')
  return request.user
}

/** The session of a request that passed `requireUser`. */
export function signedInSession(request: FastifyRequest): string {
  if (!request.authSessionId) throw unauthorized('Authorization required')
  return request.authSessionId
}
