import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../state/api/client.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { passwordResetForm, type EmailProblem } from '../validation.ts'
import { schemaRules } from '../../../ui/forms/schema-rules.ts'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { toLanguage } from '../../../i18n/languages.ts'
import { paths } from '../../../domain/paths.ts'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../../../state/api/client.ts'
import { useRefusalWait } from '../../../ui/notifications/wait-countdown.tsx'
import { formProblemText } from '../form-failure.ts'

type FormProblem = 'rateLimited' | 'failed'

const rules = schemaRules(passwordResetForm)

/**
 * Where "Forgot password?" leads: asks for a reset link. The answer is the same whether or not the
 * address has an account. Redirects home when already signed in.
 */
export function PasswordResetScreen() {
  const { t, i18n } = useTranslation()
  const signedIn = useSignedIn()
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const wait = useRefusalWait()
  const form = useForm({
    initialValues: { email: '' },
    validate: rules,
    // The message stays until the next attempt, whether the check here or the server gave it.
    clearInputErrorOnChange: false,
  })
  const email = form.values.email.trim()

  if (signedIn) return <Navigate to={paths.home} replace />

  const submit = async (): Promise<void> => {
    if (pending || wait.waiting) return
    setPending(true)
    try {
      await call(authApi.passwordReset, { body: { email, lang: toLanguage(i18n.language) } })
      setSent(true)
    } catch (error) {
      console.error('Password reset request failed', error)
      if (error instanceof ApiError && error.status === 422) form.setErrors({ email: 'emailInvalid' })
      else setFormProblem(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
      setFailure(error)
      wait.refused(error)
    } finally {
      setPending(false)
    }
  }

  const fieldProblem = form.errors.email as EmailProblem | undefined
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('passwordReset.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        {sent ? (
          <Stack gap="md">
            <Alert color="green" role="status">
              {t('passwordReset.sent', { email })}
            </Alert>
            <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
              {t('passwordReset.backToSignIn')}
            </Anchor>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              // One message at a time: an attempt clears the last one, the check here may give a new one.
              setFormProblem(null)
              form.onSubmit(() => void submit())(event)
            }}
            noValidate
          >
            <Stack gap="md">
              <Text size="sm">{t('passwordReset.intro')}</Text>
              {formProblem && (
                <Alert color="red" role="alert">
                  {formProblemText(t, formProblem, t(`passwordReset.errors.${formProblem}`), {
                    notDone: t('passwordReset.errors.notSent'),
                    wait,
                    failure,
                  })}
                </Alert>
              )}
              <TextInput
                type="email"
                label={t('passwordReset.email')}
                autoComplete="email"
                {...form.getInputProps('email')}
                error={fieldProblem && t(`passwordReset.errors.${fieldProblem}`)}
              />
              <Button type="submit" disabled={email === '' || wait.waiting} loading={pending}>
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
