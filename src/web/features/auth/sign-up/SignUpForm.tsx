import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN_LENGTH } from '#contract/api/auth.ts'
import { PasswordField } from '../../../ui/PasswordField.tsx'
import { paths } from '../../../domain/paths.ts'

export interface SignUpValues {
  fullName: string
  email: string
  password: string
}

export type SignUpFieldErrors = Partial<Record<keyof SignUpValues, string>>

interface SignUpFormProps {
  onSubmit?: (values: SignUpValues) => void
  pending?: boolean
  /** Messages under the fields, already translated. */
  errors?: SignUpFieldErrors
  /** A message for the whole form, already translated. */
  formError?: string | null
}

/** Full name, e-mail and password, with a link back to sign-in. */
export function SignUpForm({ onSubmit, pending = false, errors = {}, formError }: SignUpFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<SignUpValues>({ fullName: '', email: '', password: '' })
  const set = (field: keyof SignUpValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget
    setValues((current) => ({ ...current, [field]: value }))
  }
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    if (!pending) onSubmit?.({ ...values, fullName: values.fullName.trim(), email: values.email.trim() })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('signUp.fullName')}
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
        />
        <TextInput
          type="email"
          label={t('signUp.email')}
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label={t('signUp.password')}
          description={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Button type="submit" loading={pending}>
          {t('signUp.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signIn} underline="always">
            {t('signUp.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
