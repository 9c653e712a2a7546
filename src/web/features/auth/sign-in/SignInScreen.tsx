import { Paper } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import {
  afterSignInPath,
  completeSignIn,
  signInErrorKey,
  type SignInErrorKey,
} from '../../../state/auth/sign-in-flow.ts'
import { ssoStartUrl, useAuthConfig } from '../../../state/auth/sso.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { toLanguage } from '../../../i18n/languages.ts'
import { paths } from '../../../domain/paths.ts'
import { SignInForm, type SignInValues } from './SignInForm.tsx'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../../../state/api/client.ts'
import { useRefusalWait } from '../../../ui/notifications/wait-countdown.tsx'

/** Router state a screen passes when it sends the user here with a confirmation. */
export interface SignInNotice {
  notice?: 'passwordChanged'
}

/**
 * Sign-in page (docs/product-rules.md, "Screens", "Sign-in failure codes"): errors show inline and never
 * start the login redirect; success returns to the remembered address, otherwise projects. Redirects home
 * when already signed in.
 */
export function SignInScreen() {
  const { t, i18n } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const queryClient = useQueryClient()
  const authConfig = useAuthConfig()
  const [pending, setPending] = useState(false)
  const [errorKey, setErrorKey] = useState<SignInErrorKey | null>(
    search.get('sso') === 'failed' ? 'authFailed' : null,
  )
  const wait = useRefusalWait()

  // While a sign-in is pending its own navigation decides where to go.
  if (signedIn && !pending) return <Navigate to={paths.home} replace />

  const submit = async (values: SignInValues): Promise<void> => {
    setPending(true)
    setErrorKey(null)
    try {
      completeSignIn(await call(authApi.signIn, { body: values }), queryClient)
      await navigate(afterSignInPath(), { replace: true })
    } catch (error) {
      console.error('Sign-in failed', error)
      setErrorKey(signInErrorKey(error))
      wait.refused(error)
      setPending(false)
    }
  }

  const notice = (location.state as SignInNotice | null)?.notice
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('signIn.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <SignInForm
          onSubmit={(values) => void submit(values)}
          pending={pending}
          waiting={wait.waiting}
          error={
            errorKey ? (errorKey === 'rateLimited' && wait.text(t)) || t(`signIn.errors.${errorKey}`) : null
          }
          notice={notice === 'passwordChanged' ? t('newPassword.changed') : null}
          ssoHref={authConfig?.sso ? ssoStartUrl(toLanguage(i18n.language)) : undefined}
        />
      </Paper>
    </ScreenContainer>
  )
}
