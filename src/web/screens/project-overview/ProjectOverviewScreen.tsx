import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'

/** Overview of the active system. TODO(#7): project data, product chain, calculations. */
export function ProjectOverviewScreen() {
  const { t } = useTranslation()
  return (
    <ScreenContainer>
      <ScreenTitle>{t('projectOverview.title')}</ScreenTitle>
    </ScreenContainer>
  )
}
