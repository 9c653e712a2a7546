// Request bodies nested deeper than any payload of ours needs are refused before validation: recursive code
// (JSON.stringify, PostgreSQL's jsonb input) gives up with a stack overflow near a few thousand levels, which
// would be a 500. Our deepest payload (a system's item with its configuration) nests fewer than ten levels.
import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import { nestedDeeperThan } from '#contract/nesting.ts'
import { validation } from './app-error.ts'

/** Deepest nesting of objects and arrays a request body may have. */
export const MAX_BODY_DEPTH = 64

const refuseDeepBody: preValidationHookHandler = (request, _reply, done) => {
  if (!nestedDeeperThan(request.body, MAX_BODY_DEPTH)) return done()
  done(validation([{ field: 'body', message: `Nested deeper than ${MAX_BODY_DEPTH} levels` }]))
}

/**
 * Every route registered after this: a body nested past MAX_BODY_DEPTH is a 422 naming the body, and nothing
 * runs. Last among the route's own preValidation hooks (an instance hook would run before them, whatever the
 * order of registration), and always after the guard, which runs at onRequest, before the body is read
 * (http/endpoint.ts): an anonymous caller of a route that needs a signed-in user meets the 401 first.
 */
export function registerBodyDepthLimit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preValidation
    route.preValidation = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), refuseDeepBody]
  })
}
