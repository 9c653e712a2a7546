import { healthApi } from '#contract/api/health.ts'
import { endpoint } from '#contract/http.ts'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { clearTokens, readTokens, storeTokens } from '../auth/session.ts'
import { apiServer } from '../../test-api.ts'
import { ApiError, call, setFailureHandler } from './client.ts'

const json = (payload: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(payload), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  })

/** Answers every request with `answer`; returns the requests as they reached the network, in order. */
function serve(answer: Response | (() => Response | Promise<Response>)): Request[] {
  const seen: Request[] = []
  apiServer.use(
    http.all('*', ({ request }) => {
      seen.push(request.clone())
      return typeof answer === 'function' ? answer() : answer
    }),
  )
  return seen
}

const only = (seen: readonly Request[]): Request => {
  expect(seen).toHaveLength(1)
  return seen[0] as Request
}
const pathOf = (request: Request): string => {
  const url = new URL(request.url)
  return url.pathname + url.search
}

// A contract entry with every part, shaped like the later project routes.
const updateProject = endpoint({
  method: 'PUT',
  path: '/api/projects/:id',
  summary: 'test',
  tags: ['test'],
  params: z.object({ id: z.string() }),
  query: z.object({ withSystems: z.boolean().optional(), tag: z.array(z.string()).optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), name: z.string() }),
})

describe('api client', () => {
  it('unwraps the success envelope and parses data with the response schema', async () => {
    const seen = serve(json({ success: true, data: { status: 'ok', database: 'pglite' } }))
    await expect(call(healthApi.get)).resolves.toEqual({ status: 'ok', database: 'pglite' })
    const request = only(seen)
    expect(request.url).toBe(new URL('/api/health', window.location.href).href)
    expect(request.method).toBe('GET')
    expect(request.body).toBeNull()
    expect(request.headers.get('Accept')).toBe('application/json')
    expect(request.headers.has('Authorization')).toBe(false)
  })

  it('fills path parameters, builds the query and sends the body as JSON', async () => {
    const seen = serve(json({ success: true, data: { id: 'a b', name: 'Hall' } }))
    const result = await call(updateProject, {
      params: { id: 'a b' },
      query: { withSystems: true, tag: ['x', 'y'] },
      body: { name: 'Hall' },
    })
    expect(result).toEqual({ id: 'a b', name: 'Hall' })
    const request = only(seen)
    expect(pathOf(request)).toBe('/api/projects/a%20b?withSystems=true&tag=x&tag=y')
    expect(request.method).toBe('PUT')
    expect(await request.text()).toBe('{"name":"Hall"}')
    expect(request.headers.get('Content-Type')).toBe('application/json')
  })

  it('sends the stored tokens as headers', async () => {
    storeTokens({ accessToken: 'acc', idToken: 'idt', refreshToken: 'ref' })
    const seen = serve(json({ success: true, data: { status: 'ok', database: 'postgres' } }))
    await call(healthApi.get)
    const { headers } = only(seen)
    expect(headers.get('Authorization')).toBe('Bearer acc')
    expect(headers.get('X-Id-Token')).toBe('idt')
    expect(headers.get('X-Refresh-Token')).toBe('ref')
  })

  it('replaces the stored tokens with fresh ones from the response headers', async () => {
    storeTokens({ accessToken: 'old-acc', idToken: 'old-id', refreshToken: 'old-ref' })
    serve(
      json(
        { success: true, data: { status: 'ok', database: 'pglite' } },
        {
          headers: {
            'Content-Type': 'application/json',
            'X-Access-Token': 'new-acc',
            'X-Id-Token': 'new-id',
            'X-Refresh-Token': 'new-ref',
          },
        },
      ),
    )
    await call(healthApi.get)
    expect(readTokens()).toEqual({ accessToken: 'new-acc', idToken: 'new-id', refreshToken: 'new-ref' })
  })

  it('throws ApiError with status, code, message and details from the error envelope', async () => {
    const details = [{ field: 'name', message: 'Required' }]
    serve(
      json(
        { success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid input', details } },
        { status: 422 },
      ),
    )
    const error = await call(updateProject, { params: { id: '1' }, body: { name: '' } }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_ERROR', message: 'Invalid input', details })
  })

  it('keeps numeric codes such as the sign-in failures', async () => {
    serve(json({ success: false, error: { code: 1002, message: 'Wrong password' } }, { status: 401 }))
    await expect(call(healthApi.get)).rejects.toMatchObject({ status: 401, code: 1002, details: [] })
  })

  it('throws for an answer that is not an envelope', async () => {
    serve(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(call(healthApi.get)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    })
  })

  it('throws when the data does not match the response schema', async () => {
    serve(json({ success: true, data: { status: 'down' } }))
    await expect(call(healthApi.get)).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' })
  })

  it("parses a file entry's whole body as its answer, and still reads its failures' error envelope", async () => {
    const download = endpoint({
      method: 'GET',
      path: '/api/projects/:id/file',
      summary: 'test',
      tags: ['test'],
      params: z.object({ id: z.string() }),
      response: z.object({ format: z.literal('ventnoise-project'), name: z.string() }),
      successBody: 'file',
    })
    const file = { format: 'ventnoise-project', name: 'Hall' }
    serve(json(file))
    await expect(call(download, { params: { id: '1' } })).resolves.toEqual(file)
    // The envelope is no file: the answer's shape is wrong for this entry.
    serve(json({ success: true, data: file }))
    await expect(call(download, { params: { id: '1' } })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    serve(
      json(
        { success: false, error: { code: 'NOT_FOUND', message: 'Project cannot be obtained' } },
        { status: 404 },
      ),
    )
    await expect(call(download, { params: { id: '1' } })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Project cannot be obtained',
    })
  })

  it('throws a network error when the server cannot be reached', async () => {
    serve(() => HttpResponse.error())
    await expect(call(healthApi.get)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('lets an abort through unchanged', async () => {
    const handler = vi.fn()
    setFailureHandler(handler)
    try {
      // The server never answers; the caller gives up once the request has reached it.
      let arrived: () => void = () => undefined
      const arrival = new Promise<void>((resolve) => (arrived = resolve))
      apiServer.use(
        http.get('/api/health', ({ request }) => {
          arrived()
          return new Promise<Response>((resolve) =>
            request.signal.addEventListener('abort', () => resolve(HttpResponse.error())),
          )
        }),
      )
      const caller = new AbortController()
      const answer = call(healthApi.get, { signal: caller.signal })
      await arrival
      caller.abort()
      await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
      expect(handler).not.toHaveBeenCalled()
    } finally {
      setFailureHandler(undefined)
    }
  })

  it('hands every failure to the registered handler before rethrowing', async () => {
    const handler = vi.fn()
    setFailureHandler(handler)
    try {
      serve(json({ success: false, error: { code: 'UNAUTHORIZED', message: 'No' } }, { status: 401 }))
      await expect(call(healthApi.get)).rejects.toBeInstanceOf(ApiError)
      expect(handler).toHaveBeenCalledWith(
        expect.objectContaining({ status: 401 }),
        expect.objectContaining({ path: '/api/health' }),
        { sessionChanged: false },
      )

      // A call whose session is cleared while it is under way says so.
      storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' })
      serve(() => {
        clearTokens()
        return Promise.resolve(
          json({ success: false, error: { code: 'UNAUTHORIZED', message: 'No' } }, { status: 401 }),
        )
      })
      await expect(call(healthApi.get)).rejects.toBeInstanceOf(ApiError)
      expect(handler).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), {
        sessionChanged: true,
      })
    } finally {
      setFailureHandler(undefined)
    }
  })
})
