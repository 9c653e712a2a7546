// Which requests the per-user workspace limits count, side by side so that their scopes are read together:
// the writes (write-rate.ts) are every change under /api/projects (projects, systems, rooms, sharing, restores,
// imports); the reads (read-concurrency.ts) are the reads of the projects and their parts, of a system by its
// id, and of the users' lookup (the costly reads a signed-in user can send many of).
import type { FastifyRequest } from 'fastify'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const WRITE_ROUTES = ['/api/projects']
const READ_ROUTES = ['/api/projects', '/api/systems', '/api/users']

/** Whether the request's route is one of `roots` or under it (by the route's pattern, not the raw URL). */
const routeUnder = (request: FastifyRequest, roots: readonly string[]): boolean => {
  const url = request.routeOptions.url ?? ''
  return roots.some((root) => url === root || url.startsWith(`${root}/`))
}

export const isWorkspaceWrite = (request: FastifyRequest): boolean =>
  WRITES.has(request.method) && routeUnder(request, WRITE_ROUTES)

export const isWorkspaceRead = (request: FastifyRequest): boolean =>
  request.method === 'GET' && routeUnder(request, READ_ROUTES)
