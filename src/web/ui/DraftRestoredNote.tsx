import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * Says that a form opened with what the user had typed into it before (a reload, a crash, leaving the page)
 * and offers to start over, so that restored text is never taken for saved data nor forced on the user
 * (docs/product-rules.md, "Drafts belong to their user").
 */
export function DraftRestoredNote({ message, onStartOver }: { message: string; onStartOver: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert color="ductBlue" role="status" py="xs">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button variant="default" size="xs" onClick={onStartOver}>
          {t('workspace.startOver')}
        </Button>
      </Group>
    </Alert>
  )
}
