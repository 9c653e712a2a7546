// A change waiting to be saved belongs to the user who made it: when their session ends with a 401 (the login
// redirect) and someone else signs in on the same page, nothing of it is shown or sent in the new session;
// the same user signing in again gets it saved (docs/product-rules.md, "Recalculation and saving").
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authApi, type SignedIn } from '#contract/api/auth.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { i18n } from '../../i18n/index.ts'
import { fail, ok, stubApi, type FakeRequest, type FakeRoute } from '../../test-api.ts'
import { call } from '../api/client.ts'
import { installLoginRedirect } from '../auth/login-redirect.ts'
import { completeSignIn, followSignInsOfOtherTabs } from '../auth/sign-in-flow.ts'
import { resetAuthConfig } from '../auth/sso.ts'
import { aProject, aSystem, me, other } from '../workspace/test-fixtures.ts'
import { anotherTabSignsIn, idTokenOf } from '../../test-other-tab.ts'
import { anItem } from '../../domain/chain/test-items.ts'
import { keptChangesOf } from './kept-changes.ts'
import { restoreKeptChanges } from './restore-kept-changes.ts'
import { saveContextOf } from './saved-source.ts'
import { changeSystem, draftOf, resetSaver, RETRY_DELAYS_MS, SAVE_DELAY_MS } from './system-saver.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey } from '../endpoint-query.ts'

const project = aProject()
const original = aSystem({ projectId: project.id, version: 4, items: [anItem('a'), anItem('b')] })
const putPath = `/api/projects/${original.projectId}/systems/${original.id}`
/** Long enough for every retry the saver would make. */
const ALL_RETRIES_MS = RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0) + 60_000

const tokensOf = (user: typeof me, n: number): SignedIn => ({
  accessToken: `${user.id}-access-${n}`,
  idToken: `${user.id}-id-${n}`,
  refreshToken: `${user.id}-refresh-${n}`,
  user,
})
const sessionOf = (request: FakeRequest) => request.headers.get('Authorization')?.replace(/-access-\d+$/, '')
const bearerOf = (user: typeof me) => `Bearer ${user.id}`

/**
 * A server holding one system that A and B may both see (a shared project): saves at the stored version
 * are written, others conflict. A call without a session, or any call while `ended`, answers 401; every save
 * answers 503 while `down`.
 */
function aServer() {
  const state = { stored: original, down: false, ended: false }
  const signedIn =
    (route: FakeRoute): FakeRoute =>
    (request) =>
      state.ended || !request.headers.get('Authorization') ? fail(401, 'UNAUTHORIZED') : route(request)
  const seen = stubApi({
    [`PUT ${putPath}`]: signedIn((request) => {
      if (state.down) return fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly')
      const body = request.body as Partial<SystemDocument>
      if (body.version !== state.stored.version) return fail(409, 'CONFLICT')
      state.stored = { ...state.stored, ...body, version: state.stored.version + 1 }
      return ok(state.stored)
    }),
    [`GET /api/systems/${original.id}`]: signedIn(() => ok({ ...state.stored, project })),
    'GET /api/auth/user': signedIn(() => ok(me)),
    'GET /api/auth/config': () => ok({ sso: false }),
  })
  return { state, seen, puts: () => seen.filter((request) => request.method === 'PUT') }
}

/** The page as signed in as `user`: its query client holds the user and the system they opened. */
function signIn(queryClient: QueryClient, user: typeof me, n: number) {
  completeSignIn(tokensOf(user, n), queryClient)
  return restoreKeptChanges(queryClient, user.id, i18n.t)
}

