import { Box, Center, Loader, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'

/**
 * /authorize/:loginIdentifier, the end of single sign-on.
 * TODO(#5): exchange the identifier for tokens, then return to the remembered address or projects.
 */
export function AuthorizeScreen() {
  const { t } = useTranslation()
  return (
    <Box component="main" id="main-content">
      <Center mih="60vh">
        <Stack align="center" gap="md">
          <ScreenTitle size="h3">{t('authorize.title')}</ScreenTitle>
          <Loader role="status" aria-label={t('common.loading')} />
        </Stack>
      </Center>
    </Box>
  )
}
