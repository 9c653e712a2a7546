import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { signInRequest } from '#contract/api/auth.ts'
import { schemaRules } from '../../../ui/forms/schema-rules.ts'
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
  /** The server asked to wait before the next attempt (429): Log in stays disabled until the wait is over. */
  waiting?: boolean
  /** The inline error of the last attempt, already translated. */
  error?: string | null
  /** A confirmation to show above the form (e.g. after a password change), already translated. */
  notice?: string | null
  /** The single sign-on start address; the "or use SSO" link shows only when it is given. */
  ssoHref?: string | undefined
}

const rules = schemaRules(signInRequest)

/**
 * E-mail, password, remember me; Log in is enabled once the request would be taken (both fields filled) and
 * none is pending. The server's refusal is the only message, so the fields show none.
 */
export function SignInForm({
  onSubmit,
  pending = false,
  waiting = false,
  error,
  notice,
  ssoHref,
}: SignInFormProps) {
  const { t } = useTranslation()
  const form = useForm<SignInValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validate: rules,
    transformValues: (values) => ({ ...values, email: values.email.trim() }),
  })
  const canSubmit = form.isValid() && !pending && !waiting

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (canSubmit) onSubmit?.(values)
      })}
      noValidate
    >
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
          {...form.getInputProps('email', { withError: false })}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          {...form.getInputProps('password', { withError: false })}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('signIn.rememberMe')}
            {...form.getInputProps('rememberMe', { type: 'checkbox', withError: false })}
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
