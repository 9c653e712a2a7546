import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AuthUser } from '#contract/api/auth.ts'
import { authCalls } from '../api/auth.ts'
import { clearTokens } from './session.ts'
import { checkUser, USER_QUERY_KEY, UserDataInvalidError } from './sign-in-flow.ts'
import { useSignedIn } from './useSignedIn.ts'

/**
 * The signed-in user, loaded only while an id token is stored. A failure is logged; a user without id,
 * full name and e-mail ('User data is invalid') leaves the browser signed out. A 401 goes through the
 * login redirect like any other call.
 */
export function useCurrentUser(): { user: AuthUser | null; loading: boolean } {
  const signedIn = useSignedIn()
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async ({ signal }) => checkUser(await authCalls.user(signal)),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  })
  const { error } = query
  useEffect(() => {
    if (!error) return
    console.error('User data have not been obtained', error)
    if (error instanceof UserDataInvalidError) clearTokens()
  }, [error])
  return { user: signedIn ? (query.data ?? null) : null, loading: signedIn && query.isPending }
}
