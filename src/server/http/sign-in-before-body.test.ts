// A route that needs a signed-in user answers an anonymous caller 401 before its body is read: whatever the
// body is (malformed, oversized, nested too deep, not JSON), a stranger learns nothing of how the route
// handles input and never makes the server parse it. A signed-in caller meets the same refusals as before.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { BODY_LIMIT } from '../app.ts'
import { createTestApp } from '../test/app.ts'
import { freshTokens, signUp, tokenHeaders } from '../test/auth.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { MAX_BODY_DEPTH } from './body-depth.ts'

const UNAUTHORIZED = {
  success: false,
  error: { code: 'UNAUTHORIZED', message: 'Authorization required', details: [] },
}

const nested = (depth: number): string => `{"name":"Hall","comment":${'['.repeat(depth)}${']'.repeat(depth)}}`

const bodies: { label: string; contentType: string; payload: string }[] = [
  { label: 'malformed JSON', contentType: 'application/json', payload: '{"name": "Hall",' },
  { label: 'a body over the limit', contentType: 'application/json', payload: 'x'.repeat(BODY_LIMIT + 1) },
  { label: 'a body nested too deep', contentType: 'application/json', payload: nested(MAX_BODY_DEPTH + 1) },
  { label: 'a body that is not JSON', contentType: 'text/plain', payload: 'name=Hall' },
]

describe.each(testDatabaseTargets())('sign-in before the body, on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let user: SignedIn
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    user = await signUp(testApp.app)
  })
  afterAll(() => testApp.close())

  const post = (payload: string, headers: Record<string, string>, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { 'content-type': contentType, ...headers },
      payload,
    })

  it.each(bodies)('answers an anonymous caller 401 to $label', async ({ contentType, payload }) => {
    const res = await post(payload, {}, contentType)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(UNAUTHORIZED)
  })

  it('answers a caller with forged tokens 401 to malformed JSON', async () => {
    const res = await post('{"name":', tokenHeaders({ accessToken: 'forged', refreshToken: 'forged' }))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(UNAUTHORIZED)
  })

  it('answers a signed-in caller malformed JSON with the 422 naming the body, as before', async () => {
    const res = await post('{"name": "Hall",', tokenHeaders(user))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'The request is not valid',
        details: [
          { field: 'body', message: "Body is not valid JSON but content-type is set to 'application/json'" },
        ],
      },
    })
  })

  it('answers a signed-in caller a body over the limit with 413, as before', async () => {
    const res = await post(`{"name":"${'x'.repeat(BODY_LIMIT)}"}`, tokenHeaders(user))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large', details: [] },
    })
  })

  it('keeps the session of a caller refreshed in passing whose body is then refused', async () => {
    // The guard rotates the refresh token before the body is read: the refusal must carry the new tokens, or
    // the caller would be left holding a spent refresh token.
    const own = await signUp(testApp.app)
    const refused = await post('x'.repeat(BODY_LIMIT + 1), tokenHeaders({ refreshToken: own.refreshToken }))
    expect(refused.statusCode).toBe(413)
    const fresh = freshTokens(refused)
    expect(fresh).toBeDefined()
    const created = await post('{"name":"Hall"}', tokenHeaders({ accessToken: fresh?.accessToken }))
    expect(created.statusCode).toBe(201)
  })
})

describe('sign-in before the body, over a real connection', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let port: number
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    port = (testApp.app.server.address() as AddressInfo).port
  })
  afterAll(() => testApp.close())

  /** Sends only the head of a request whose body never comes; resolves with the first answer's status line. */
  function headOnly(head: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
      let answer = ''
      const timer = setTimeout(() => {
        socket.destroy()
        reject(new Error('no answer within 3 s: the server waited for the body'))
      }, 3000)
      socket.on('data', (d: Buffer) => {
        answer += d.toString()
        if (!answer.includes('\r\n')) return
        clearTimeout(timer)
        socket.destroy()
        resolve(answer.slice(0, answer.indexOf('\r\n')))
      })
      socket.on('error', () => undefined)
    })
  }

  it('answers an anonymous caller 401 without waiting for the body it announced', async () => {
    const status = await headOnly(
      'POST /api/projects HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n',
    )
    expect(status).toBe('HTTP/1.1 401 Unauthorized')
  })
})
