import { QueryClient } from '@tanstack/react-query'
import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authApi, type AuthUser, type SignedIn } from '#contract/api/auth.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { endpointKey } from '../endpoint-query.ts'
import { aProject, me, other } from '../workspace/test-fixtures.ts'
import { anotherTabSignsIn, idTokenOf } from '../../test-other-tab.ts'
import { ok, stubApi } from '../../test-api.ts'
import { call } from '../api/client.ts'
import { clearTokens } from './session.ts'
import { completeSignIn, followSignInsOfOtherTabs, USER_QUERY_KEY } from './sign-in-flow.ts'

const signedIn = (user: typeof me): SignedIn => ({
  accessToken: `${user.id}-access`,
  idToken: `${user.id}-id`,
  refreshToken: `${user.id}-refresh`,
  user,
})
const listKey = endpointKey(projectsApi.list)

/** A page that has shown `user` their project list. */
function pageOf(user: typeof me | null) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(USER_QUERY_KEY, user)
  queryClient.setQueryData(listKey, [aProject({ name: 'Only for A' })])
  return queryClient
}

afterEach(() => clearTokens())

describe('signing in on a page that holds answers of an earlier session', () => {
  it('drops them when someone else signs in, so not a moment of the last user’s projects is shown', () => {
    const queryClient = pageOf(me)
    completeSignIn(signedIn(other), queryClient)
    expect(queryClient.getQueryData(listKey)).toBeUndefined()
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(other)
  })

  it('drops them when the page no longer knew whose they were', () => {
    const queryClient = pageOf(null)
    completeSignIn(signedIn(other), queryClient)
    expect(queryClient.getQueryData(listKey)).toBeUndefined()
  })

  it('keeps them when the same user signs in again after the session ended', () => {
    const queryClient = pageOf(me)
    completeSignIn(signedIn(me), queryClient)
    expect(queryClient.getQueryData(listKey)).toHaveLength(1)
  })
})

describe('another tab signing in over this page’s session', () => {
  /** The page of `user`, following the other tabs, with the user on screen as useCurrentUser keeps it. */
  function followingPageOf(user: typeof me) {
    const queryClient = pageOf(user)
    completeSignIn({ ...signedIn(user), idToken: idTokenOf(user) }, queryClient)
    queryClient.setQueryData(listKey, [aProject({ name: 'Only for A' })])
    const seen = stubApi({
      'GET /api/auth/user': (request) =>
        ok(request.headers.get('Authorization')?.includes(other.id) ? other : me),
    })
    const onScreen = new QueryObserver<AuthUser>(queryClient, {
      queryKey: USER_QUERY_KEY,
      queryFn: () => call(authApi.user),
      staleTime: Infinity,
    })
    const stopWatching = onScreen.subscribe(() => undefined)
    const stopFollowing = followSignInsOfOtherTabs(queryClient)
    return {
      queryClient,
      seen,
      stop: () => {
        stopFollowing()
        stopWatching()
      },
    }
  }

  it('drops what the page holds of the last user when someone else signs in there, and loads the new user', async () => {
    const page = followingPageOf(me)
    anotherTabSignsIn(other)
    await vi.waitFor(() => expect(page.queryClient.getQueryData(USER_QUERY_KEY)).toEqual(other))
    expect(page.queryClient.getQueryData(listKey)).toBeUndefined()
    page.stop()
  })

  it('keeps it when the other tab only refreshes the same user’s tokens', async () => {
    const page = followingPageOf(me)
    anotherTabSignsIn(me, 2)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.queryClient.getQueryData(listKey)).toHaveLength(1)
    expect(page.queryClient.getQueryData(USER_QUERY_KEY)).toEqual(me)
    expect(page.seen).toEqual([])
    page.stop()
  })
})
