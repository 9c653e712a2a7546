// buildApp: the whole server, not yet listening, so tests drive it with inject. Also the composition root:
// every service is built here, once, and handed to the route plugins that use it as their options.
import { registerBodyDepthLimit } from './http/body-depth.ts'
import { registerInputTextCheck } from './http/input-text.ts'
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config/env.ts'
import type { Database } from './db/client.ts'
import { apiNotFound, registerErrorHandling } from './plugins/errors.ts'
import { registerSecurityHeaders } from './plugins/security.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { registerCompression } from './plugins/compression.ts'
import { healthRoutes } from './health/health.routes.ts'
import { catalogueRoutes } from './catalogue/catalogue.routes.ts'
import { createCatalogueService, currentCatalogueVersion } from './catalogue/catalogue.service.ts'
import { calculationsRoutes } from './calculations/calculations.routes.ts'
import { authRoutes } from './auth/auth.routes.ts'
import { AuthService } from './auth/auth.service.ts'
import { authGuard } from './auth/guard.ts'
import { failedAuthLimit } from './auth/failed-auth-limit.ts'
import { createMailer } from './auth/mailer.ts'
import { PasswordResetService } from './auth/password-reset.service.ts'
import { resolveJwtSecret } from './auth/secret.ts'
import { SignInThrottle } from './auth/sign-in-throttle.ts'
import { SsoService } from './auth/sso.service.ts'
import { TokenSigner } from './auth/tokens.ts'
import rateLimit from '@fastify/rate-limit'
import { maySeeProject, requireProject } from './projects/access.ts'
import { projectFilesRoutes } from './project-files/project-files.routes.ts'
import { createProjectFilesService } from './project-files/project-files.service.ts'
import { projectsRoutes } from './projects/projects.routes.ts'
import { recentlyDeletedRoutes } from './projects/recently-deleted.routes.ts'
import { createRecentlyDeletedService } from './projects/recently-deleted.service.ts'
import { createProjectsService } from './projects/projects.service.ts'
import { roomsRoutes } from './rooms/rooms.routes.ts'
import { createRoomsService } from './rooms/rooms.service.ts'
import { holdRoom } from './rooms/rooms.repo.ts'
import { projectSystems, requireSystemsOfProject } from './projects/project-systems.ts'
import { accessibleSystemIds } from './projects/systems.repo.ts'
import { systemsRoutes } from './projects/systems.routes.ts'
import { createSystemsService } from './projects/systems.service.ts'
import { systemVersionsRoutes } from './projects/system-versions.routes.ts'
import { createSystemVersionsService } from './projects/system-versions.service.ts'
import { loggerOptions } from './logger.ts'
import { createDeliveryWorker, type DeliveryOptions } from './webshop/delivery.ts'
import { webshopRoutes } from './webshop/webshop.routes.ts'
import { createWebshopService } from './webshop/webshop.service.ts'
import { databaseRateLimitStore } from './rate-limits/store.ts'
import { registerWriteRate } from './rate-limits/write-rate.ts'
import { serverTimeouts } from './http/timeouts.ts'
import { capConnectionsPerAddress } from './http/connection-cap.ts'
import { READS_WAITING, registerReadConcurrency } from './rate-limits/read-concurrency.ts'

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
  webshopDelivery?: Pick<DeliveryOptions, 'baseDelayMs' | 'maxDelayMs' | 'pollMs' | 'attemptTimeoutMs'>
}

