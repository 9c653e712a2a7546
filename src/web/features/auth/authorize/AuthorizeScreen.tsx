import { Alert, Anchor, Box, Center, Loader, Stack } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { afterSignInPath, completeSignIn } from '../../../state/auth/sign-in-flow.ts'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { paths } from '../../../domain/paths.ts'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../../../state/api/client.ts'

/**
 * /authorize/:loginIdentifier, the end of single sign-on: exchanges the one-time identifier for the three
 * tokens, then returns to the address remembered before the login redirect, otherwise projects.
 */
export function AuthorizeScreen() {
  const { t } = useTranslation()
  const { loginIdentifier = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [failed, setFailed] = useState(false)
  // The identifier works once: never exchange it twice (StrictMode runs effects twice in development).
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const exchange = async (): Promise<void> => {
      if (loginIdentifier.trim() === '') throw new Error('Login identifier is empty')
      completeSignIn(await call(authApi.authorize, { params: { loginIdentifier } }), queryClient)
      await navigate(afterSignInPath(), { replace: true })
    }
    exchange().catch((error: unknown) => {
      console.error('Authorization failed', error)
      setFailed(true)
    })
  }, [loginIdentifier, navigate, queryClient])

  return (
    <Box component="main" id="main-content">
      <Center mih="60vh">
        <Stack align="center" gap="md">
          <ScreenTitle size="h3">{t('authorize.title')}</ScreenTitle>
          {failed ? (
            <Alert color="red" role="alert">
              {t('authorize.failed')}{' '}
              <Anchor component={Link} to={paths.signIn} underline="always">
                {t('authorize.signInAgain')}
              </Anchor>
            </Alert>
          ) : (
            <Loader role="status" aria-label={t('common.loading')} />
          )}
        </Stack>
      </Center>
    </Box>
  )
}
