import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SYSTEM_VERSIONS_KEPT, type SystemVersionEntry } from '#contract/api/system-versions.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { formatListDateTime, formatNumber } from '../../../i18n/format.ts'
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx'
import { LoadFailure } from '../../../ui/LoadFailure.tsx'
import { displayName } from '../../../domain/display.ts'
import { useSystemHistory } from './useSystemHistory.ts'
import { VersionView } from './VersionView.tsx'
import { roomGoneText, savedText, servedRoomText } from './version-texts.ts'

/**
 * A saved system's version history (docs/product-rules.md, "Version history"): its earlier versions, newest
 * first, each with when and by whom it was saved, its product count, LwA to the room and the room it served,
 * opening to a read-only view of it; and Restore, from the list or the view, behind a confirmation, which says
 * so when changes not saved yet would be replaced or the room it served is no longer in the project.
 */
export function SystemHistory({
  opened,
  onClose,
  system,
  unsaved,
}: {
  opened: boolean
  onClose: () => void
  /** The system as the server last answered it. */
  system: SystemDocument
  /** The screen holds changes of the system not saved yet. */
  unsaved: boolean
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<SystemVersionEntry | null>(null)
  const [viewing, setViewing] = useState<SystemVersionEntry | null>(null)
  const { versions, restore } = useSystemHistory(system, opened || chosen !== null || viewing !== null)
  const entries = versions.data

  const savedWhen = (entry: SystemVersionEntry) => formatListDateTime(entry.savedAt)
  // Restored, the dialog closes onto the system as it now is; refused, the list is shown again.
  const confirmRestore = (entry: SystemVersionEntry) =>
    restore.mutate(entry, {
      onSuccess: () => {
        setChosen(null)
        setViewing(null)
        onClose()
      },
      onError: () => setChosen(null),
    })

  return (
    <>
      <Modal
        opened={opened && chosen === null && viewing === null}
        onClose={onClose}
        size="lg"
        title={t('systemHistory.title')}
        closeButtonProps={{ 'aria-label': t('workspace.close') }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('systemHistory.hint', { kept: SYSTEM_VERSIONS_KEPT })}
          </Text>
          {entries === undefined && versions.isError ? (
            <LoadFailure
              title={t('systemHistory.errors.load')}
              onRetry={() => void versions.refetch()}
              retrying={versions.isFetching}
            />
          ) : entries === undefined ? (
            <Group justify="center">
              <Loader aria-label={t('workspace.busy')} />
            </Group>
          ) : entries.length === 0 ? (
            <Text>{t('systemHistory.empty')}</Text>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('systemHistory.listLabel')}
            >
              {entries.map((entry) => (
                <VersionRow
                  key={entry.id}
                  entry={entry}
                  onView={() => setViewing(entry)}
                  onRestore={() => setChosen(entry)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Modal>
      <VersionView
        entry={chosen === null ? viewing : null}
        current={system}
        onBack={() => setViewing(null)}
        onClose={() => {
          setViewing(null)
          onClose()
        }}
        onRestore={setChosen}
      />
      <ConfirmModal
        opened={chosen !== null}
        title={t('systemHistory.confirmTitle', { version: chosen?.version })}
        message={[
          chosen && t('systemHistory.confirmMessage', { version: chosen.version, when: savedWhen(chosen) }),
          chosen?.servedRoom && !chosen.servedRoom.inProject && roomGoneText(t, chosen.servedRoom),
          unsaved && t('systemHistory.unsavedWarning'),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('systemHistory.restore')}
        busy={restore.isPending}
        onConfirm={() => chosen && confirmRestore(chosen)}
        onCancel={() => setChosen(null)}
      />
    </>
  )
}

function VersionRow({
  entry,
  onView,
  onRestore,
}: {
  entry: SystemVersionEntry
  onView: () => void
  onRestore: () => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md">
      <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text fw={600}>
          {t('systemHistory.version', { version: entry.version })}{' '}
          <Text span c="dimmed" fw={400}>
            {displayName(entry.name)}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {savedText(t, entry)}
        </Text>
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {t('systemHistory.products', { count: entry.productCount })}
          </Text>
          {entry.totalSoundPowerToRoomLwA !== null && (
            <Text size="sm" c="dimmed">
              {t('systemHistory.lwA', {
                value: formatNumber(entry.totalSoundPowerToRoomLwA, i18n.language, { decimals: 1 }),
              })}
            </Text>
          )}
          {entry.servedRoom && (
            <Text size="sm" c={entry.servedRoom.inProject ? 'dimmed' : 'red.9'}>
              {t('systemHistory.servedRoom', { room: servedRoomText(t, entry.servedRoom) })}
            </Text>
          )}
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          aria-label={t('systemHistory.viewNamed', { version: entry.version })}
          onClick={onView}
        >
          {t('systemHistory.view')}
        </Button>
        <Button
          variant="default"
          aria-label={t('systemHistory.restoreNamed', { version: entry.version })}
          onClick={onRestore}
        >
          {t('systemHistory.restore')}
        </Button>
      </Group>
    </Group>
  )
}
