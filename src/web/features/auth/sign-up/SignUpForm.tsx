import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN_LENGTH } from '#contract/api/auth.ts'
import { PasswordField } from '../../../ui/PasswordField.tsx'
import { paths } from '../../../domain/paths.ts'
import type { FieldProblem } from '../validation.ts'

export interface SignUpValues {
  fullName: string
  email: string
  password: string
}

/** What the form's errors hold: a problem of the checks made here or of the server's answer. */
export type SignUpProblem = FieldProblem | 'emailTaken'

interface SignUpFormProps {
  /** The values and the problems under the fields (the screen checks and sends). */
  form: UseFormReturnType<SignUpValues>
  /** Called unless a request is pending. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  pending?: boolean
  /** The server asked to wait before the next attempt (429): Sign up stays disabled until the wait is over. */
  waiting?: boolean
  /** A message for the whole form, already translated. */
  formError?: string | null
}

/** Full name, e-mail and password, with a link back to sign-in. */
export function SignUpForm({ form, onSubmit, pending = false, waiting = false, formError }: SignUpFormProps) {
  const { t } = useTranslation()
  const field = (name: keyof SignUpValues) => {
    const problem = form.errors[name] as SignUpProblem | undefined
    return { ...form.getInputProps(name), error: problem && t(`signUp.errors.${problem}`) }
  }
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    if (pending || waiting) event.preventDefault()
    else onSubmit?.(event)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput label={t('signUp.fullName')} autoComplete="name" {...field('fullName')} />
        <TextInput type="email" label={t('signUp.email')} autoComplete="email" {...field('email')} />
        <PasswordField
          label={t('signUp.password')}
          description={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH, count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          {...field('password')}
        />
        <Button type="submit" loading={pending} disabled={waiting}>
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
