// The API client under a 503 with Retry-After, the server's answer when the database is briefly unavailable
// (docs/product-rules.md, "Refusals and limits"): waited out and sent again only where sending again cannot
// do a thing twice or report a false conflict.
import { authApi } from '#contract/api/auth.ts'
import { healthApi } from '#contract/api/health.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inTurn, ok, rateLimited, stubApi, unavailable, type FakeRequest } from '../../test-api.ts'
import { aProject, guest } from '../workspace/test-fixtures.ts'
import { ApiError, SERVER_WAITS, call, setFailureHandler } from './client.ts'
import { createAttempts } from './create-attempts.ts'
import { currentWait, waitingUntil } from './server-wait.ts'

const stored = aProject({ name: 'Harbour library', number: 'HL-7' })
const projectPath = `/api/projects/${stored.id}`
const healthy = { status: 'ok', database: 'postgres' }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(async () => {
  // A wait a failed test left under way runs out, so that the next test starts with none.
  await vi.advanceTimersByTimeAsync(10 * 60_000)
  vi.useRealTimers()
  setFailureHandler(undefined)
})

/** Lets the request under way reach the fake server and its answer come back. */
const settle = () => vi.advanceTimersByTimeAsync(0)

const sentTo = (seen: readonly FakeRequest[], route: string) =>
  seen.filter((r) => `${r.method} ${r.path}` === route)

/** Calls `send`, lets every wait the client might take run out, and returns what the caller got. */
async function outcome(send: () => Promise<unknown>): Promise<unknown> {
  const answer = send().catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(60_000)
  return answer
}

describe('a 503 with Retry-After', () => {
  it('on a GET: waits the seconds it names, shows the server as unavailable, then sends it again', async () => {
    const seen = stubApi({
      'GET /api/health': inTurn(
        () => unavailable(5),
        () => ok(healthy),
      ),
    })
    const answer = call(healthApi.get)
    await settle()
    expect(currentWait()).toEqual({ until: Date.now() + 5000, cause: 'unavailable' })
    await vi.advanceTimersByTimeAsync(4900)
    expect(sentTo(seen, 'GET /api/health')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(100)
    await expect(answer).resolves.toEqual(healthy)
    expect(sentTo(seen, 'GET /api/health')).toHaveLength(2)
    expect(currentWait()).toBeNull()
  })

  it('on a create with an Idempotency-Key: sends the same create with the same key again', async () => {
    const seen = stubApi({
      'POST /api/projects': inTurn(
        () => unavailable(5),
        () => ok(stored, 201),
      ),
    })
    const body = { name: 'Harbour library', number: 'HL-7' }
    const headers = createAttempts().headersFor(projectsApi.create, { body })
    const answer = call(projectsApi.create, { body, headers })
    await settle()
    expect(currentWait()?.cause).toBe('unavailable')
    await vi.advanceTimersByTimeAsync(5000)
    await expect(answer).resolves.toMatchObject({ id: stored.id, name: 'Harbour library' })
    const sent = sentTo(seen, 'POST /api/projects')
    expect(sent).toHaveLength(2)
    expect(sent.map((r) => r.headers.get('Idempotency-Key'))).toEqual([
      headers['Idempotency-Key'],
      headers['Idempotency-Key'],
    ])
    expect(sent[1]?.body).toEqual(sent[0]?.body)
  })

  it('gives up after the same bound as a 429, and the caller hears the last 503 once', async () => {
    const handler = vi.fn()
    setFailureHandler(handler)
    const seen = stubApi({ 'GET /api/health': () => unavailable(5) })
    const error = await outcome(() => call(healthApi.get))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfter: 5 })
    expect(sentTo(seen, 'GET /api/health')).toHaveLength(SERVER_WAITS + 1)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('shares its bound with the 429s of the same call', async () => {
    const seen = stubApi({
      'GET /api/health': inTurn(
        () => rateLimited(2),
        () => unavailable(5),
        () => rateLimited(2),
        () => unavailable(5),
        () => ok(healthy),
      ),
    })
    const error = await outcome(() => call(healthApi.get))
    expect(error).toMatchObject({ status: 503 })
    expect(sentTo(seen, 'GET /api/health')).toHaveLength(SERVER_WAITS + 1)
  })
})

describe('a 503 the client hands to the caller at once', () => {
  it.each([
    {
      what: 'a versioned save (one that had committed would come back as a false 409)',
      route: `PUT ${projectPath}`,
      send: () =>
        call(projectsApi.update, {
          params: { id: stored.id },
          body: { name: 'Harbour library, phase 2', version: stored.version },
        }),
    },
    {
      what: 'a create without an Idempotency-Key (it would be stored twice)',
      route: 'POST /api/projects',
      send: () => call(projectsApi.create, { body: { name: 'Harbour library' } }),
    },
    {
      what: 'a key-less POST of another kind (an invite)',
      route: `POST /api/projects/${stored.id}/users`,
      send: () =>
        call(projectsApi.invite, { params: { projectId: stored.id }, body: { invitedUserId: guest.id } }),
    },
    {
      what: 'a delete',
      route: `DELETE ${projectPath}`,
      send: () => call(projectsApi.remove, { params: { id: stored.id } }),
    },
    {
      what: 'a GET sent to outlive its page (keepalive)',
      route: 'GET /api/health',
      send: () => call(healthApi.get, { keepalive: true }),
    },
    {
      what: 'a GET of a form that shows its failures inline (sign-out)',
      route: 'GET /api/auth/logout',
      send: () => call(authApi.logout),
    },
  ])('$what', async ({ route, send }) => {
    const handler = vi.fn()
    setFailureHandler(handler)
    const seen = stubApi({ [route]: () => unavailable(5) })
    const error = await outcome(send)
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE' })
    expect(sentTo(seen, route)).toHaveLength(1)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(waitingUntil()).toBeNull()
  })

  it('a 503 without Retry-After: no brief pause (health, an unconfigured webshop, a proxy)', async () => {
    const seen = stubApi({ 'GET /api/health': () => unavailable() })
    const answer = call(healthApi.get).catch((e: unknown) => e)
    await settle()
    expect(waitingUntil()).toBeNull()
    expect(await answer).toMatchObject({ status: 503, retryAfter: undefined })
    expect(sentTo(seen, 'GET /api/health')).toHaveLength(1)
  })

  it('a 503 asking for more than five minutes', async () => {
    const seen = stubApi({ 'GET /api/health': () => unavailable(600) })
    const answer = call(healthApi.get).catch((e: unknown) => e)
    await settle()
    expect(waitingUntil()).toBeNull()
    expect(await answer).toMatchObject({ status: 503, retryAfter: 600 })
    expect(sentTo(seen, 'GET /api/health')).toHaveLength(1)
  })
})
