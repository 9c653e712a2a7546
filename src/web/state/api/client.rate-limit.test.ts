// The API client under 429 (docs/product-rules.md, "Refusals and limits"): the wait the server names is
// slept through, visible to the user, and the request sent again; an ended session still ends in sign-in.
// The 503 of a briefly unavailable database: client.unavailable.test.ts.
import { authApi } from '#contract/api/auth.ts'
import { healthApi } from '#contract/api/health.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inTurn, ok, fail, rateLimited, stubApi, unavailable, type FakeRequest } from '../../test-api.ts'
import { installLoginRedirect } from '../auth/login-redirect.ts'
import { readTokens, storeTokens } from '../auth/session.ts'
import { ApiError, DEFAULT_RATE_LIMIT_WAIT_SECONDS, SERVER_WAITS, call, setFailureHandler } from './client.ts'
import { waitingUntil } from './server-wait.ts'

const project = { id: '00000000-0000-4000-8000-0000000000aa' }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  setFailureHandler(undefined)
})

/** Lets the request under way reach the fake server and its answer come back. */
const settle = () => vi.advanceTimersByTimeAsync(0)

const sentTo = (seen: readonly FakeRequest[], path: string) => seen.filter((r) => r.path === path).length

describe('a 429 from the server', () => {
  it('waits the seconds of Retry-After, shows the wait, then sends the request again', async () => {
    const seen = stubApi({
      'GET /api/health': inTurn(
        () => rateLimited(7),
        () => ok({ status: 'ok', database: 'pglite' }),
      ),
    })
    const answer = call(healthApi.get)
    await settle()
    expect(sentTo(seen, '/api/health')).toBe(1)
    expect(waitingUntil()).toBe(Date.now() + 7000)
    await vi.advanceTimersByTimeAsync(6900)
    expect(sentTo(seen, '/api/health')).toBe(1)
    await vi.advanceTimersByTimeAsync(100)
    await expect(answer).resolves.toEqual({ status: 'ok', database: 'pglite' })
    expect(sentTo(seen, '/api/health')).toBe(2)
    expect(waitingUntil()).toBeNull()
  })

  it('without Retry-After waits the seconds its message names', async () => {
    const seen = stubApi({
      'GET /api/health': inTurn(
        () => rateLimited(undefined, 'Too many attempts. Wait 4 seconds and try again.'),
        () => ok({ status: 'ok', database: 'pglite' }),
      ),
    })
    const answer = call(healthApi.get)
    await settle()
    expect(waitingUntil()).toBe(Date.now() + 4000)
    await vi.advanceTimersByTimeAsync(4000)
    await expect(answer).resolves.toMatchObject({ status: 'ok' })
    expect(sentTo(seen, '/api/health')).toBe(2)
  })

  it('waits a default when neither the header nor the message names the wait', async () => {
    const seen = stubApi({
      'GET /api/health': inTurn(
        () => rateLimited(undefined, 'Slow down'),
        () => ok({ status: 'ok', database: 'pglite' }),
      ),
    })
    const answer = call(healthApi.get)
    await settle()
    expect(waitingUntil()).toBe(Date.now() + DEFAULT_RATE_LIMIT_WAIT_SECONDS * 1000)
    await vi.advanceTimersByTimeAsync(DEFAULT_RATE_LIMIT_WAIT_SECONDS * 1000)
    await expect(answer).resolves.toMatchObject({ status: 'ok' })
    expect(sentTo(seen, '/api/health')).toBe(2)
  })

  it('tells the caller after refusals in a row, with the wait the last one asked for', async () => {
    const handler = vi.fn()
    setFailureHandler(handler)
    const seen = stubApi({ 'GET /api/health': () => rateLimited(2) })
    const answer = call(healthApi.get).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(2000 * SERVER_WAITS)
    const error = await answer
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 2 })
    expect(sentTo(seen, '/api/health')).toBe(SERVER_WAITS + 1)
    // Only the answer the caller gets is handed on, once.
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('leaves the sign-in forms to show it themselves, at once', async () => {
    const seen = stubApi({ 'POST /api/auth/sign-in': () => rateLimited(30) })
    const error = await call(authApi.signIn, {
      body: { email: 'ada@example.com', password: 'secret password', rememberMe: false },
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429, retryAfter: 30 })
    expect(sentTo(seen, '/api/auth/sign-in')).toBe(1)
    expect(waitingUntil()).toBeNull()
  })

  it.each([
    { status: 429, refusal: () => rateLimited(5) },
    { status: 503, refusal: () => unavailable(5) },
  ])('stops waiting when the caller aborts, and sends nothing more ($status)', async ({ refusal }) => {
    const seen = stubApi({ 'GET /api/health': refusal })
    const caller = new AbortController()
    const answer = call(healthApi.get, { signal: caller.signal }).catch((e: unknown) => e)
    await settle()
    caller.abort()
    await expect(answer).resolves.toMatchObject({ name: 'AbortError' })
    expect(waitingUntil()).toBeNull()
    await vi.advanceTimersByTimeAsync(5000)
    expect(sentTo(seen, '/api/health')).toBe(1)
  })
})

describe('a 429 where the session had ended', () => {
  it('waits, asks again, and on the 401 that follows goes to sign in as an ended session does', async () => {
    storeTokens({ accessToken: 'expired', idToken: 'id', refreshToken: 'ended' })
    const navigate = vi.fn()
    const uninstall = installLoginRedirect({
      navigate,
      location: () => ({ pathname: '/app/projects', search: '' }),
    })
    try {
      const seen = stubApi({
        'GET /api/auth/config': () => ok({ sso: false }),
        [`GET /api/projects/${project.id}`]: inTurn(
          () => rateLimited(3),
          () => fail(401, 'UNAUTHORIZED', 'Session expired'),
        ),
      })
      const answer = call(projectsApi.get, { params: { id: project.id } }).catch((e: unknown) => e)
      await settle()
      // Not signed out by the refusal: the session's tokens, and so its unsaved work, stay meanwhile.
      expect(readTokens().refreshToken).toBe('ended')
      expect(navigate).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(3000)
      expect(await answer).toMatchObject({ status: 401 })
      expect(sentTo(seen, `/api/projects/${project.id}`)).toBe(2)
      expect(readTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/sign-in'))
    } finally {
      uninstall()
    }
  })
})
