import { useSyncExternalStore } from 'react'
import { isSignedIn, subscribe } from './session.ts'

/** True while an id token is stored; re-renders on sign-in and sign-out, also from other tabs. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false)
}
