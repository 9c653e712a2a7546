// The one place that decides who may see a project: its author and its invited users. To anyone else a
// project and its systems do not exist (404), whatever the route.
import { notFound } from '../http/app-error.ts'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { findAccessible, type ProjectLock, type ProjectRow } from './projects.repo.ts'

export const PROJECT_NOT_FOUND = 'Project cannot be obtained'
export const SYSTEM_NOT_FOUND = 'System cannot be obtained'

export async function requireProject(
  db: Db | Tx,
  userId: string,
  projectId: string,
  message = PROJECT_NOT_FOUND,
): Promise<ProjectRow> {
  const project = await findAccessible(db, userId, projectId)
  if (!project) throw notFound(message)
  return project
}

/**
 * Like requireProject, and the project is held until the transaction ends: a write that adds to it (a system,
 * a room, a member) or changes it is not raced by its deletion in another session, which it waits for (then
 * 404) or which waits for it. Without the hold, such a write ran into the foreign key once the deletion
 * committed: a 500. The deletion itself locks it `'update'`, and so waits for every such write.
 */
export async function holdProject(
  tx: Tx,
  userId: string,
  projectId: string,
  message = PROJECT_NOT_FOUND,
  lock: ProjectLock = 'key share',
): Promise<ProjectRow> {
  const project = await findAccessible(tx, userId, projectId, lock)
  if (!project) throw notFound(message)
  return project
}

/** Whether the user may see the project, for callers that decide themselves what to do when not. */
export async function maySeeProject(db: Db | Tx, userId: string, projectId: string): Promise<boolean> {
  return (await findAccessible(db, userId, projectId)) !== undefined
}
