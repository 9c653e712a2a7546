import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Shown instead of a list that could not be loaded: an empty-list placeholder would claim there is nothing,
 * which is not known. Try again asks once more.
 */
export function LoadFailure({
  title,
  onRetry,
  retrying,
}: {
  title: string
  onRetry: () => void
  retrying: boolean
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs" align="center" ta="center">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('workspace.loadFailedHint')}
        </Text>
        <Button mt="sm" onClick={onRetry} loading={retrying}>
          {t('workspace.retry')}
        </Button>
      </Stack>
    </Paper>
  )
}
