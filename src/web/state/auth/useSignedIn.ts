import { usePersistedStore } from '../persisted-store.ts'
import { idTokenStore, signedInOf } from './session.ts'

/** True while an id token is stored; re-renders on sign-in and sign-out, also from other tabs. */
export function useSignedIn(): boolean {
  return usePersistedStore(idTokenStore, signedInOf)
}
