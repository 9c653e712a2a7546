import { Paper } from '@mantine/core'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../auth/useSignedIn.ts'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'
import { paths } from '../../paths.ts'
import { SignInForm } from './SignInForm.tsx'

/** Sign-in page; redirects home when already signed in. TODO(#5): submission, inline errors, SSO link. */
export function SignInScreen() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  if (signedIn) return <Navigate to={paths.home} replace />
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('signIn.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <SignInForm />
      </Paper>
    </ScreenContainer>
  )
}
