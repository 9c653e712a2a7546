import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '../../paths.ts'

export interface SignUpValues {
  fullName: string
  email: string
  password: string
}

interface SignUpFormProps {
  onSubmit?: (values: SignUpValues) => void
  pending?: boolean
}

/** Full name, e-mail and password, with a link back to sign-in. */
export function SignUpForm({ onSubmit, pending = false }: SignUpFormProps) {
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
        <TextInput
          label={t('signUp.fullName')}
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
        />
        <TextInput
          type="email"
          label={t('signUp.email')}
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
        <PasswordInput
          label={t('signUp.password')}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <Button type="submit" loading={pending}>
          {t('signUp.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signIn}>
            {t('signUp.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
