// Recently deleted projects and systems: the lists and the restores (docs/product-rules.md, "Recently
// deleted"). Only someone who could see it when it was deleted may see or restore it; to anyone else it does
// not exist (404), as a live project does not.
import type { AuthUser } from '#contract/api/auth.ts'
import type { ProjectDocument } from '#contract/api/projects.ts'
import type { DeletedProject, DeletedSystem } from '#contract/api/recently-deleted.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { conflict, notFound } from '../http/app-error.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { holdProject, PROJECT_NOT_FOUND, requireProject, SYSTEM_NOT_FOUND } from './access.ts'
import { deletedProjectAuthor, ensurePlacesInProject, ensureProjectPlaces, type Quotas } from './quotas.ts'
import { assembleProjects } from './projects.service.ts'
import * as repo from './recently-deleted.repo.ts'
import { systemDocument } from './system-document.ts'
import { findSystem } from './systems.repo.ts'

/** A deletion as every list of them answers it. */
export const deletionDocument = (row: repo.DeletionRow) => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  number: row.number,
  deletedAt: row.deletedAt.toISOString(),
  deletedBy: { id: row.deletedById, fullName: row.deletedByName },
})

export function createRecentlyDeletedService(db: Db, quotas: Quotas) {
  return {
    /** Lists purge what has expired, so that nothing is kept much past its restore period. */
    projects(user: AuthUser): Promise<DeletedProject[]> {
      return inTransaction(db, async (tx) => {
        await repo.purgeExpired(tx)
        const rows = await repo.restorableProjects(tx, user.id)
        return rows.map((row) => ({
          ...deletionDocument(row),
          systemCount: row.systemCount,
        }))
      })
    },

    restoreProject(user: AuthUser, projectId: string): Promise<ProjectDocument> {
      return inTransaction(db, async (tx) => {
        if (!(await repo.findRestorableProject(tx, user.id, projectId))) throw notFound(PROJECT_NOT_FOUND)
        // It goes back to its author, in whose quota it counts while deleted: refused only where the quota was
        // lowered below what the author owns. An author whose account is gone is the restore's own 404 below.
        const author = await deletedProjectAuthor(tx, projectId)
        if (author !== undefined)
          await ensureProjectPlaces(tx, quotas, author, 0, author === user.id ? 'projects' : 'authorProjects')
        const outcome = await repo.restoreProject(tx, projectId)
        if (outcome === 'authorGone') throw notFound(PROJECT_NOT_FOUND)
        if (outcome === 'taken')
          throw conflict('A project or system of the same id exists; nothing was restored')
        // Without its systems, as the project's other writes answer (projects.service.ts projectOnly): the
        // restored systems are read from their own list.
        const [doc] = await assembleProjects(tx, [await requireProject(tx, user.id, projectId)])
        if (!doc) throw notFound(PROJECT_NOT_FOUND)
        return doc
      })
    },

    systems(user: AuthUser, projectId: string): Promise<DeletedSystem[]> {
      return inTransaction(db, async (tx) => {
        await requireProject(tx, user.id, projectId)
        await repo.purgeExpired(tx)
        const rows = await repo.restorableSystems(tx, user.id, projectId)
        return rows.map((row) => ({ ...deletionDocument(row), projectId: row.projectId }))
      })
    },

    restoreSystem(user: AuthUser, projectId: string, systemId: string): Promise<SystemDocument> {
      return inTransaction(db, async (tx) => {
        // A system goes back only into its project, which must be there and visible to the user, and stay so.
        await holdProject(tx, user.id, projectId)
        if (!(await repo.findRestorableSystem(tx, user.id, projectId, systemId)))
          throw notFound(SYSTEM_NOT_FOUND)
        // Counted already while deleted: refused only where the quota was lowered below what the project holds.
        await ensurePlacesInProject(tx, quotas, 'systems', projectId, 0)
        if ((await repo.restoreSystem(tx, systemId)) === 'taken')
          throw conflict('A system of the same id exists; nothing was restored')
        const row = await findSystem(tx, systemId)
        if (!row) throw notFound(SYSTEM_NOT_FOUND)
        return systemDocument(row)
      })
    },
  }
}
export type RecentlyDeletedService = ReturnType<typeof createRecentlyDeletedService>
