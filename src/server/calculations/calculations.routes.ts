// The calculation API: public, rate-limited per client address, one engine call per route. The bulk route
// is limited by its work (products per address and minute) and runs in time slices (bulk.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { calculationsApi as api } from '#contract/api/calculations.ts'
import { successEnvelope } from '#contract/http.ts'
import { registerEndpoint, type EndpointExtras } from '../http/endpoint.ts'
import { tooManyRequests } from '../http/app-error.ts'
import { fromThisMachine } from '../http/this-machine.ts'
import type { WorkCounter } from '../rate-limits/store.ts'
import * as calculations from './calculations.service.ts'
import { silencerGeometryApi } from '#contract/api/silencer-geometry.ts'
import { cachedGeometryAttenuation, silencerAttenuation } from './silencer-geometry.service.ts'
import { bulkEnvelope, soundPowerBulkJson } from './bulk.ts'

const MINUTE = 60_000

export function calculationsRoutes(
  app: FastifyInstance,
  opts: {
    perMinute: number
    productsPerMinute: number
    products: WorkCounter
    checkAnswers: boolean
    catalogueZeta: calculations.CatalogueZeta
  },
): void {
  const limit: EndpointExtras =
    opts.perMinute > 0
      ? { config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute', allowList: fromThisMachine } } }
      : {}
  registerEndpoint(app, api.soundPower, ({ body }) => calculations.soundPower(body), limit)
  registerBulk(app, opts)
  registerEndpoint(
    app,
    api.roundPressureDrop,
    ({ body }) => calculations.roundPressureDrop(body, opts.catalogueZeta),
    limit,
  )
  registerEndpoint(
    app,
    api.roundAirflowRange,
    ({ body }) => calculations.roundAirflowRange(body, opts.catalogueZeta),
    limit,
  )
  registerEndpoint(app, api.rectOptions, ({ body }) => calculations.rectOptions(body), limit)
  registerEndpoint(app, api.rectAirflowRange, ({ body }) => calculations.rectAirflowRange(body), limit)
  registerEndpoint(app, api.inputSoundPower, ({ body }) => calculations.inputSoundPower(body), limit)
  // One cache per app: a user's own geometry answers at once when asked again (silencer-geometry.service.ts).
  const geometryAttenuation = cachedGeometryAttenuation()
  registerEndpoint(
    app,
    silencerGeometryApi.silencerAttenuation,
    ({ body }) => silencerAttenuation(body, geometryAttenuation),
    limit,
  )
}

/**
 * The bulk route by hand rather than registerEndpoint: its schema is the contract's (the OpenAPI document
 * shows it), but the route validates only the envelope, checks the products in slices, and answers JSON
 * it built in slices.
 */
function registerBulk(
  app: FastifyInstance,
  opts: { productsPerMinute: number; products: WorkCounter; checkAnswers: boolean },
): void {
  const ep = api.soundPowerBulk
  const refuse = (reply: FastifyReply, ttlMs: number): never => {
    throw tooManyRequests(
      reply,
      ttlMs,
      `Too many products calculated from this address: at most ${opts.productsPerMinute} a minute.`,
    )
  }
  app.route({
    method: ep.method,
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: [...ep.tags],
      body: ep.body,
      response: { 200: successEnvelope(ep.response) },
    },
    // The contract's schema stays in the route (the OpenAPI document); the body, the only part with a schema,
    // is validated as the envelope.
    validatorCompiler: (route) => validatorCompiler({ ...route, schema: bulkEnvelope }),
    // An address that has used up its minute is refused before its body is read: under a flood of
    // 10,000-product requests, parsing each body only to refuse it kept the event loop busy enough to
    // double the health check's median (npm run bench, "bulk flood from one address").
    onRequest: async (request: FastifyRequest, reply) => {
      if (opts.productsPerMinute <= 0 || fromThisMachine(request)) return
      const counted = opts.products.peek(request.ip)
      if (counted.current >= opts.productsPerMinute) refuse(reply, counted.ttlMs)
    },
    // A limit by work: a request of 10,000 products counts 10,000. Refused work is not counted.
    preHandler: async (request: FastifyRequest, reply) => {
      if (opts.productsPerMinute <= 0 || fromThisMachine(request)) return
      const products = Math.max(1, (request.body as z.output<typeof bulkEnvelope>).products.length)
      const taken = opts.products.take(request.ip, products, MINUTE, opts.productsPerMinute)
      if (!taken.allowed) refuse(reply, taken.ttlMs)
    },
    handler: async (request, reply) => {
      const answer = await soundPowerBulkJson(
        request.body as z.output<typeof bulkEnvelope>,
        opts.checkAnswers,
      )
      return reply.code(200).type('application/json; charset=utf-8').send(answer)
    },
  })
}
