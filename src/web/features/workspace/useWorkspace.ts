import { useSyncExternalStore } from 'react'
import { getWorkspace, subscribeWorkspace, type WorkspaceState } from './workspace-store.ts'

/** The active project and system; re-renders when they change. */
export function useWorkspace(): WorkspaceState {
  return useSyncExternalStore(subscribeWorkspace, getWorkspace, getWorkspace)
}
