// The calculation API: public, rate-limited per client address, one engine call per route.
import type { FastifyInstance } from 'fastify'
import { calculationsApi as api } from '#contract/api/calculations.ts'
import { registerEndpoint, type EndpointExtras } from '../http/endpoint.ts'
import * as calculations from './calculations.service.ts'
import { silencerGeometryApi } from '#contract/api/silencer-geometry.ts'
import { cachedGeometryAttenuation, silencerAttenuation } from './silencer-geometry.service.ts'

export function calculationsRoutes(
  app: FastifyInstance,
  opts: { perMinute: number; catalogueZeta: calculations.CatalogueZeta },
): void {
  const limit: EndpointExtras =
    opts.perMinute > 0 ? { config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } } } : {}
  registerEndpoint(app, api.soundPower, ({ body }) => calculations.soundPower(body), limit)
  registerEndpoint(app, api.soundPowerBulk, ({ body }) => calculations.soundPowerBulk(body), limit)
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
