// What every way of signing in shares (password, sign-up, single sign-on): check, store, come back.
import type { QueryClient } from '@tanstack/react-query'
import { authApi, type AuthUser, type SignedIn } from '#contract/api/auth.ts'
import { endpointKey } from '../endpoint-query.ts'
import { SignInErrorCode } from '#contract/errors.ts'
import { ApiError } from '../api/client.ts'
import { paths } from '../../domain/paths.ts'
import {
  idTokenStore,
  sessionUserId,
  storeTokens,
  takeRedirectedFlag,
  takeSafeReturnAddress,
} from './session.ts'

/** The signed-in user's query: the key of GET /api/auth/user, so it sits with every other answer of the API. */
export const USER_QUERY_KEY = endpointKey(authApi.user)

/** docs/product-rules.md, "A valid user": a user without id, full name and e-mail is refused. */
export class UserDataInvalidError extends Error {
  constructor() {
    super('User data is invalid')
    this.name = 'UserDataInvalidError'
  }
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

export function checkUser(value: unknown): AuthUser {
  if (typeof value !== 'object' || value === null) throw new UserDataInvalidError()
  const { id, fullName, email } = value as Record<string, unknown>
  if (!filled(id) || !filled(fullName) || !filled(email)) throw new UserDataInvalidError()
  return { id, fullName, email }
}

/** Stores the three tokens (all must be there, else "Authorization failed") and the checked user. */
export function completeSignIn(result: SignedIn, queryClient: QueryClient): AuthUser {
  const { accessToken, idToken, refreshToken } = result
  if (!accessToken || !idToken || !refreshToken) throw new Error('Authorization failed')
  const user = checkUser(result.user)
  storeTokens({ accessToken, idToken, refreshToken })
  // Signed in: the next 401 may redirect again.
  takeRedirectedFlag()
  // Someone else signing in on this page (after a 401, or over another tab's session) must not see a
  // moment of what the page still holds from the last user: their projects, systems and rooms. The same user
  // signing in again keeps it, and their unsaved work with it.
  const previous = queryClient.getQueryData<AuthUser | null>(USER_QUERY_KEY)
  if (previous !== undefined && previous?.id !== user.id) queryClient.clear()
  queryClient.setQueryData(USER_QUERY_KEY, user)
  return user
}

/**
 * Someone else signed in in another tab, over this page's session (single sign-on there, say): the tokens
 * this page sends are theirs now, while the page still holds the last user and what the server answered
 * them. As for a sign-in here (completeSignIn), none of it is shown to the new user: every answer is reset,
 * and those on screen are asked again in the new session, the user first. `onTakeover` hears of it first, to
 * drop what the screen holds of the last user in its own state (session-takeover.ts). The same user's new
 * tokens (a refresh, or signing in again) change nothing. Answers the unsubscribe.
 */
export function followSignInsOfOtherTabs(
  queryClient: QueryClient,
  onTakeover: () => void = () => undefined,
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const unsubscribe = idTokenStore.subscribe(() => {
    // After every other listener of this news: the saver first puts the last user's waiting changes away,
    // and it builds what it keeps from the answers held here (system-saver.ts).
    const timer = setTimeout(() => {
      timers.delete(timer)
      const userId = sessionUserId()
      const held = queryClient.getQueryData<AuthUser | null>(USER_QUERY_KEY)
      if (userId === null || !held || held.id === userId) return
      onTakeover()
      void queryClient.resetQueries()
    }, 0)
    timers.add(timer)
  })
  return () => {
    unsubscribe()
    for (const timer of timers) clearTimeout(timer)
  }
}

/** Where to go after signing in: the address remembered before the login redirect, otherwise projects. */
export const afterSignInPath = (): string => takeSafeReturnAddress() ?? paths.projects

export type SignInErrorKey = 'authFailed' | 'userNotFound' | 'wrongPassword' | 'rateLimited'

/**
 * Codes 1000, 1001 and 1002 have their messages; any other or missing code is authFailed
 * (docs/product-rules.md, "Sign-in failure codes"). Too many attempts (429) says so, since waiting is the
 * remedy.
 */
export function signInErrorKey(error: unknown): SignInErrorKey {
  if (!(error instanceof ApiError)) return 'authFailed'
  if (error.status === 429) return 'rateLimited'
  if (error.code === SignInErrorCode.userNotFound) return 'userNotFound'
  if (error.code === SignInErrorCode.wrongPassword) return 'wrongPassword'
  return 'authFailed'
}
