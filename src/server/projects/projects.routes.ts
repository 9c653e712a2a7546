// Projects, sharing and the user lookup: thin routes, one service call each, signed-in users only.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { projectsApi as api } from '#contract/api/projects.ts'
import { AUTH_GUARD, signedInUser } from '../auth/guard.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { idempotentRequest } from '../idempotency/idempotent.ts'
import type { ProjectsService } from './projects.service.ts'

/**
 * Lookups per signed-in user and minute: enough to share a project with a team, too few to guess who has an
 * account (300 guesses in 3 s before). Counted after the guard, per user, in the shared store.
 */
export const LOOKUPS_PER_MINUTE = 30

const lookupLimit = {
  config: {
    rateLimit: {
      max: LOOKUPS_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
    },
  },
}

const streamed = { streamed: true } as const

export const projectsRoutes = fp<{ projects: ProjectsService }>(
  (app, { projects }, done) => {
    // The answers that hold whole systems are streamed (http/json-pieces.ts): a system's answer grows with the
    // square of its chain, and a project's with its systems.
    registerEndpoint(app, api.list, ({ raw, query }) => projects.list(signedInUser(raw), query), streamed)
    registerEndpoint(
      app,
      api.get,
      ({ raw, params, query }) => projects.get(signedInUser(raw), params.id, query.withSystems),
      streamed,
    )
    registerEndpoint(app, api.create, ({ raw, body, headers }) =>
      projects.create(signedInUser(raw), body, idempotentRequest(raw, headers, body)),
    )
    registerEndpoint(
      app,
      api.update,
      ({ raw, params, body }) => projects.update(signedInUser(raw), params.id, body),
      streamed,
    )
    registerEndpoint(app, api.remove, ({ raw, params }) => projects.remove(signedInUser(raw), params.id))
    registerEndpoint(
      app,
      api.invite,
      ({ raw, params, body }) => projects.invite(signedInUser(raw), params.projectId, body.invitedUserId),
      streamed,
    )
    registerEndpoint(
      app,
      api.removeMember,
      ({ raw, params }) => projects.removeMember(signedInUser(raw), params.projectId, params.userId),
      streamed,
    )
    registerEndpoint(app, api.leave, ({ raw, params }) => projects.leave(signedInUser(raw), params.projectId))
    registerEndpoint(app, api.lookupUser, ({ query }) => projects.lookup(query.email), lookupLimit)
    done()
  },
  { name: 'projects-routes', dependencies: [AUTH_GUARD], encapsulate: true },
)
