// Projects, sharing and the user lookup: thin routes, one service call each, signed-in users only.
import type { FastifyInstance } from 'fastify'
import { projectsApi as api } from '#contract/api/projects.ts'
import { signedInUser } from '../auth/guard.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import type { ProjectsService } from './projects.service.ts'

export function projectsRoutes(app: FastifyInstance, { projects }: { projects: ProjectsService }): void {
  registerEndpoint(app, api.list, ({ raw, query }) => projects.list(signedInUser(raw), query.withSystems))
  registerEndpoint(app, api.get, ({ raw, params }) => projects.get(signedInUser(raw), params.id))
  registerEndpoint(app, api.create, ({ raw, body }) => projects.create(signedInUser(raw), body))
  registerEndpoint(app, api.update, ({ raw, params, body }) =>
    projects.update(signedInUser(raw), params.id, body),
  )
  registerEndpoint(app, api.remove, ({ raw, params }) => projects.remove(signedInUser(raw), params.id))
  registerEndpoint(app, api.invite, ({ raw, params, body }) =>
    projects.invite(signedInUser(raw), params.projectId, body.invitedUserId),
  )
  registerEndpoint(app, api.removeMember, ({ raw, params }) =>
    projects.removeMember(signedInUser(raw), params.projectId, params.userId),
  )
  registerEndpoint(app, api.lookupUser, ({ query }) => projects.lookup(query.email))
}
