import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Shown instead of a screen that failed to render or load (for example a chunk lost after a deployment). */
export function RouteError() {
  const { t } = useTranslation()
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('error.title')}</Title>
        <Text>{t('error.hint')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Container>
  )
}
