// Server state of the workspace through TanStack Query: the loaders of projects, systems and rooms. Their keys come
// from the contract's paths (endpointKey): endpointKey(projectsApi.list) reaches the list, every project and
// what lies under each (its systems and rooms); a system by id (/api/systems/:id) lives under its own path.
import { useQuery } from '@tanstack/react-query'
import { projectsApi } from '#contract/api/projects.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import { endpointQuery } from '../endpoint-query.ts'

/**
 * The user's projects (written or shared with them), newest first (docs/product-rules.md, "Project fields"),
 * each with its system references but not its systems: nothing that shows the list reads them, and what another
 * user shares must not make this list heavy (docs/decisions/0007). Asked for explicitly, so that the list's key
 * is not the prefix of every project's.
 */
export const projectListInput = { query: { withSystems: 'false' } } as const

/** Newest first by creation time, whatever order the server answered in. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  // Each date parsed once: parsing in the comparison took some 20 ms for 5,000 projects.
  return items
    .map((item) => ({ item, at: Date.parse(item.createdAt) }))
    .sort((a, b) => b.at - a.at)
    .map(({ item }) => item)
}

/** Oldest first, the order a project's systems were designed in (the reports' and the sound schedule's). */
export function oldestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, at: Date.parse(item.createdAt) }))
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item)
}

export function useProjectsQuery() {
  const signedIn = useSignedIn()
  return useQuery(
    endpointQuery(projectsApi.list, projectListInput, {
      enabled: signedIn,
      // The list changes through other users too (sharing); always ask on entry.
      staleTime: 0,
    }),
  )
}

/**
 * A project as the workspace reads it: without its systems, which useSystemsQuery lists on their own (with
 * them, a project of 500 long chains is many megabytes for a header). The key of its cached answer, too.
 */
export const projectRead = (id: string) => ({ params: { id }, query: { withSystems: 'false' as const } })

export function useProjectQuery(projectId: string | null) {
  const signedIn = useSignedIn()
  return useQuery(
    endpointQuery(projectsApi.get, projectRead(projectId ?? ''), {
      enabled: signedIn && projectId !== null,
      staleTime: 0,
    }),
  )
}

/**
 * A project's systems as the web app reads them: without each product's copy of the steps before it (nothing
 * here shows them; the chain's own steps are whole), whose size grows with the square of the chain, so that a
 * project of 500 systems of 100 products is about 100 MB instead of more than a browser can read. The key of
 * the cached list, too: every write that changes it sets or invalidates this one.
 */
export const systemsListRead = (projectId: string) => ({
  params: { projectId },
  query: { stepsPerProduct: 'false' as const },
})

export function useSystemsQuery(projectId: string | null) {
  const signedIn = useSignedIn()
  return useQuery(
    endpointQuery(systemsApi.list, systemsListRead(projectId ?? ''), {
      enabled: signedIn && projectId !== null,
      staleTime: 0,
    }),
  )
}

/**
 * A project's rooms with their assessments: the rooms feature's tab, page and pickers, the overview's served
 * room and the selection screens' needed attenuation read this one query, so they share its answer.
 */
export function useRoomsQuery(projectId: string | null) {
  const signedIn = useSignedIn()
  return useQuery(
    endpointQuery(
      roomsApi.list,
      { params: { projectId: projectId ?? '' } },
      { enabled: signedIn && projectId !== null, staleTime: 0 },
    ),
  )
}
