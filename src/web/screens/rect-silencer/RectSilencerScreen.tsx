import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'

/** The rectangular silencer configurator as a route (modelling and export flows). TODO(#9): the wizard. */
export function RectSilencerScreen() {
  const { t } = useTranslation()
  return (
    <ScreenContainer>
      <ScreenTitle>{t('rectSilencer.title')}</ScreenTitle>
    </ScreenContainer>
  )
}
