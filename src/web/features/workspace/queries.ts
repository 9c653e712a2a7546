// Server state of the workspace through TanStack Query: keys, loaders and the signed-in user.
import { useQuery } from '@tanstack/react-query'
import { projectCalls, systemCalls } from '../../api/projects.ts'
import { useSignedIn } from '../../auth/useSignedIn.ts'

export const workspaceKeys = {
  projects: ['projects'] as const,
  projectList: ['projects', 'list'] as const,
  project: (id: string) => ['projects', 'one', id] as const,
  systems: (projectId: string) => ['projects', 'one', projectId, 'systems'] as const,
  system: (id: string) => ['systems', id] as const,
  lookup: (email: string) => ['users', 'lookup', email] as const,
}

/** Newest first by creation time, whatever order the server answered in. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}

export function useProjectsQuery() {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: workspaceKeys.projectList,
    queryFn: ({ signal }) => projectCalls.list(signal),
    enabled: signedIn,
    // The list changes through other users too (sharing); always ask on entry.
    staleTime: 0,
  })
}

export function useProjectQuery(projectId: string | null) {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: workspaceKeys.project(projectId ?? ''),
    queryFn: ({ signal }) => projectCalls.get(projectId ?? '', signal),
    enabled: signedIn && projectId !== null,
    staleTime: 0,
  })
}

export function useSystemsQuery(projectId: string | null) {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: workspaceKeys.systems(projectId ?? ''),
    queryFn: ({ signal }) => systemCalls.list(projectId ?? '', signal),
    enabled: signedIn && projectId !== null,
    staleTime: 0,
  })
}