export const BODY_LIMIT = 1_048_576

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves when every reset request taken has done its work after the answer (lookup, link, mail): a
     * timing measured after it is the answer's alone.
     */
    passwordResetsSettled(): Promise<void>
  }
}

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
  // Behind a proxy every connection is the proxy's, which limits its clients' connections itself.
  capConnectionsPerAddress(app.server, config.trustProxy ? 0 : config.connectionsPerAddress)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  )
  app.decorate('validatesResponses', config.validateResponses)
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })
  // An empty body sent as JSON is no body: the copy call's empty body and a DELETE from a client that labels
  // every request as JSON must not fail on the label (docs/product-rules.md, "Answer envelope"). Fastify's
  // own parser, kept for every non-empty body, refuses it (then 422 here). A route that needs a body still
  // gets a 422 from its schema, which names `body`.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined)
    return parseJson(request, body.toString(), done)
  })

  registerErrorHandling(app)
  registerBodyDepthLimit(app)
  registerInputTextCheck(app)
  await registerSecurityHeaders(app)
  // NOTE: the web app before the compression, which applies only to the routes registered after it: the web
  // app's files are compressed once at build time and served as they are, never again per request.
  await registerWebApp(app, config.webRoot)
  if (config.compressAnswers) await registerCompression(app)
  await registerOpenApi(app, version)
  // Limits are set per route. Their counters live in the database, so every instance on one PostgreSQL
  // counts the same requests; the calculations, the hot path, count in each process and add their counts
  // to the shared ones twice a second (rate-limits/store.ts).
  // skipOnError: when the store fails (it logs why), the request goes through
  // unlimited — availability over limiting.
  const { db } = database
  const log = app.log
  const rateLimitStore = databaseRateLimitStore(db, log, { inProcess: ['/api/calculations/'] })
  await app.register(rateLimit, { global: false, store: rateLimitStore.Store, skipOnError: true })
  app.addHook('onClose', () => rateLimitStore.close())

  // The services. One catalogue service answers the lists and gives the calculations the catalogue's ζ.
  const catalogue = createCatalogueService(db)
  const signer = new TokenSigner(() => resolveJwtSecret(config))
  const auth = new AuthService({ db, config, signer, log })
  const mailer = createMailer(config, log)
  const resets = new PasswordResetService({ db, ttl: config.passwordResetTtl, mailer, log })
  app.decorate('passwordResetsSettled', () => resets.settled())
  const sso = new SsoService({ db, config, auth, signer, log })
  const throttle = new SignInThrottle(
    db,
    { free: config.authRateLimits.perAccount, ...config.signInDelay },
    log,
  )
  const projects = createProjectsService(db, { systems: projectSystems, quotas: config.quotas })
  const systemsDeps = {
    catalogueVersion: () => currentCatalogueVersion(db),
    holdRoomOfProject: holdRoom,
    quotas: config.quotas,
  }
  const systems = createSystemsService(db, systemsDeps)
  const systemVersions = createSystemVersionsService(db, systemsDeps)
  const rooms = createRoomsService(db, config.quotas)
  const projectFiles = createProjectFilesService(db, {
    catalogueVersion: () => currentCatalogueVersion(db),
    quotas: config.quotas,
  })
  const recentlyDeleted = createRecentlyDeletedService(db, config.quotas)
  const delivery = createDeliveryWorker({
    db,
    secret: config.webshop.secret,
    webhookUrl: config.webshop.webhookUrl,
    log,
    ...webshopDelivery,
  })
  // The webshop reads projects and systems only through what it is given here, under their access rule.
  const webshop = createWebshopService(db, config.webshop, {
    onRecorded: () => delivery.kick(),
    requireProject: (userId, projectId) => requireProject(db, userId, projectId),
    maySeeProject: (userId, projectId) => maySeeProject(db, userId, projectId),
    visibleSystemIds: (userId, systemIds) => accessibleSystemIds(db, userId, systemIds),
    systemsOfProject: (projectId, systemIds) => requireSystemsOfProject(db, projectId, systemIds),
  })

  // The guard before every route that names it among its dependencies.
  await app.register(authGuard, {
    auth,
    failures: failedAuthLimit(
      rateLimitStore.workCounter('failed authentication'),
      config.failedAuthPerMinute,
    ),
  })
  await app.register(async (api) => {
    // Before the routes, so that every workspace write registered below counts.
    registerWriteRate(api, config.writesPerMinute)
    registerReadConcurrency(api, { atOnce: config.readsAtOnce, waiting: READS_WAITING })
    await api.register(authRoutes, { config, signer, auth, resets, sso, throttle })
    healthRoutes(api, { db, kind: database.kind })
    catalogueRoutes(api, { catalogue, imagesDir: config.catalogueImagesDir })
    calculationsRoutes(api, {
      perMinute: config.rateLimits.calculationsPerMinute,
      productsPerMinute: config.rateLimits.productsPerMinute,
      products: rateLimitStore.workCounter('POST /api/calculations/sound-power/bulk products'),
      checkAnswers: config.validateResponses,
      catalogueZeta: (key) => catalogue.roundSilencerZeta(key),
    })
    await api.register(projectsRoutes, { projects })
    await api.register(systemsRoutes, { systems })
    await api.register(systemVersionsRoutes, { versions: systemVersions })
    await api.register(recentlyDeletedRoutes, { recentlyDeleted })
    await api.register(roomsRoutes, { rooms })
    await api.register(projectFilesRoutes, { projectFiles })
    await api.register(webshopRoutes, {
      service: webshop,
      worker: delivery,
      secret: config.webshop.secret,
      exportsPerMinute: config.webshopExportsPerMinute,
    })
  })
  return app
}
