// Recently deleted projects and systems: thin routes, one service call each, signed-in users only. The static
// `deleted` segment takes precedence over a project's or system's id in the router, whatever the order.
import fp from 'fastify-plugin'
import { recentlyDeletedApi as api } from '#contract/api/recently-deleted.ts'
import { AUTH_GUARD, signedInUser } from '../auth/guard.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import type { RecentlyDeletedService } from './recently-deleted.service.ts'

export const recentlyDeletedRoutes = fp<{ recentlyDeleted: RecentlyDeletedService }>(
  (app, { recentlyDeleted }, done) => {
    registerEndpoint(app, api.projects, ({ raw }) => recentlyDeleted.projects(signedInUser(raw)))
    // Streamed (http/json-pieces.ts): the project comes back with all its systems.
    registerEndpoint(
      app,
      api.restoreProject,
      ({ raw, params }) => recentlyDeleted.restoreProject(signedInUser(raw), params.id),
      { streamed: true },
    )
    registerEndpoint(app, api.systems, ({ raw, params }) =>
      recentlyDeleted.systems(signedInUser(raw), params.projectId),
    )
    registerEndpoint(app, api.restoreSystem, ({ raw, params }) =>
      recentlyDeleted.restoreSystem(signedInUser(raw), params.projectId, params.id),
    )
    done()
  },
  { name: 'recently-deleted-routes', dependencies: [AUTH_GUARD], encapsulate: true },
)
