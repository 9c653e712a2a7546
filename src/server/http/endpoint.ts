// Registers a contract entry as a Fastify route: validation in, the success envelope (or a file entry's own body)
// out.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { z } from 'zod'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { successSchema, type Endpoint } from '#contract/http.ts'
import { jsonAnswer } from './json-pieces.ts'

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/** What an entry's `auth` asks for; the auth-guard plugin provides it (auth/guard.ts). */
export interface RouteGuards {
  /** 401 without a signed-in user. */
  required: Guard
  /** Reads the user when the tokens are good, anonymous otherwise. */
  optional: Guard
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the auth-guard plugin; registerEndpoint puts it on the entries that name `auth`. */
    authGuard: RouteGuards
    /** Whether answers are checked against their schemas (env.ts, validateResponses; set in app.ts). */
    validatesResponses: boolean
  }
}

/** The guard an entry needs, found when the route is registered: a missing guard stops the start. */
function guardOf(app: FastifyInstance, auth: Endpoint['auth']): Guard | undefined {
  if (auth === undefined || auth === 'none') return undefined
  if (!app.hasDecorator('authGuard'))
    throw new Error('AUTH_GUARD_NOT_REGISTERED: register the auth-guard plugin before routes that use it')
  return auth === 'required' ? app.authGuard.required : app.authGuard.optional
}

/** The route's validators with the body's replaced by `envelope`; params, query and headers as the entry's. */
const envelopeValidator =
  (envelope: z.ZodType): NonNullable<RouteOptions['validatorCompiler']> =>
  (route) =>
    // The route's own schemas are the contract's zod schemas (registerEndpoint puts nothing else there).
    validatorCompiler(
      (route.httpPart === 'body' ? { ...route, schema: envelope } : route) as Parameters<
        typeof validatorCompiler
      >[0],
    )

type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined

export interface EndpointRequest<E extends Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  headers: Out<E['headers']>
  raw: FastifyRequest
  reply: FastifyReply
}

export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>

export interface EndpointExtras {
  /** Route-level config for plugins such as the rate limiter. */
  config?: RouteOptions['config']
  preHandler?: RouteOptions['preHandler']
  /** Runs after the guard and before the body is read. */
  preParsing?: RouteOptions['preParsing']
  /** Runs after the body is parsed and before the contract's schema validates it. */
  preValidation?: RouteOptions['preValidation']
  /** The largest body this route takes, bytes, where it needs more than the server's default. */
  bodyLimit?: number
  /** `false` for an answer that must never be compressed (plugins/compression.ts, NEVER_COMPRESSED). */
  compress?: false
  /**
   * Validates the body in place of the entry's schema, which the OpenAPI document still shows: a body whose
   * large parts the handler checks itself, in slices (project-files/file-in-slices.ts).
   */
  bodyEnvelope?: z.ZodType
  /**
   * Answers of 1 MB or more as a stream of JSON pieces (json-pieces.ts) rather than one string: for answers
   * that hold whole systems, whose size grows with the square of their chains.
   */
  streamed?: true
}

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: EndpointHandler<E>,
  extras: EndpointExtras = {},
): void {
  const status = ep.status ?? 200
  // An entry's `auth` picks the one guard: 'required' answers 401 without a signed-in user (auth/guard.ts).
  const guard = guardOf(app, ep.auth)
  app.route({
    method: ep.method,
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: [...ep.tags],
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      ...(ep.headers ? { headers: ep.headers } : {}),
      response: { [status]: successSchema(ep) },
      ...(guard ? { security: [{ bearer: [] }] } : {}),
    },
    ...(extras.config ? { config: extras.config } : {}),
    // The guard reads only headers, so it runs before Fastify reads the body: an anonymous caller of a
    // route that needs a signed-in user gets the 401 whatever it sends (malformed, oversized, deep), learns
    // nothing of the route's input rules, and never makes the server parse a stranger's body.
    ...(guard ? { onRequest: guard } : {}),
    ...(extras.preParsing ? { preParsing: extras.preParsing } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    ...(extras.compress === false ? { compress: false } : {}),
    ...(extras.bodyEnvelope ? { validatorCompiler: envelopeValidator(extras.bodyEnvelope) } : {}),
    handler: async (request, reply) => {
      const data = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        headers: (ep.headers ? request.headers : undefined) as Out<E['headers']>,
        raw: request,
        reply,
      })
      const answer = ep.successBody === 'file' ? data : { success: true, data }
      if (!extras.streamed) return reply.code(status).send(answer)
      // What the serialiser would check and write where answers are checked (tests), here before the stream.
      const checked = app.validatesResponses ? successSchema(ep).encode(answer) : answer
      return reply.code(status).type('application/json; charset=utf-8').send(jsonAnswer(checked))
    },
  })
}
