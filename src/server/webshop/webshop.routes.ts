// Webshop routes: two signed server-to-server writes from the shop, four browser calls, and the delivery
// worker that posts recorded exports to the shop (started when the app is ready, stopped when it closes).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { webshopApi, WEBSHOP_SIGNATURE_HEADER } from '#contract/api/webshop.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { AppError, unauthorized } from '../http/app-error.ts'
import { AUTH_GUARD, signedInUser } from '../auth/guard.ts'
import type { EndpointExtras } from '../http/endpoint.ts'
import type { DeliveryWorker } from './delivery.ts'
import type { WebshopService } from './webshop.service.ts'
import { verifySignature } from './signature.ts'
import { fromThisMachine } from '../http/this-machine.ts'

const INVALID_SIGNATURE = 'Invalid signature'

/** application/json, with or without parameters such as charset. */
const isJsonMediaType = (header: string | undefined) => /^application\/json\s*(;|$)/i.test(header ?? '')

export interface WebshopRoutesOptions {
  service: WebshopService
  /** Started when the app is ready, stopped when it closes. */
  worker: DeliveryWorker
  /** The shared secret of the signed routes (WEBSHOP_SECRET); unset refuses them all. */
  secret: string | undefined
  /** config.webshopExportsPerMinute; 0 is no limit. */
  exportsPerMinute: number
}

/** The caller of a signed-in route: the user and the session the tokens belong to. */
function callerOf(request: FastifyRequest) {
  const user = signedInUser(request)
  if (!request.authSessionId) throw unauthorized('Authorization required')
  return { userId: user.id, sessionId: request.authSessionId }
}

/**
 * Exports per minute (config.webshopExportsPerMinute) in the shared store: the anonymous product
 * export per client address, the signed-in calls per user (counted after the guard).
 */
function exportLimits(perMinute: number): { perAddress: EndpointExtras; perUser: EndpointExtras } {
  if (perMinute <= 0) return { perAddress: {}, perUser: {} }
  const rateLimit = { max: perMinute, timeWindow: '1 minute' }
  return {
    perAddress: {
      config: {
        rateLimit: {
          ...rateLimit,
          keyGenerator: (request: FastifyRequest) => `webshop-export ${request.ip}`,
          allowList: fromThisMachine,
        },
      },
    },
    perUser: {
      config: {
        rateLimit: {
          ...rateLimit,
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) =>
            `${request.routeOptions.url} user:${request.user?.id ?? request.ip}`,
        },
      },
    },
  }
}

function routes(
  app: FastifyInstance,
  { service, worker, secret, exportsPerMinute }: WebshopRoutesOptions,
  done: (error?: Error) => void,
): void {
  const limits = exportLimits(exportsPerMinute)
  app.addHook('onReady', (done) => {
    worker.start()
    done()
  })
  app.addHook('onClose', async () => worker.stop())

  // The signed routes check the signature over the exact bytes the shop sent before anything else is done
  // with them: an unsigned or badly signed request is 401 whatever its body or content type, and nothing of
  // it is parsed or stored. Only then: not JSON 415, malformed or poisoned JSON 422, then the contract's
  // validation.
  app.register((signed, _opts, done) => {
    const verified = new WeakSet<FastifyRequest>()
    const signedRaw = (request: FastifyRequest, raw: string) => {
      const header = request.headers[WEBSHOP_SIGNATURE_HEADER]
      return secret ? typeof header === 'string' && verifySignature(secret, header, raw) : false
    }
    const parseJson = signed.getDefaultJsonParser('error', 'error')
    signed.removeAllContentTypeParsers()
    signed.addContentTypeParser('*', { parseAs: 'string' }, (request, body, parsed) => {
      const raw = typeof body === 'string' ? body : body.toString('utf8')
      if (!signedRaw(request, raw)) {
        parsed(unauthorized(INVALID_SIGNATURE), undefined)
        return
      }
      verified.add(request)
      if (!isJsonMediaType(request.headers['content-type'])) {
        parsed(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON'), undefined)
        return
      }
      // Fastify's own JSON parser, as on every other route (prototype poisoning refused; malformed is 422).
      void parseJson(request, raw, parsed)
    })
    // A request without a body never reaches the parser: its signature covers the empty body.
    signed.addHook('preValidation', (request, _reply, next) => {
      if (verified.has(request) || signedRaw(request, '')) next()
      else next(unauthorized(INVALID_SIGNATURE))
    })
    registerEndpoint(signed, webshopApi.createResource, ({ body }) => service.createResource(body))
    registerEndpoint(signed, webshopApi.createProject, ({ body }) => service.createProject(body))
    done()
  })

  registerEndpoint(app, webshopApi.getResource, ({ params }) => service.getResource(params.id))
  registerEndpoint(
    app,
    webshopApi.exportProduct,
    ({ params, body }) => service.exportProduct(params.id, body.productData, body.locale),
    limits.perAddress,
  )
  registerEndpoint(app, webshopApi.getProject, ({ params, raw }) =>
    service.getProject(callerOf(raw), params.id),
  )
  registerEndpoint(
    app,
    webshopApi.arriveAtProject,
    ({ params, body, raw }) => service.arrive(callerOf(raw), params.id, body.handoff),
    limits.perUser,
  )
  registerEndpoint(
    app,
    webshopApi.exportSystems,
    ({ body, raw }) => service.exportSystems(callerOf(raw), body),
    limits.perUser,
  )
  done()
}

export const webshopRoutes = fp(routes, {
  name: 'webshop-routes',
  dependencies: [AUTH_GUARD],
  encapsulate: true,
})
