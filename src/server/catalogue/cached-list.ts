// A GET route whose answer is already serialised, with a strong ETag and revalidation. Registered from the
// contract entry like every other route (validation and OpenAPI), but it sends the cached text as it is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { successEnvelope, type Endpoint } from '#contract/http.ts'
import type { CachedList } from './catalogue.service.ts'

/** Shared caches may keep the lists, but must ask again each time; the ETag makes that cheap. */
export const LIST_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** True when If-None-Match names the ETag (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * Answers 304 without a body when the client holds the current version, else the cached body. `etag` is the
 * quoted opaque tag; it is sent weak (`W/"…"`): the answer goes out as br, gzip or as it is (the compression,
 * plugins/compression.ts), and a strong tag would have to differ between those (RFC 9110 §8.8.1, §8.8.3),
 * where a weak one names the content they share, the same in a 200 and a 304 whatever the encoding.
 */
export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { etag: string; body: string | Buffer; type: string; cacheControl: string },
): FastifyReply {
  reply
    .header('ETag', `W/${answer.etag}`)
    .header('Cache-Control', answer.cacheControl)
    // Lower case, as @fastify/compress writes it, so that it does not add its own beside this one. A 304 names
    // it too (RFC 9110 §15.4.5), so a shared cache keeps each encoding apart.
    .header('Vary', 'accept-encoding')
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
  return reply.type(answer.type).send(answer.body)
}

export function registerCachedList<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  load: (
    query: NonNullable<E['query']> extends z.ZodType ? z.output<NonNullable<E['query']>> : undefined,
  ) => Promise<CachedList>,
): void {
  app.route({
    method: 'GET',
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: [...ep.tags],
      ...(ep.query ? { querystring: ep.query } : {}),
      response: { 200: successEnvelope(ep.response) },
    },
    handler: async (request, reply) => {
      const list = await load(request.query as Parameters<typeof load>[0])
      // NOTE: a Buffer body skips the response serializer, which is the point.
      return sendWithEtag(request, reply, {
        ...list,
        type: 'application/json; charset=utf-8',
        cacheControl: LIST_CACHE_CONTROL,
      })
    },
  })
}
