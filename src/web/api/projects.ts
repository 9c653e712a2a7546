// Typed calls for projects, members, systems and the user lookup (docs/product-rules.md, "Projects and
// systems"), for TanStack Query.
import type { z } from 'zod'
import type { AuthUser } from '#contract/api/auth.ts'
import {
  projectsApi,
  type createProjectRequest,
  type ProjectDocument,
  type ProjectListItem,
  type updateProjectRequest,
} from '#contract/api/projects.ts'
import {
  systemsApi,
  type CopySystemRequest,
  type createSystemRequest,
  type SystemDocument,
  type updateSystemRequest,
} from '#contract/api/systems.ts'
import { call } from './client.ts'

export type { AuthUser, ProjectDocument, ProjectListItem, SystemDocument }
export type ProjectInput = z.input<typeof createProjectRequest>
export type ProjectUpdate = z.input<typeof updateProjectRequest>
export type SystemInput = z.input<typeof createSystemRequest>
export type SystemUpdate = z.input<typeof updateSystemRequest>

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {})

export const projectCalls = {
  /**
   * The user's projects (written or shared with them) with their systems, newest first
   * (docs/product-rules.md, "Project fields"); the systems come without their stored calculation
   * (docs/decisions/0006).
   */
  list: (signal?: AbortSignal) =>
    call(projectsApi.list, { query: { withSystems: 'true' }, ...signalOf(signal) }),
  get: (id: string, signal?: AbortSignal) => call(projectsApi.get, { params: { id }, ...signalOf(signal) }),
  create: (body: ProjectInput) => call(projectsApi.create, { body }),
  update: (id: string, body: ProjectUpdate) => call(projectsApi.update, { params: { id }, body }),
  remove: (id: string) => call(projectsApi.remove, { params: { id } }),
  invite: (projectId: string, invitedUserId: string) =>
    call(projectsApi.invite, { params: { projectId }, body: { invitedUserId } }),
  removeMember: (projectId: string, userId: string) =>
    call(projectsApi.removeMember, { params: { projectId, userId } }),
  leave: (projectId: string) => call(projectsApi.leave, { params: { projectId } }),
}

export const systemCalls = {
  list: (projectId: string, signal?: AbortSignal) =>
    call(systemsApi.list, { params: { projectId }, ...signalOf(signal) }),
  get: (id: string, signal?: AbortSignal) => call(systemsApi.get, { params: { id }, ...signalOf(signal) }),
  create: (projectId: string, body: SystemInput) => call(systemsApi.create, { params: { projectId }, body }),
  update: (projectId: string, id: string, body: SystemUpdate, options: { keepalive?: boolean } = {}) =>
    call(systemsApi.update, { params: { projectId, id }, body, ...options }),
  remove: (projectId: string, id: string) => call(systemsApi.remove, { params: { projectId, id } }),
  copy: (projectId: string, id: string, body?: CopySystemRequest) =>
    call(systemsApi.copy, { params: { projectId, id }, ...(body ? { body } : {}) }),
}

export const userCalls = {
  /** A registered user by exact e-mail (any case), or null. */
  lookup: (email: string, signal?: AbortSignal) =>
    call(projectsApi.lookupUser, { query: { email }, ...signalOf(signal) }),
}
