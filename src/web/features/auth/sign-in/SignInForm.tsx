import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../../ui/PasswordField.tsx'
import { paths } from '../../../domain/paths.ts'

export interface SignInValues {
  email: string
  password: string
  rememberMe: boolean
}

interface SignInFormProps {
  onSubmit?: (values: SignInValues) => void
  pending?: boolean
  /** The inline error of the last attempt, already translated. */
  error?: string | null
  /** A confirmation to show above the form (e.g. after a password change), already translated. */
  notice?: string | null
  /** The single sign-on start address; the "or use SSO" link shows only when it is given. */
  ssoHref?: string | undefined
}

/** E-mail, password, remember me; Log in is enabled once both fields are filled and no request is pending. */
export function SignInForm({ onSubmit, pending = false, error, notice, ssoHref }: SignInFormProps) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const canSubmit = email.trim() !== '' && password !== '' && !pending

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    if (canSubmit) onSubmit?.({ email: email.trim(), password, rememberMe })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('signIn.email')}
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('signIn.rememberMe')}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          <Anchor component={Link} to={paths.passwordReset} size="sm">
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" disabled={!canSubmit} loading={pending}>
          {t('signIn.submit')}
        </Button>
        {ssoHref && (
          <Anchor href={ssoHref} size="sm" ta="center">
            {t('signIn.useSso')}
          </Anchor>
        )}
        <Text size="sm" ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component={Link} to={paths.signUp} underline="always">
            {t('signIn.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
