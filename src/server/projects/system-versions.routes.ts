// A system's save history: thin routes, one service call each, signed-in users only.
import fp from 'fastify-plugin'
import { systemVersionsApi as api } from '#contract/api/system-versions.ts'
import { AUTH_GUARD, signedInUser } from '../auth/guard.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import type { SystemVersionsService } from './system-versions.service.ts'

export const systemVersionsRoutes = fp<{ versions: SystemVersionsService }>(
  (app, { versions }, done) => {
    registerEndpoint(app, api.list, ({ raw, params }) =>
      versions.list(signedInUser(raw), params.projectId, params.id),
    )
    registerEndpoint(app, api.get, ({ raw, params }) =>
      versions.get(signedInUser(raw), params.projectId, params.id, params.versionId),
    )
    registerEndpoint(app, api.restore, ({ raw, params, body }) =>
      versions.restore(signedInUser(raw), params.projectId, params.id, params.versionId, body.version),
    )
    done()
  },
  { name: 'system-versions-routes', dependencies: [AUTH_GUARD], encapsulate: true },
)
