import { Paper } from '@mantine/core'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../auth/useSignedIn.ts'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'
import { paths } from '../../paths.ts'
import { SignUpForm } from './SignUpForm.tsx'

/** Sign-up page; redirects home when already signed in. TODO(#5): submission and field messages. */
export function SignUpScreen() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  if (signedIn) return <Navigate to={paths.home} replace />
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('signUp.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <SignUpForm />
      </Paper>
    </ScreenContainer>
  )
}
