// Projects, members and the user lookup (docs/product-rules.md, "Project fields", "Invite e-mail check").
import { z } from 'zod'
import { endpoint, idempotentCreateHeaders } from '../http.ts'
import { isoDateTime, personRef, projectBase, versionInput } from './project-base.ts'
import { systemDocument, systemSummary } from './systems.ts'

export const PROJECT_LIMITS = {
  name: 200,
  number: 100,
  address: 500,
  email: 254,
  phone: 50,
  contactData: 500,
  comment: 5000,
}

const text = (max: number) => z.string().trim().max(max)

const projectFields = z.object({
  name: text(PROJECT_LIMITS.name).default(''),
  number: text(PROJECT_LIMITS.number).default(''),
  address: text(PROJECT_LIMITS.address).default(''),
  // The project's contact e-mail is free text the designer types; the format is not ours to police here.
  email: text(PROJECT_LIMITS.email).default(''),
  phone: text(PROJECT_LIMITS.phone).default(''),
  contactData: text(PROJECT_LIMITS.contactData).default(''),
  comment: text(PROJECT_LIMITS.comment).default(''),
  date: isoDateTime.nullable().default(null),
})
export const createProjectRequest = projectFields
export const updateProjectRequest = projectFields.extend({
  /**
   * The version this edit started from; an older one is refused with 409 and the current project. Left out
   * (docs/product-rules.md, "Status codes"), the edit is written over whatever is stored.
   */
  version: versionInput.optional(),
})

/** One project with its systems, whole (the single-project answers). */
export const projectDocument = projectBase.extend({
  systems: z.array(systemDocument).optional(),
})
export type ProjectDocument = z.infer<typeof projectDocument>
/**
 * A project of the list: with `withSystems=true` its systems come without their stored calculation
 * (docs/decisions/0006-project-list-without-calculations.md). A ProjectDocument is also a ProjectListItem.
 */
export const projectListItem = projectBase.extend({
  systems: z.array(systemSummary).optional(),
})
export type ProjectListItem = z.infer<typeof projectListItem>

export const projectIdParams = z.object({ id: z.uuid({ message: 'Project id is required' }) })
export const memberParams = z.object({
  projectId: z.uuid({ message: 'Project id is required' }),
  userId: z.uuid({ message: 'User id is required' }),
})
export const projectOnlyParams = z.object({ projectId: z.uuid({ message: 'Project id is required' }) })
export const inviteRequest = z.object({ invitedUserId: z.uuid({ message: 'User id is required' }) })
/**
 * Why an invite is refused (422, a detail on `body.invitedUserId`), in the wording of docs/product-rules.md,
 * "Invite e-mail check"; the web app shows the matching translation under the e-mail field.
 */
export const InviteRefusal = {
  notFound: 'User with such e-mail does not exist',
  self: "You can't invite yourself",
  alreadyInvited: 'User with this e-mail is already invited',
} as const
export type InviteRefusalReason = keyof typeof InviteRefusal
/** The largest page of the project list. */
export const PROJECT_PAGE_MAX = 100

export const listProjectsQuery = z.object({
  withSystems: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * At most this many projects (1–100), newest first. Without it the whole list comes, as the
   * specification's call without parameters always did.
   */
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { message: `A whole number from 1 to ${PROJECT_PAGE_MAX}` })
    .transform(Number)
    .pipe(z.number().int().min(1).max(PROJECT_PAGE_MAX))
    .optional(),
  /** The id of the last project of the previous page: the page goes on after it (keyset, stable under inserts). */
  after: z.uuid().optional(),
})
/** One project's read: with its systems unless `withSystems=false` (the web app lists them on their own). */
export const getProjectQuery = z.object({
  withSystems: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})
export const lookupQuery = z.object({
  email: z.string().trim().min(1, { message: 'Email is empty' }).max(254),
})
export const deleted = z.object({ _id: z.uuid(), id: z.uuid() })

const tags = ['projects']
export const projectsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects',
    summary:
      'The projects the user wrote or was invited to, newest first; withSystems=true adds their systems without the stored calculation; limit (1–100) pages the list, after=<id of the last project of the previous page> goes on (a page shorter than limit is the last)',
    tags,
    query: listProjectsQuery,
    response: z.array(projectListItem),
    auth: 'required',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/projects/:id',
    summary:
      'One project with its systems; withSystems=false leaves them out (a project of 500 long chains answers many megabytes with them)',
    tags,
    params: projectIdParams,
    query: getProjectQuery,
    response: projectDocument,
    auth: 'required',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects',
    summary: 'Create a project; answers 201 with the project and its _id',
    tags,
    body: createProjectRequest,
    headers: idempotentCreateHeaders,
    response: projectDocument,
    status: 201,
    auth: 'required',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/projects/:id',
    summary:
      'Update a project; answers the project without its systems (409 with the current project when the version is stale)',
    tags,
    params: projectIdParams,
    body: updateProjectRequest,
    response: projectDocument,
    auth: 'required',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    summary: 'Delete a project with its systems and memberships',
    tags,
    params: projectIdParams,
    response: deleted,
    auth: 'required',
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/projects/:projectId/users',
    summary:
      'Share the project with a registered user (full access); answers the project without its systems',
    tags,
    params: projectOnlyParams,
    body: inviteRequest,
    response: projectDocument,
    status: 201,
    auth: 'required',
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/projects/:projectId/users/:userId',
    summary: 'Take a user off the project; answers the project without its systems',
    tags,
    params: memberParams,
    response: projectDocument,
    auth: 'required',
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/api/projects/:projectId/members/me',
    summary:
      'Leave a project one was invited to: it leaves the list, and the project answers 404 afterwards; the author cannot leave their own project (422)',
    tags,
    params: projectOnlyParams,
    response: deleted,
    auth: 'required',
  }),
  lookupUser: endpoint({
    method: 'GET',
    path: '/api/users/lookup',
    summary: 'A registered user by exact e-mail (any case), or null',
    tags: ['users'],
    query: lookupQuery,
    response: personRef.nullable(),
    auth: 'required',
  }),
} as const
