import { Alert, Button, Group, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatListDateTime } from '../../../i18n/format.ts'
import { displayName } from '../../../domain/display.ts'
import {
  usePendingQuickCalculations,
  type PendingQuickCalculation,
} from '../../../state/workspace/pending-quick-calculation.ts'
import { useSaveQuickCalculation } from './useSaveQuickCalculation.ts'

/**
 * After sign-in: offers to save each quick calculation kept for the user (mostly one, the one made before
 * signing in) as a project, or to discard it.
 */
export function PendingQuickCalculationOffer() {
  const { pending, offer, discard } = usePendingQuickCalculations()
  if (!offer) return null
  return pending.map((one) => <OfferOf key={one.keptAt} pending={one} discard={() => discard(one)} />)
}

function OfferOf({ pending, discard }: { pending: PendingQuickCalculation; discard: () => void }) {
  const { t } = useTranslation()
  const save = useSaveQuickCalculation(discard)
  const textId = useId()
  const { project, system } = pending.draft
  const keep = () => save.mutate({ project, system })
  return (
    <Alert color="ductBlue" title={t('quickCalculation.pendingTitle')} mb="lg">
      <Text size="sm" mb="sm" id={textId}>
        {t('quickCalculation.pendingText', {
          name: displayName(project.name || system.name),
          date: formatListDateTime(pending.keptAt),
        })}
      </Text>
      {/* Described by their calculation's text, so that with two kept the buttons are told apart. */}
      <Group gap="xs">
        <Button size="xs" onClick={keep} loading={save.isPending} aria-describedby={textId}>
          {t('quickCalculation.pendingSave')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={discard}
          disabled={save.isPending}
          aria-describedby={textId}
        >
          {t('quickCalculation.pendingDiscard')}
        </Button>
      </Group>
    </Alert>
  )
}
