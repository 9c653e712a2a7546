import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SaveState } from '../state/working-system/system-saver.ts'

const labels = {
  saved: 'overview.allSaved',
  saving: 'overview.saving',
  refused: 'overview.notSaved',
  discarded: 'overview.changeDiscarded',
} as const

/**
 * Whether the last change has reached the server: users close the tab when they see it is stored, so a change
 * the server refused never reads as still being saved, nor one dropped because someone else saved first as
 * saved. Announced politely to screen readers as it changes.
 */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation()
  return (
    <Text
      size="sm"
      c={state === 'refused' || state === 'discarded' ? 'red' : 'dimmed'}
      role="status"
      aria-live="polite"
    >
      {t(labels[state])}
    </Text>
  )
}
