import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { PageLoader } from '../../components/PageLoader.tsx'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'
import { useSystemChain } from '../../features/chain/useSystemChain.ts'
import { notifyError } from '../../features/notifications/notifications.ts'
import { useWorkspace } from '../../features/workspace/useWorkspace.ts'
import { resetActiveSystem } from '../../features/workspace/workspace-store.ts'
import { paths } from '../../paths.ts'
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
