import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * Whether the last change has reached the server: users close the tab when they see it is stored. Announced
 * politely to screen readers as it changes.
 */
export function SaveStatus({ saving }: { saving: boolean }) {
  const { t } = useTranslation()
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite">
      {saving ? t('overview.saving') : t('overview.allSaved')}
    </Text>
  )
}
