// buildApp: the whole server, not yet listening, so tests drive it with inject.
import { registerBodyDepthLimit } from './http/body-depth.ts'
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './env.ts'
import type { Database } from './db/client.ts'
import { apiNotFound, registerErrorHandling } from './plugins/errors.ts'
import { registerSecurityHeaders } from './plugins/security.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { healthRoutes } from './health/health.routes.ts'
import { catalogueRoutes } from './catalogue/catalogue.routes.ts'
import { createCatalogueService, currentCatalogueVersion } from './catalogue/catalogue.service.ts'
import { calculationsRoutes } from './calculations/calculations.routes.ts'
import { authRoutes } from './auth/auth.routes.ts'
import rateLimit from '@fastify/rate-limit'
import { projectsRoutes } from './projects/projects.routes.ts'
import { createProjectsService } from './projects/projects.service.ts'
import { roomsRoutes } from './rooms/rooms.routes.ts'
import { createRoomsService } from './rooms/rooms.service.ts'
import { systemsRoutes } from './systems/systems.routes.ts'
import { createSystemsService } from './systems/systems.service.ts'
import { loggerOptions } from './logger.ts'
import { webshopRoutes, type WebshopRoutesOptions } from './webshop/webshop.routes.ts'
import { databaseRateLimitStore } from './rate-limits/store.ts'
import { serverTimeouts } from './http/timeouts.ts'

/** A hop count as proxy-addr's function (its types take no number): believe the nearest `hops` proxies. */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust

export interface BuildAppOptions {
  database: Database
  config: Config
  /** A pino logger, `false` for silence, or `true` for the default structured logger. */
  logger?: boolean | FastifyBaseLogger
  version?: string
  /** The webshop delivery's timing (retry delays, polling); tests shorten it to watch the backoff. */
  webshopDelivery?: WebshopRoutesOptions['delivery']
}

export const BODY_LIMIT = 1_048_576

export async function buildApp({
  database,
  config,
  logger = false,
  version = '0.0.0',
  webshopDelivery,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(typeof logger === 'object'
      ? { loggerInstance: logger }
      : { logger: logger ? loggerOptions(config.logLevel) : false }),
    bodyLimit: BODY_LIMIT,
    ...serverTimeouts(config.requestTimeout),
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or overlong path can name no resource: the 404 envelope, like any unknown path.
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply).code(404).send(apiNotFound(request.method, request.url.slice(0, 200)))
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  )
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })

  registerErrorHandling(app)
  registerBodyDepthLimit(app)
  await registerSecurityHeaders(app)
  await registerOpenApi(app, version)
  // Limits are set per route. Their counters live in the database, so every instance on one PostgreSQL
  // counts the same requests; the calculations, the hot path, count in each process and add their counts
  // to the shared ones twice a second (rate-limits/store.ts).
  // skipOnError: when the store fails (it logs why), the request goes through
  // unlimited — availability over limiting.
  const rateLimitStore = databaseRateLimitStore(database.db, app.log, { inProcess: ['/api/calculations/'] })
  await app.register(rateLimit, { global: false, store: rateLimitStore.Store, skipOnError: true })
  app.addHook('onClose', () => rateLimitStore.close())

  await app.register((api, _opts, done) => {
    authRoutes(api, { db: database.db, config })
    healthRoutes(api, { db: database.db, kind: database.kind })
    // One catalogue service answers the lists and gives the calculations the catalogue's ζ.
    const catalogue = createCatalogueService(database.db)
    catalogueRoutes(api, { catalogue, imagesDir: config.catalogueImagesDir })
    calculationsRoutes(api, {
      perMinute: config.rateLimits.calculationsPerMinute,
      productsPerMinute: config.rateLimits.productsPerMinute,
      products: rateLimitStore.workCounter('POST /api/calculations/sound-power/bulk products'),
      checkAnswers: config.validateResponses,
      catalogueZeta: (key) => catalogue.roundSilencerZeta(key),
    })
    projectsRoutes(api, { projects: createProjectsService(database.db) })
    systemsRoutes(api, {
      systems: createSystemsService(database.db, {
        catalogueVersion: () => currentCatalogueVersion(database.db),
      }),
    })
    roomsRoutes(api, { rooms: createRoomsService(database.db) })
    webshopRoutes(api, { db: database.db, config, delivery: webshopDelivery })
    done()
  })

  await registerWebApp(app, config.webRoot)
  return app
}
