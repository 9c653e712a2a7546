import { Anchor } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'
import { paths } from '../../paths.ts'

/** Systems of the active project. TODO(#6): require an active project, list, search and manage its systems. */
export function SystemsScreen() {
  const { t } = useTranslation()
  return (
    <ScreenContainer>
      <Anchor component={Link} to={paths.projects} size="sm">
        {t('systems.backToProjects')}
      </Anchor>
      <ScreenTitle>{t('systems.title')}</ScreenTitle>
    </ScreenContainer>
  )
}
