// Webshop routes: two signed server-to-server writes from the shop, four browser calls, and the delivery
// worker that posts recorded exports to the shop (started when the app is ready, stopped when it closes).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { webshopApi, WEBSHOP_SIGNATURE_HEADER } from '#contract/api/webshop.ts'
import type { Config } from '../env.ts'
import type { Db } from '../db/client.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { AppError, unauthorized } from '../http/app-error.ts'
import { signedInUser } from '../auth/guard.ts'
import { createDeliveryWorker, type DeliveryOptions } from './delivery.ts'
import { createWebshopService } from './webshop.service.ts'
import { verifySignature } from './signature.ts'

export interface WebshopRoutesOptions {
  db: Db
  config: Config
  /** Delivery timing (tests shorten it). */
  delivery?: Pick<DeliveryOptions, 'baseDelayMs' | 'maxDelayMs' | 'pollMs' | 'attemptTimeoutMs'>
}

export function webshopRoutes(app: FastifyInstance, { db, config, delivery }: WebshopRoutesOptions): void {
  const worker = createDeliveryWorker({
    db,
    secret: config.webshop.secret,
    webhookUrl: config.webshop.webhookUrl,
    log: app.log,
    ...delivery,
  })
  const service = createWebshopService(db, config.webshop, () => worker.kick())
  app.addHook('onReady', (done) => {
    worker.start()
    done()
  })
  app.addHook('onClose', async () => worker.stop())

  // The signed routes keep the raw body: the signature covers the exact bytes the shop sent.
  app.register((signed, _opts, done) => {
    const rawBodies = new WeakMap<FastifyRequest, string>()
    signed.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      rawBodies.set(request, text)
      try {
        parsed(null, text === '' ? undefined : (JSON.parse(text) as unknown))
      } catch {
        parsed(new AppError(400, 'BAD_REQUEST', 'The body is not valid JSON'), undefined)
      }
    })
    signed.addHook('preValidation', (request, _reply, next) => {
      const secret = config.webshop.secret
      const header = request.headers[WEBSHOP_SIGNATURE_HEADER]
      const raw = rawBodies.get(request) ?? ''
      if (!secret || typeof header !== 'string' || !verifySignature(secret, header, raw)) {
        next(unauthorized('Invalid signature'))
        return
      }
      next()
    })
    registerEndpoint(signed, webshopApi.createResource, ({ body }) => service.createResource(body))
    registerEndpoint(signed, webshopApi.createProject, ({ body }) => service.createProject(body))
    done()
  })

  registerEndpoint(app, webshopApi.getResource, ({ params }) => service.getResource(params.id))
  registerEndpoint(app, webshopApi.exportProduct, ({ params, body }) =>
    service.exportProduct(params.id, body.productData, body.locale),
  )
  registerEndpoint(app, webshopApi.getProject, ({ params }) => service.getProject(params.id))
  registerEndpoint(app, webshopApi.exportSystems, ({ body, raw }) =>
    service.exportSystems(signedInUser(raw).id, body),
  )
}
