// Query options derived from the contract's endpoints: every piece of server data goes through TanStack Query
// under a key made from the endpoint's path, so that a shorter key invalidates a resource and all beneath it.
import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { Endpoint } from '#contract/http.ts'
import { call, type CallInput, type CallResult } from './api/client.ts'

/** What identifies one answer of an endpoint: its path parameters and query (never a signal). */
export type EndpointInput<E extends Endpoint> = Omit<CallInput<E>, 'signal' | 'keepalive'>

function paramValue(params: unknown, name: string): string {
  const value =
    typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/**
 * The path's segments with its parameters filled, then the query object when given:
 * GET /api/projects/:projectId/systems with projectId p → ['api', 'projects', p, 'systems'].
 * Without params the key stops before the first parameter: endpointKey(projectsApi.get) is the prefix of
 * every project's answers (and of what lies under them, such as its systems and rooms).
 */
export function endpointKey<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}): QueryKey {
  const segments: unknown[] = []
  for (const segment of endpoint.path.split('/')) {
    if (segment === '') continue
    if (!segment.startsWith(':')) {
      segments.push(segment)
      continue
    }
    if (input.params === undefined) break
    segments.push(paramValue(input.params, segment.slice(1)))
  }
  if (input.query !== undefined) segments.push(input.query)
  return segments
}

type Options<E extends Endpoint, TData> = Omit<
  UseQueryOptions<CallResult<E>, Error, TData, QueryKey>,
  'queryKey' | 'queryFn'
>

/** TanStack query options that call the endpoint with `input` under its endpointKey. */
export function endpointQuery<E extends Endpoint, TData = CallResult<E>>(
  endpoint: E,
  input: EndpointInput<E> = {},
  options?: Options<E, TData>,
) {
  return queryOptions<CallResult<E>, Error, TData, QueryKey>({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, { ...input, signal }),
    ...options,
  })
}
