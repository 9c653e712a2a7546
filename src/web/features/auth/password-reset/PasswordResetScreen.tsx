import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { Link, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../state/api/client.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { emailProblem, type EmailProblem } from '../validation.ts'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { toLanguage } from '../../../i18n/languages.ts'
import { paths } from '../../../domain/paths.ts'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../../../state/api/client.ts'

type Problem = EmailProblem | 'rateLimited' | 'failed'

/**
 * Where "Forgot password?" leads: asks for a reset link. The answer is the same whether or not the
 * address has an account. Redirects home when already signed in.
 */
export function PasswordResetScreen() {
  const { t, i18n } = useTranslation()
  const signedIn = useSignedIn()
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)

  if (signedIn) return <Navigate to={paths.home} replace />

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    const local = emailProblem(email)
    setProblem(local ?? null)
    if (local || pending) return
    setPending(true)
    try {
      await call(authApi.passwordReset, { body: { email: email.trim(), lang: toLanguage(i18n.language) } })
      setSent(true)
    } catch (error) {
      console.error('Password reset request failed', error)
      if (error instanceof ApiError && error.status === 422) setProblem('emailInvalid')
      else setProblem(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
    } finally {
      setPending(false)
    }
  }

  const fieldProblem = problem === 'rateLimited' || problem === 'failed' ? null : problem
  const formProblem = problem === 'rateLimited' || problem === 'failed' ? problem : null
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('passwordReset.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        {sent ? (
          <Stack gap="md">
            <Alert color="green" role="status">
              {t('passwordReset.sent', { email: email.trim() })}
            </Alert>
            <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
              {t('passwordReset.backToSignIn')}
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('passwordReset.intro')}</Text>
              {formProblem && (
                <Alert color="red" role="alert">
                  {t(`passwordReset.errors.${formProblem}`)}
                </Alert>
              )}
              <TextInput
                type="email"
                label={t('passwordReset.email')}
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fieldProblem && t(`passwordReset.errors.${fieldProblem}`)}
              />
              <Button type="submit" disabled={email.trim() === ''} loading={pending}>
                {t('passwordReset.submit')}
              </Button>
              <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
                {t('passwordReset.backToSignIn')}
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </ScreenContainer>
  )
}
