import { Paper } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { AuthErrorCode } from '#contract/api/auth.ts'
import { ApiError } from '../../../state/api/client.ts'
import { afterSignInPath, completeSignIn } from '../../../state/auth/sign-in-flow.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import {
  emailProblem,
  fieldsOf,
  passwordProblem,
  personalPasswordProblem,
  problems,
  serverPasswordProblem,
  type FieldProblem,
} from '../validation.ts'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { paths } from '../../../domain/paths.ts'
import { SignUpForm, type SignUpValues } from './SignUpForm.tsx'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../../../state/api/client.ts'

type Problems = Partial<Record<keyof SignUpValues, FieldProblem | 'emailTaken'>>
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

/** Sign-up page: creates the account and signs in; redirects home when already signed in. */
export function SignUpScreen() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [fieldProblems, setFieldProblems] = useState<Problems>({})
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null)

  if (signedIn && !pending) return <Navigate to={paths.home} replace />

  const submit = async (values: SignUpValues): Promise<void> => {
    setFormProblem(null)
    const local = problems({
      fullName: values.fullName === '' ? 'required' : undefined,
      email: emailProblem(values.email),
      password: passwordProblem(values.password) ?? personalPasswordProblem(values.password, values),
    })
    setFieldProblems(local)
    if (Object.keys(local).length > 0) return
    setPending(true)
    try {
      completeSignIn(await call(authApi.signUp, { body: { ...values, rememberMe: true } }), queryClient)
      await navigate(afterSignInPath(), { replace: true })
    } catch (error) {
      console.error('Sign-up failed', error)
      const found = serverProblems(error)
      setFieldProblems(found.fields)
      setFormProblem(found.form)
      setPending(false)
    }
  }

  const message = (problem: FieldProblem | 'emailTaken' | undefined) =>
    problem && t(`signUp.errors.${problem}`)
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('signUp.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <SignUpForm
          onSubmit={(values) => void submit(values)}
          pending={pending}
          errors={{
            fullName: message(fieldProblems.fullName),
            email: message(fieldProblems.email),
            password: message(fieldProblems.password),
          }}
          formError={formProblem && t(`signUp.errors.${formProblem}`)}
        />
      </Paper>
    </ScreenContainer>
  )
}
