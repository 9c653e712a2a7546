import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'

/**
 * Silencer class selection, shared by the main application (/app/silencers), the modelling area and the
 * product-export flow. TODO(#8): the class grids, the counter and where Next leads in each flow.
 */
export function SilencerClassesScreen() {
  const { t } = useTranslation()
  // Next is enabled only when silencers exist; none are loaded in this frame.
  const silencersExist = false
  return (
    <ScreenContainer>
      <ScreenTitle>{t('silencerClasses.title')}</ScreenTitle>
      <Group justify="flex-end">
        <Button disabled={!silencersExist}>{t('common.next')}</Button>
      </Group>
    </ScreenContainer>
  )
}
