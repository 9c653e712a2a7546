import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AuthUser } from '#contract/api/auth.ts'
import { ApiError, ClientErrorCode } from '../api/client.ts'
import { clearTokens, isSignedIn } from './session.ts'
import { checkUser, USER_QUERY_KEY, UserDataInvalidError } from './sign-in-flow.ts'
import { useSignedIn } from './useSignedIn.ts'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../api/client.ts'

/**
 * The user as the server answers it, checked: an answer that misses id, full name or e-mail (or names them
 * in a shape the contract does not know) is 'User data is invalid', whichever check catches it first.
 */
async function loadUser(signal: AbortSignal): Promise<AuthUser> {
  try {
    return checkUser(await call(authApi.user, { signal }))
  } catch (error) {
    if (error instanceof ApiError && error.code === ClientErrorCode.INVALID_RESPONSE)
      throw new UserDataInvalidError()
    throw error
  }
}

// Every component that reads the user sees the same failed query; the failure is logged and acted on once.
const handledFailures = new WeakSet<Error>()

/**
 * The signed-in user, loaded only while an id token is stored. Any failure to load a valid user (invalid
 * data, a server or network failure after its retries) is logged and leaves the browser signed out
 * (docs/product-rules.md, "A valid user"). A 401 also goes through the login redirect like any other call.
 */
export function useCurrentUser(): { user: AuthUser | null; loading: boolean } {
  const signedIn = useSignedIn()
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => loadUser(signal),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  })
  const { error } = query
  useEffect(() => {
    if (!error || handledFailures.has(error)) return
    handledFailures.add(error)
    console.error('User data have not been obtained', error)
    if (isSignedIn()) clearTokens()
  }, [error])
  return { user: signedIn ? (query.data ?? null) : null, loading: signedIn && query.isPending }
}
