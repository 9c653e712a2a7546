import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { PageLoader } from '../../../ui/PageLoader.tsx'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { useSystemChain } from '../../../state/working-system/useSystemChain.ts'
import { notifyError } from '../../../state/notifications.ts'
import { useWorkspace } from '../../../state/workspace/useWorkspace.ts'
import { resetActiveSystem } from '../../../state/workspace/workspace-store.ts'
import { paths } from '../../../domain/paths.ts'
import { Overview } from './Overview.tsx'

/**
 * Overview of the active system, or of the anonymous quick calculation (docs/product-rules.md, "Overview").
 * Without either it goes to the systems of the active project, or to the projects.
 */
export function ProjectOverviewScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const chain = useSystemChain()
  const { activeProjectId } = useWorkspace()

  // The system is gone or no longer shared: 'System cannot be obtained', back to the systems.
  useEffect(() => {
    if (chain.status !== 'error') return
    notifyError(t('systems.errors.notObtained'))
    resetActiveSystem()
    void navigate(paths.systems, { replace: true })
  }, [chain.status, navigate, t])

  if (chain.status === 'missing')
    return <Navigate to={activeProjectId ? paths.systems : paths.projects} replace />
  if (!chain.system)
    return (
      <ScreenContainer>
        <ScreenTitle>{t('projectOverview.title')}</ScreenTitle>
        <PageLoader />
      </ScreenContainer>
    )
  return <Overview chain={chain} system={chain.system} />
}
