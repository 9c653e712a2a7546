import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'

/** Bulk export of a project's systems to the webshop (?externalProjectId=). TODO(#11): selector, list, export. */
export function ExportSystemsScreen() {
  const { t } = useTranslation()
  return (
    <ScreenContainer>
      <ScreenTitle>{t('exportSystems.title')}</ScreenTitle>
    </ScreenContainer>
  )
}
