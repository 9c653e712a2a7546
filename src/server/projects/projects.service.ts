// Projects and sharing: who may do what is decided in access.ts; every write is one transaction.
import type { z } from 'zod'
import type { AuthUser } from '#contract/api/auth.ts'
import {
  InviteRefusal,
  type createProjectRequest,
  type ProjectDocument,
  type ProjectListItem,
  type updateProjectRequest,
} from '#contract/api/projects.ts'
import type { ProjectBase } from '#contract/api/project-base.ts'
import type { SystemDocument, SystemSummary } from '#contract/api/systems.ts'
import { AppError, conflict } from '../http/app-error.ts'
import type { Db } from '../db/client.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'
import { idempotent, type IdempotentRequest } from '../idempotency/idempotent.ts'
import { holdProject, PROJECT_NOT_FOUND, requireProject } from './access.ts'
import { projectDocument } from './documents.ts'
import * as repo from './projects.repo.ts'
import * as recentlyDeleted from './recently-deleted.repo.ts'
import { ensureProjectPlaces, type Quotas } from './quotas.ts'
import * as users from '../users/users.repo.ts'

type CreateBody = z.output<typeof createProjectRequest>
type UpdateBody = z.output<typeof updateProjectRequest>

const toColumns = (body: CreateBody) => ({
  name: body.name,
  number: body.number,
  address: body.address,
  email: body.email,
  phone: body.phone,
  contactData: body.contactData,
  comment: body.comment,
  date: body.date === null ? null : new Date(body.date),
})

const invalid = (field: string, message: string) =>
  new AppError(422, 'VALIDATION_ERROR', message, [{ field, message }])

/** How to read the systems of many projects (newest first) and make each one's document. */
export interface SystemsPart<R extends repo.SystemRefRow, S> {
  read: (db: Db | Tx, projectIds: readonly string[]) => Promise<R[]>
  document: (row: R) => S
}

/**
 * The systems in a project's answers, read by the systems folder (systems/project-systems.ts) and handed in
 * by app.ts, so that projects never reaches into the systems' queries.
 */
export interface ProjectSystems<W extends repo.SystemRefRow, U extends repo.SystemRefRow> {
  /** Whole systems, with their stored calculation: the single-project answers. */
  whole: SystemsPart<W, SystemDocument>
  /** Systems without their stored calculation: the project list (docs/decisions/0006). */
  summaries: SystemsPart<U, SystemSummary>
}

function byProject<R extends { projectId: string }>(rows: readonly R[]): Map<string, R[]> {
  const grouped = new Map<string, R[]>()
  for (const row of rows) {
    const list = grouped.get(row.projectId)
    if (list) list.push(row)
    else grouped.set(row.projectId, [row])
  }
  return grouped
}

/**
 * Documents for many projects in four queries, whatever their number. With their systems, the systems'
 * rows also give the system references (the same order: newest first).
 */
export async function assembleProjects<R extends repo.SystemRefRow = repo.SystemRefRow, S = never>(
  db: Db | Tx,
  rows: readonly repo.ProjectRow[],
  systems?: SystemsPart<R, S>,
): Promise<(ProjectBase & { systems?: S[] })[]> {
  const ids = rows.map((r) => r.id)
  // One after another: `db` may be a transaction, whose single connection takes one query at a time
  // (node-postgres queues them today, and refuses overlapping queries from its next major version).
  const people = await users.peopleByIds(
    db,
    rows.map((r) => r.authorId),
  )
  const members = await repo.membersOf(db, ids)
  const systemRows = systems ? byProject(await systems.read(db, ids)) : undefined
  const refs = systemRows ?? (await repo.systemRefsOf(db, ids))
  return rows.map((row) => {
    const doc: ProjectBase & { systems?: S[] } = projectDocument(
      row,
      { creator: people.get(row.authorId), invited: members.get(row.id) ?? [] },
      refs.get(row.id) ?? [],
    )
    if (systems && systemRows) doc.systems = (systemRows.get(row.id) ?? []).map(systems.document)
    return doc
  })
}

