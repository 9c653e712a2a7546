// What others read of systems, given to them by the composition root (app.ts): the systems in a project's
// answers (projects.service's ProjectSystems) and the systems a webshop export names.
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { SYSTEM_NOT_FOUND } from './access.ts'
import { notFound } from '../http/app-error.ts'
import type { ProjectSystems } from './projects.service.ts'
import { systemDocument, systemSummary } from './system-document.ts'
import {
  findSystem,
  listOfProjects,
  summariesOfProjects,
  type SystemRow,
  type SystemRowWithoutCalculation,
} from './systems.repo.ts'

export const projectSystems: ProjectSystems<SystemRow, SystemRowWithoutCalculation> = {
  whole: { read: listOfProjects, document: (row) => systemDocument(row) },
  summaries: { read: summariesOfProjects, document: systemSummary },
}

/** These systems, in the order given, when each is one of the project's; 404 at the first that is not. */
export async function requireSystemsOfProject(
  db: Db | Tx,
  projectId: string,
  systemIds: readonly string[],
): Promise<SystemRow[]> {
  const rows: SystemRow[] = []
  for (const systemId of systemIds) {
    const system = await findSystem(db, systemId)
    if (system?.projectId !== projectId) throw notFound(SYSTEM_NOT_FOUND)
    rows.push(system)
  }
  return rows
}
