import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { endpointKey } from '../endpoint-query.ts'
import { aProject, me, other } from '../workspace/test-fixtures.ts'
import { clearTokens } from './session.ts'
import { completeSignIn, USER_QUERY_KEY } from './sign-in-flow.ts'

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