export function createProjectsService<W extends repo.SystemRefRow, U extends repo.SystemRefRow>(
  db: Db,
  deps: { systems: ProjectSystems<W, U>; quotas: Quotas },
) {
  // The answer of a write to the project itself (its fields, its members) leaves its systems out
  // (`withSystems` false): it did not change them, and they are read where they are needed. With their stored
  // calculations, a project of 500 systems made every rename or invite answer 160 MB and held the database for
  // seconds.
  const oneDocument = async (
    reader: Db | Tx,
    row: repo.ProjectRow,
    withSystems = true,
  ): Promise<ProjectDocument> => {
    const [doc] = await assembleProjects(reader, [row], withSystems ? deps.systems.whole : undefined)
    if (!doc) throw new Error('PROJECT_DOCUMENT_MISSING')
    return doc
  }
  const projectOnly = (reader: Db | Tx, row: repo.ProjectRow) => oneDocument(reader, row, false)

  return {
    async list(
      user: AuthUser,
      query: { withSystems: boolean; limit?: number; after?: string },
    ): Promise<ProjectListItem[]> {
      // The page goes on after a project the user may see; any other id names no place in their list.
      if (query.after !== undefined && !(await repo.findAccessible(db, user.id, query.after)))
        throw invalid('querystring.after', 'No project of yours has this id')
      const rows = await repo.listAccessible(db, user.id, { limit: query.limit, afterId: query.after })
      return assembleProjects(db, rows, query.withSystems ? deps.systems.summaries : undefined)
    },

    /** The invited user takes themself off the project; the author cannot leave their own project. */
    leave(user: AuthUser, projectId: string): Promise<{ _id: string; id: string }> {
      return inTransaction(db, async (tx) => {
        const project = await requireProject(tx, user.id, projectId)
        if (project.authorId === user.id)
          throw invalid('params.projectId', 'The author cannot leave their own project')
        await repo.removeMember(tx, projectId, user.id)
        return { _id: projectId, id: projectId }
      })
    },

    async get(user: AuthUser, projectId: string, withSystems = true): Promise<ProjectDocument> {
      const row = await requireProject(db, user.id, projectId)
      return oneDocument(db, row, withSystems)
    },

    /** `idempotency`: the key the client sent, so that the same create sent again makes one project. */
    create(user: AuthUser, body: CreateBody, idempotency?: IdempotentRequest): Promise<ProjectDocument> {
      return inTransaction(db, (tx) =>
        idempotent(tx, user.id, idempotency, async () => {
          await ensureProjectPlaces(tx, deps.quotas, user.id, 1)
          const row = await repo.insertProject(tx, { ...toColumns(body), authorId: user.id })
          return oneDocument(tx, row)
        }),
      )
    },

    update(user: AuthUser, projectId: string, body: UpdateBody): Promise<ProjectDocument> {
      return inTransaction(db, async (tx) => {
        await holdProject(tx, user.id, projectId)
        const row = await repo.updateProjectAtVersion(tx, projectId, body.version, toColumns(body))
        if (row) return projectOnly(tx, row)
        // Read again: the edit that won may have committed while this one waited, after the check above.
        const current = await holdProject(tx, user.id, projectId)
        throw conflict(
          'The project was changed by someone else; it has been reloaded',
          await projectOnly(tx, current),
        )
      })
    },

    remove(user: AuthUser, projectId: string): Promise<{ _id: string; id: string }> {
      return inTransaction(db, async (tx) => {
        // Locked first: a write into it under way in another session is waited for, so that it is kept with it.
        await holdProject(tx, user.id, projectId, PROJECT_NOT_FOUND, 'update')
        // Kept aside first, restorable for a while (docs/product-rules.md, "Recently deleted"); its systems,
        // rooms and memberships then go with it (ON DELETE CASCADE), in the same transaction.
        await recentlyDeleted.keepProject(tx, projectId, user.id)
        await repo.deleteProject(tx, projectId)
        await recentlyDeleted.purgeExpired(tx)
        return { _id: projectId, id: projectId }
      })
    },

    invite(user: AuthUser, projectId: string, invitedUserId: string): Promise<ProjectDocument> {
      return inTransaction(db, async (tx) => {
        const project = await holdProject(tx, user.id, projectId)
        const invitee = (await users.peopleByIds(tx, [invitedUserId])).get(invitedUserId)
        if (!invitee) throw invalid('body.invitedUserId', InviteRefusal.notFound)
        if (invitedUserId === user.id) throw invalid('body.invitedUserId', InviteRefusal.self)
        if (invitedUserId === project.authorId || !(await repo.addMember(tx, projectId, invitedUserId))) {
          throw invalid('body.invitedUserId', InviteRefusal.alreadyInvited)
        }
        return projectOnly(tx, project)
      })
    },

    removeMember(user: AuthUser, projectId: string, userId: string): Promise<ProjectDocument> {
      return inTransaction(db, async (tx) => {
        const project = await requireProject(tx, user.id, projectId)
        if (userId === project.authorId)
          throw invalid('params.userId', 'The author cannot be removed from the project')
        if (!(await repo.removeMember(tx, projectId, userId))) {
          throw invalid('params.userId', 'User is not invited to this project')
        }
        return projectOnly(tx, project)
      })
    },

    lookup(email: string) {
      // Lowered here as the lookup always has; the account's password hash stays behind.
      return users
        .findUserByEmail(db, email.trim().toLowerCase())
        .then((found) => (found ? { id: found.id, email: found.email, fullName: found.fullName } : null))
    },
  }
}
export type ProjectsService = ReturnType<typeof createProjectsService>
