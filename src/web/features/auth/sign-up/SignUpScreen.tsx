import { Paper } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { AuthErrorCode } from '#contract/api/auth.ts'
import { ApiError } from '../../../state/api/client.ts'
import { afterSignInPath, completeSignIn } from '../../../state/auth/sign-in-flow.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { fieldsOf, serverPasswordProblem, signUpForm } from '../validation.ts'
import { schemaRules } from '../../../ui/forms/schema-rules.ts'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { paths } from '../../../domain/paths.ts'
import { SignUpForm, type SignUpProblem, type SignUpValues } from './SignUpForm.tsx'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../../../state/api/client.ts'
import { useRefusalWait } from '../../../ui/notifications/wait-countdown.tsx'
import { formProblemText } from '../form-failure.ts'

type Problems = Partial<Record<keyof SignUpValues, SignUpProblem>>
type FormProblem = 'rateLimited' | 'failed'

function serverProblems(error: unknown): { fields: Problems; form: FormProblem | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'failed' }
  if (error.code === AuthErrorCode.EMAIL_TAKEN) return { fields: { email: 'emailTaken' }, form: null }
  if (error.status === 429) return { fields: {}, form: 'rateLimited' }
  if (error.status === 422) {
    const fields: Problems = {}
    for (const field of fieldsOf(error.details)) {
      if (field === 'fullName') fields.fullName = 'required'
      if (field === 'email') fields.email = 'emailInvalid'
      if (field === 'password') fields.password = serverPasswordProblem(error.details)
    }
    return { fields, form: Object.keys(fields).length > 0 ? null : 'failed' }
  }
  return { fields: {}, form: 'failed' }
}

const rules = schemaRules(signUpForm)

/** Sign-up page: creates the account and signs in; redirects home when already signed in. */
export function SignUpScreen() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const wait = useRefusalWait()
  const form = useForm<SignUpValues>({
    initialValues: { fullName: '', email: '', password: '' },
    validate: rules,
    // A field's message stays until the next attempt, whether the check here or the server gave it.
    clearInputErrorOnChange: false,
    transformValues: (values) => ({
      ...values,
      fullName: values.fullName.trim(),
      email: values.email.trim(),
    }),
  })

  if (signedIn && !pending) return <Navigate to={paths.home} replace />

  const submit = async (values: SignUpValues): Promise<void> => {
    setPending(true)
    try {
      completeSignIn(await call(authApi.signUp, { body: { ...values, rememberMe: true } }), queryClient)
      await navigate(afterSignInPath(), { replace: true })
    } catch (error) {
      console.error('Sign-up failed', error)
      const found = serverProblems(error)
      form.setErrors(found.fields)
      setFormProblem(found.form)
      setFailure(error)
      wait.refused(error)
      setPending(false)
    }
  }

  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('signUp.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <SignUpForm
          form={form}
          onSubmit={(event) => {
            setFormProblem(null)
            form.onSubmit((values) => void submit(values))(event)
          }}
          pending={pending}
          waiting={wait.waiting}
          formError={
            formProblem &&
            formProblemText(t, formProblem, t(`signUp.errors.${formProblem}`), {
              notDone: t('signUp.errors.notCreated'),
              wait,
              failure,
            })
          }
        />
      </Paper>
    </ScreenContainer>
  )
}
