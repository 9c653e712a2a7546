import { useTranslation } from 'react-i18next'
import { useProjectQuery } from '../../state/workspace/queries.ts'
import { useWorkspace } from '../../state/workspace/useWorkspace.ts'
import { useSystemChain } from '../../state/working-system/useSystemChain.ts'

/**
 * The names of the working project and system for the breadcrumbs. A quick calculation's own names, where it
 * has them; unnamed, it is "Quick calculation" and its system has no crumb, rather than two of '-'.
 */
export function useWorkingNames(): { project: string | null; system: string | null } {
  const { t } = useTranslation()
  const { activeProjectId, quickCalculation } = useWorkspace()
  const project = useProjectQuery(activeProjectId)
  const { system } = useSystemChain()
  if (quickCalculation)
    return {
      project: quickCalculation.project.name.trim() || t('quickCalculation.title'),
      system: system?.name.trim() ? system.name : null,
    }
  return { project: project.data?.name ?? null, system: system?.name ?? null }
}
