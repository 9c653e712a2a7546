import { Alert, Anchor, Button, Paper, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN_LENGTH } from '#contract/api/auth.ts'
import { ApiError } from '../../../state/api/client.ts'
import { useRefusalWait } from '../../../ui/notifications/wait-countdown.tsx'
import { formProblemText } from '../form-failure.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { fieldsOf, newPasswordForm, serverPasswordProblem, type PasswordProblem } from '../validation.ts'
import { schemaRules } from '../../../ui/forms/schema-rules.ts'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { PasswordField } from '../../../ui/PasswordField.tsx'
import { paths } from '../../../domain/paths.ts'
import type { SignInNotice } from '../sign-in/SignInScreen.tsx'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../../../state/api/client.ts'

type FormProblem = 'tokenInvalid' | 'rateLimited' | 'failed'

const rules = schemaRules(newPasswordForm)

/** The token of a reset link rides in the fragment (#token=…), which never reaches a server. */
const tokenOf = (hash: string): string =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? ''

/**
 * The page a reset link opens: choose a new password (typed twice), then sign in with it. Every session
 * of the account ends. Redirects home when already signed in.
 */
export function NewPasswordScreen() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const { hash } = useLocation()
  const [token] = useState(() => tokenOf(hash))
  const [pending, setPending] = useState(false)
  const [formProblem, setFormProblem] = useState<FormProblem | null>(token ? null : 'tokenInvalid')
  const [failure, setFailure] = useState<unknown>(null)
  const wait = useRefusalWait()
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: rules,
    // A field's message stays until the next attempt, whether the check here or the server gave it.
    clearInputErrorOnChange: false,
  })
  const { password, repeat } = form.values

  if (signedIn) return <Navigate to={paths.home} replace />

  const submit = async (): Promise<void> => {
    if (pending || !token || wait.waiting) return
    setPending(true)
    setFormProblem(null)
    try {
      await call(authApi.passwordResetConfirm, { body: { token, password } })
      const state: SignInNotice = { notice: 'passwordChanged' }
      await navigate(paths.signIn, { replace: true, state })
    } catch (error) {
      console.error('Setting the new password failed', error)
      const fields = error instanceof ApiError && error.status === 422 ? fieldsOf(error.details) : []
      if (fields.includes('token')) setFormProblem('tokenInvalid')
      else if (fields.includes('password') && error instanceof ApiError) {
        form.setErrors({ password: serverPasswordProblem(error.details) })
      } else setFormProblem(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
      setFailure(error)
      wait.refused(error)
      setPending(false)
    }
  }

  const passwordProblem = form.errors.password as PasswordProblem | undefined
  const repeatProblem = form.errors.repeat as 'passwordsDiffer' | undefined
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('newPassword.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={form.onSubmit(() => void submit())} noValidate>
          <Stack gap="md">
            {formProblem && (
              <Alert color="red" role="alert">
                {formProblemText(t, formProblem, t(`newPassword.errors.${formProblem}`), {
                  notDone: t('newPassword.errors.notChanged'),
                  wait,
                  failure,
                })}{' '}
                {formProblem === 'tokenInvalid' && (
                  <Anchor component={Link} to={paths.passwordReset}>
                    {t('newPassword.askAgain')}
                  </Anchor>
                )}
              </Alert>
            )}
            <PasswordField
              label={t('newPassword.password')}
              description={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH, count: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              {...form.getInputProps('password')}
              error={passwordProblem && t(`newPassword.errors.${passwordProblem}`)}
              disabled={!token}
            />
            <PasswordField
              label={t('newPassword.repeat')}
              autoComplete="new-password"
              {...form.getInputProps('repeat')}
              error={repeatProblem && t(`newPassword.errors.${repeatProblem}`)}
              disabled={!token}
            />
            <Button
              type="submit"
              disabled={!token || password === '' || repeat === '' || wait.waiting}
              loading={pending}
            >
              {t('newPassword.submit')}
            </Button>
            <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
              {t('passwordReset.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </ScreenContainer>
  )
}
