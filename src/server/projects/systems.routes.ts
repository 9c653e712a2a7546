// Systems of a project: thin routes, one service call each, signed-in users only.
import fp from 'fastify-plugin'
import { systemsApi as api } from '#contract/api/systems.ts'
import { AUTH_GUARD, signedInUser } from '../auth/guard.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { idempotentRequest } from '../idempotency/idempotent.ts'
import type { SystemsService } from './systems.service.ts'

export const systemsRoutes = fp<{ systems: SystemsService }>(
  (app, { systems }, done) => {
    // Streamed (http/json-pieces.ts): every system of the project, each growing with the square of its chain.
    registerEndpoint(
      app,
      api.list,
      ({ raw, params, query }) => systems.list(signedInUser(raw), params.projectId, query.stepsPerProduct),
      { streamed: true },
    )
    registerEndpoint(app, api.get, ({ raw, params }) => systems.get(signedInUser(raw), params.id))
    registerEndpoint(app, api.create, ({ raw, params, body, headers }) =>
      systems.create(signedInUser(raw), params.projectId, body, idempotentRequest(raw, headers, body)),
    )
    registerEndpoint(app, api.update, ({ raw, params, body }) =>
      systems.update(signedInUser(raw), params.projectId, params.id, body),
    )
    registerEndpoint(app, api.remove, ({ raw, params }) =>
      systems.remove(signedInUser(raw), params.projectId, params.id),
    )
    registerEndpoint(app, api.copy, ({ raw, params, body, headers }) =>
      systems.copy(
        signedInUser(raw),
        params.projectId,
        params.id,
        body ?? {},
        idempotentRequest(raw, headers, body),
      ),
    )
    done()
  },
  { name: 'systems-routes', dependencies: [AUTH_GUARD], encapsulate: true },
)
