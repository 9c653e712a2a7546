import { Button, Card, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Starts a new rectangular silencer: Add opens the configurator (preset to the selected class, if any). */
export function RectInsertCard({ presetClass, onAdd }: { presetClass: string | null; onAdd: () => void }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h5" id={titleId}>
          {t('productCards.newRect')}
        </Title>
        <Text size="sm" c="dimmed">
          {presetClass
            ? t('productCards.newRectClass', { name: presetClass })
            : t('productCards.newRectHint')}
        </Text>
        <Button size="xs" onClick={onAdd}>
          {t('productCards.addRect')}
        </Button>
      </Stack>
    </Card>
  )
}
