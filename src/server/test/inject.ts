// Calls a contract entry through `app.inject` and answers its data parsed with the entry's response schema:
// typed for the test, and an answer that breaks the contract fails here, where it is easy to read.
//
//   const project = await injectData(app, projectsApi.create, { as: author, body: { name: 'Hall' } })
//   project.creator.fullName   // typed from the contract
//
// Parsing drops keys the schema does not name, so a test about what an answer must not contain reads the
// raw answer (`injectEndpoint(...).res`) instead.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { z } from 'zod'
import type { AuthTokens } from '#contract/api/auth.ts'
import { fillPath, successSchema, type Endpoint } from '#contract/http.ts'
import { tokenHeaders } from './auth.ts'

type In<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never

export interface EndpointCall<E extends Endpoint> {
  params?: In<E['params']>
  query?: In<E['query']>
  body?: In<E['body']>
  /** The caller's tokens (a SignedIn will do); none for an anonymous call. */
  as?: Partial<AuthTokens> | null
  headers?: Record<string, string>
}

export interface EndpointAnswer<E extends Endpoint> {
  res: LightMyRequestResponse
  statusCode: number
  /** The data of a success answer with the entry's status, parsed; undefined for any other answer. */
  data: z.output<E['response']> | undefined
}

const queryString = (query: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  )

/** The call as the web client makes it: the entry's method and path, its params, query and body. */
export async function injectEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  call: EndpointCall<E> = {},
): Promise<EndpointAnswer<E>> {
  const res = await app.inject({
    method: ep.method,
    url: fillPath(ep.path, call.params as Record<string, string | number> | undefined),
    query: queryString(call.query),
    headers: { ...(call.as ? tokenHeaders(call.as) : {}), ...call.headers },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  })
  const success = res.statusCode === (ep.status ?? 200)
  const body: unknown = success ? successSchema(ep).parse(res.json()) : undefined
  const data = (ep.successBody === 'file' ? body : (body as { data?: unknown } | undefined)?.data) as
    z.output<E['response']> | undefined
  return { res, statusCode: res.statusCode, data }
}

/** The data of a call that must succeed; anything else throws with the status and the answer's body. */
export async function injectData<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  call: EndpointCall<E> = {},
): Promise<z.output<E['response']>> {
  const answer = await injectEndpoint(app, ep, call)
  if (answer.data === undefined && answer.statusCode !== (ep.status ?? 200))
    throw new Error(`${ep.method} ${ep.path} answered ${answer.statusCode}: ${answer.res.body}`)
  return answer.data as z.output<E['response']>
}