/** A removes B while saves fail, so the change waits to be tried again; then their session ends (401). */
async function aChangeOfALeftWhenTheSessionEnds(server: ReturnType<typeof aServer>) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: original.id } }), original)
  await signIn(queryClient, me, 1)
  server.state.down = true
  const context = saveContextOf(queryClient, original, i18n.t)
  changeSystem(context, original, { items: [anItem('a')], room: null, catalogueVersion: null })
  await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
  expect(server.puts()).toHaveLength(1)
  expect(draftOf(original.id)?.items).toHaveLength(1)
  // Any call of the page now meets the ended session: the tokens go and the user is sent to sign in.
  server.state.down = false
  server.state.ended = true
  await expect(call(authApi.user)).rejects.toMatchObject({ status: 401 })
  await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/sign-in'))
  server.state.ended = false
  return queryClient
}

const navigate = vi.fn()
let uninstall: () => void = () => undefined

describe('a change waiting to be saved when the signed-in user changes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    resetAuthConfig()
    navigate.mockReset()
    uninstall = installLoginRedirect({
      navigate,
      location: () => ({ pathname: '/app/project-overview', search: '' }),
    })
  })
  afterEach(() => {
    uninstall()
    resetSaver()
  })

  it("is neither shown nor sent when another user signs in after A's session ended, and stays kept for A", async () => {
    const server = aServer()
    const queryClient = await aChangeOfALeftWhenTheSessionEnds(server)

    await signIn(queryClient, other, 1)
    // B sees the stored system, not A's change over it.
    expect(draftOf(original.id)).toBeNull()
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS)
    expect(server.puts().map(sessionOf)).toEqual([bearerOf(me)])
    expect(server.state.stored.version).toBe(original.version)
    // Kept for A alone: nothing of it under B.
    expect(keptChangesOf(me.id)).toMatchObject([{ systemId: original.id, version: original.version }])
    expect(keptChangesOf(other.id)).toEqual([])
  })

  it('is neither shown nor sent when another user signs in over A’s session without it ending first', async () => {
    const server = aServer()
    const queryClient = new QueryClient()
    queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: original.id } }), original)
    await signIn(queryClient, me, 1)
    server.state.down = true
    const context = saveContextOf(queryClient, original, i18n.t)
    changeSystem(context, original, { items: [anItem('a')], room: null, catalogueVersion: null })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    server.state.down = false

    await signIn(queryClient, other, 1)
    expect(draftOf(original.id)).toBeNull()
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS)
    expect(server.puts().map(sessionOf)).toEqual([bearerOf(me)])
    expect(keptChangesOf(me.id)).toHaveLength(1)
    expect(keptChangesOf(other.id)).toEqual([])
  })

  it.each([
    ['waiting for its pause', false, true],
    ['waiting to be tried again', true, true],
    // The storage event may come late: the save itself looks at whose tokens it is about to send.
    ['waiting for its pause, before this tab hears of it', false, false],
  ])(
    'is neither shown nor sent when another tab signs B in over A’s live session while it is %s, and stays kept for A',
    async (_when, failedOnce, heard) => {
      const server = aServer()
      const queryClient = new QueryClient()
      queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: original.id } }), original)
      completeSignIn({ ...tokensOf(me, 1), idToken: idTokenOf(me, 1) }, queryClient)
      // The page also drops what it holds of A when it hears of B (sign-in-flow.ts); the change is kept first.
      const stopFollowing = followSignInsOfOtherTabs(queryClient)
      server.state.down = failedOnce
      const context = saveContextOf(queryClient, original, i18n.t)
      changeSystem(context, original, { items: [anItem('a')], room: null, catalogueVersion: null })
      if (failedOnce) await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
      server.state.down = false

      // This page still holds A as its user; the tokens its requests carry are B's now.
      anotherTabSignsIn(other, 1, { heard })
      await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS)
      expect(server.puts().map(sessionOf)).toEqual(failedOnce ? [bearerOf(me)] : [])
      expect(server.state.stored.version).toBe(original.version)
      expect(draftOf(original.id)).toBeNull()
      expect(keptChangesOf(me.id)).toMatchObject([
        { systemId: original.id, version: original.version, body: { items: [{ productId: 'a' }] } },
      ])
      expect(keptChangesOf(other.id)).toEqual([])
      stopFollowing()
    },
  )

  it('is saved in A’s session when another tab only refreshes A’s tokens meanwhile', async () => {
    const server = aServer()
    const queryClient = new QueryClient()
    queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: original.id } }), original)
    completeSignIn({ ...tokensOf(me, 1), idToken: idTokenOf(me, 1) }, queryClient)
    const context = saveContextOf(queryClient, original, i18n.t)
    changeSystem(context, original, { items: [anItem('a')], room: null, catalogueVersion: null })

    anotherTabSignsIn(me, 2)
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    await vi.waitFor(() => expect(server.puts()).toHaveLength(1))
    expect(server.puts()[0]?.headers.get('Authorization')).toBe(`Bearer ${me.id}-access-2`)
    expect(server.state.stored).toMatchObject({ version: original.version + 1, items: [{ productId: 'a' }] })
  })

  it('is saved in A’s session when A signs in again, even after B used the page in between', async () => {
    const server = aServer()
    const queryClient = await aChangeOfALeftWhenTheSessionEnds(server)

    await signIn(queryClient, other, 1)
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS)
    // B's session ends in turn; A signs in again on the same page.
    server.state.ended = true
    await expect(call(authApi.user)).rejects.toMatchObject({ status: 401 })
    server.state.ended = false
    await signIn(queryClient, me, 2)
    await vi.waitFor(() => expect(keptChangesOf(me.id)).toEqual([]))

    const puts = server.puts()
    expect(puts.map(sessionOf)).toEqual([bearerOf(me), bearerOf(me)])
    expect(puts[1]?.headers.get('Authorization')).toBe(`Bearer ${me.id}-access-2`)
    expect(puts[1]?.body).toMatchObject({ version: original.version, items: [{ productId: 'a' }] })
    expect(server.state.stored).toMatchObject({ version: original.version + 1, items: [{ productId: 'a' }] })
    expect(draftOf(original.id)).toBeNull()
  })

  it('is kept, and saved after A signs in again, when the session ends within its pause', async () => {
    const server = aServer()
    const queryClient = new QueryClient()
    queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: original.id } }), original)
    await signIn(queryClient, me, 1)
    const context = saveContextOf(queryClient, original, i18n.t)
    changeSystem(context, original, { items: [anItem('a')], room: null, catalogueVersion: null })
    // Another call of the page meets the ended session before the pause is over.
    server.state.ended = true
    await expect(call(authApi.user)).rejects.toMatchObject({ status: 401 })
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/sign-in'))
    server.state.ended = false
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS)
    // Nothing is sent without a session; the change waits in the browser for A.
    expect(server.puts()).toEqual([])
    expect(keptChangesOf(me.id)).toMatchObject([{ systemId: original.id, version: original.version }])

    await signIn(queryClient, me, 2)
    await vi.waitFor(() => expect(keptChangesOf(me.id)).toEqual([]))
    expect(server.puts().map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${me.id}-access-2`,
    ])
    expect(server.state.stored).toMatchObject({ version: original.version + 1, items: [{ productId: 'a' }] })
  })

  it('is saved after A signs in again when its own save met the ended session', async () => {
    const server = aServer()
    const queryClient = new QueryClient()
    queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: original.id } }), original)
    await signIn(queryClient, me, 1)
    server.state.ended = true
    const context = saveContextOf(queryClient, original, i18n.t)
    changeSystem(context, original, { items: [anItem('a')], room: null, catalogueVersion: null })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/sign-in'))
    expect(keptChangesOf(me.id)).toHaveLength(1)
    server.state.ended = false

    await signIn(queryClient, me, 2)
    await vi.waitFor(() => expect(keptChangesOf(me.id)).toEqual([]))
    const puts = server.puts()
    expect(puts).toHaveLength(2)
    expect(puts[1]?.headers.get('Authorization')).toBe(`Bearer ${me.id}-access-2`)
    expect(server.state.stored).toMatchObject({ version: original.version + 1, items: [{ productId: 'a' }] })
  })
})
