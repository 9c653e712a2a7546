import { usePersistedStore } from '../persisted-store.ts'
import { workspaceStore, type WorkspaceState } from './workspace-store.ts'

/** The active project and system; re-renders when they change. */
export function useWorkspace(): WorkspaceState {
  return usePersistedStore(workspaceStore)
}
