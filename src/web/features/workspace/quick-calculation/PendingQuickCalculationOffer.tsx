import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatListDateTime } from '../../../i18n/format.ts'
import { displayName } from '../../../state/workspace/display.ts'
import { usePendingQuickCalculation } from '../../../state/workspace/pending-quick-calculation.ts'
import { useSaveQuickCalculation } from './useSaveQuickCalculation.ts'

/** After sign-in: offers to save the quick calculation made before it as a project, or to discard it. */
export function PendingQuickCalculationOffer() {
  const { t } = useTranslation()
  const { pending, offer, discard } = usePendingQuickCalculation()
  const save = useSaveQuickCalculation(discard)
  if (!offer || !pending) return null
  const { project, system } = pending.draft
  const keep = () => save.mutate({ project, system })
  return (
    <Alert color="ductBlue" title={t('quickCalculation.pendingTitle')} mb="lg">
      <Text size="sm" mb="sm">
        {t('quickCalculation.pendingText', {
          name: displayName(project.name || system.name),
          date: formatListDateTime(pending.keptAt),
        })}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={keep} loading={save.isPending}>
          {t('quickCalculation.pendingSave')}
        </Button>
        <Button size="xs" variant="default" onClick={discard} disabled={save.isPending}>
          {t('quickCalculation.pendingDiscard')}
        </Button>
      </Group>
    </Alert>
  )
}
