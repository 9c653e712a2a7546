// A fake server for web tests: answers fetch by "METHOD /path" with the API's envelopes.
import { vi } from 'vitest'

export interface FakeRequest {
  method: string
  path: string
  url: string
  headers: Headers
  body: unknown
  /** Sent to outlive the page (fetch's keepalive). */
  keepalive: boolean
}

export type FakeRoute = (request: FakeRequest) => Response | Promise<Response>

export const ok = (data: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify({ success: true, data }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

export const fail = (
  status: number,
  code: string | number,
  message = 'failed',
  details?: { field: string; message: string }[],
): Response =>
  new Response(
    JSON.stringify({ success: false, error: { code, message, ...(details ? { details } : {}) } }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  )

/** Stubs fetch; unknown routes answer the 404 envelope. Returns the requests seen, in order. */
export function stubApi(routes: Record<string, FakeRoute>): FakeRequest[] {
  const seen: FakeRequest[] = []
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://app.test')
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      keepalive: init.keepalive === true,
    }
    seen.push(request)
    const route = routes[`${request.method} ${request.path}`]
    return route ? route(request) : fail(404, 'NOT_FOUND', 'No such route')
  })
  vi.stubGlobal('fetch', fetchMock)
  return seen
}

export const signedInAnswer = (
  user = { id: '00000000-0000-4000-8000-000000000001', fullName: 'Ada Lovelace', email: 'ada@example.com' },
) => ({
  accessToken: 'access-1',
  idToken: 'id-1',
  refreshToken: 'refresh-1',
  user,
})

/** A route answering with each of `answers` in turn, then with the last one again. */
export function inTurn(...answers: (() => Response | Promise<Response>)[]): FakeRoute {
  let next = 0
  return () => {
    const answer = answers[Math.min(next, answers.length - 1)]
    next += 1
    if (!answer) throw new Error('inTurn needs at least one answer')
    return answer()
  }
}

/** The bodies of the requests seen to "METHOD /path", in order. */
export const bodiesTo = (seen: readonly FakeRequest[], route: string): unknown[] =>
  seen.filter((r) => `${r.method} ${r.path}` === route).map((r) => r.body)
