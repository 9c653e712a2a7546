import { Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'
import { paths } from '../../paths.ts'

/** Where "Forgot password?" leads. TODO(#5): send the reset e-mail and the new-password page. */
export function PasswordResetScreen() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  return (
    <ScreenContainer size="xs">
      <ScreenTitle>{t('passwordReset.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('passwordReset.intro')}</Text>
            <TextInput
              type="email"
              label={t('passwordReset.email')}
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" disabled={email.trim() === ''}>
              {t('passwordReset.submit')}
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
