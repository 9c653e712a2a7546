// A fake server for web tests: MSW answers the app's requests by "METHOD /path" with the API's envelopes.
// test-setup.ts starts `apiServer` for each test file and resets it after each test.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { ErrorDetail } from '#contract/http.ts'

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
  details?: ErrorDetail[],
): Response =>
  new Response(
    JSON.stringify({ success: false, error: { code, message, ...(details ? { details } : {}) } }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  )

/** A 429 as the server's limits answer it: Retry-After when `seconds` is given, the message as they word it. */
export const rateLimited = (
  seconds?: number,
  message = `Too many attempts. Wait ${seconds ?? 'a few'} seconds and try again.`,
): Response =>
  new Response(JSON.stringify({ success: false, error: { code: 'RATE_LIMITED', message, details: [] } }), {
    status: 429,
    headers: {
      'Content-Type': 'application/json',
      ...(seconds === undefined ? {} : { 'Retry-After': String(seconds) }),
    },
  })

/**
 * A 503 as the server answers a database fault (src/server/plugins/errors.ts, which sends `Retry-After: 5`),
 * with Retry-After when `seconds` is given.
 */
export const unavailable = (seconds?: number): Response =>
  new Response(
    JSON.stringify({
      success: false,
      error: {
        code: 'UNAVAILABLE',
        message: 'The database cannot be reached; try again shortly',
        details: [],
      },
    }),
    {
      status: 503,
      headers: {
        'Content-Type': 'application/json',
        ...(seconds === undefined ? {} : { 'Retry-After': String(seconds) }),
      },
    },
  )

/** Until a test installs its routes with stubApi, every request gets the 404 envelope, as an unknown route would. */
export const apiServer = setupServer(http.all('*', () => fail(404, 'NOT_FOUND', 'No such route')))

/**
 * Answers every request by `routes` (looked up when the request arrives, so a test may change them later);
 * unknown routes answer the 404 envelope, and a route that throws fails the request as the network would.
 * Returns the requests seen, in order. A later call in the same test takes over from this one.
 */
export function stubApi(routes: Record<string, FakeRoute>): FakeRequest[] {
  const seen: FakeRequest[] = []
  apiServer.use(
    http.all('*', async ({ request: sent }) => {
      const url = new URL(sent.url)
      const text = await sent.text()
      const request: FakeRequest = {
        method: sent.method,
        path: url.pathname,
        url: url.pathname + url.search,
        headers: sent.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        keepalive: sent.keepalive,
      }
      seen.push(request)
      const route = routes[`${request.method} ${request.path}`]
      if (!route) return fail(404, 'NOT_FOUND', 'No such route')
      try {
        return await route(request)
      } catch {
        return HttpResponse.error()
      }
    }),
  )
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
