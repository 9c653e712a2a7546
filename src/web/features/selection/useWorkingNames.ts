import { useProjectQuery } from '../../state/workspace/queries.ts'
import { useWorkspace } from '../../state/workspace/useWorkspace.ts'
import { useSystemChain } from '../../state/working-system/useSystemChain.ts'

/** The names of the working project and system for the breadcrumbs (a quick calculation's own names). */
export function useWorkingNames(): { project: string | null; system: string | null } {
  const { activeProjectId, quickCalculation } = useWorkspace()
  const project = useProjectQuery(activeProjectId)
  const { system } = useSystemChain()
  return {
    project: quickCalculation?.project.name ?? project.data?.name ?? null,
    system: system?.name ?? null,
  }
}
