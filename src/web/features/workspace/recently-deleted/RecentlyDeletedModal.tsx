import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import { formatListDateTime } from '../../../i18n/format.ts'
import { LoadFailure } from '../../../ui/LoadFailure.tsx'
import { displayName, orMissing } from '../../../domain/display.ts'

/** One deleted project, system or room as the list shows it. */
export interface DeletedEntry {
  id: string
  name: string
  /** '' when it has none. */
  number: string
  deletedAt: string
  deletedBy: { fullName: string }
  /** A project's systems, which come back with it. */
  systemCount?: number
}

/**
 * The recently deleted projects, systems or rooms with Restore for each (docs/product-rules.md, "Recently
 * deleted"): name and number, when and by whom it was deleted, and a project's system count.
 */
export function RecentlyDeletedModal({
  opened,
  onClose,
  title,
  hint,
  entries,
  loading,
  failed,
  onRetry,
  restoring,
  onRestore,
}: {
  opened: boolean
  onClose: () => void
  title: string
  hint: string
  entries: readonly DeletedEntry[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** The entry whose restore is under way, if any. */
  restoring: string | undefined
  onRestore: (entry: DeletedEntry) => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {entries === undefined && failed ? (
          <LoadFailure title={t('recentlyDeleted.errors.load')} onRetry={onRetry} retrying={loading} />
        ) : entries === undefined ? (
          <Group justify="center">
            <Loader aria-label={t('workspace.busy')} />
          </Group>
        ) : entries.length === 0 ? (
          <Text>{t('recentlyDeleted.empty', { days: RESTORABLE_DAYS, count: RESTORABLE_DAYS })}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
            {entries.map((entry) => (
              <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" gap="md">
                <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text fw={600}>
                    {displayName(entry.name)}{' '}
                    <Text span c="dimmed" fw={400}>
                      {orMissing(entry.number)}
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('recentlyDeleted.deletedBy', {
                      when: formatListDateTime(entry.deletedAt),
                      name: orMissing(entry.deletedBy.fullName),
                    })}
                  </Text>
                  {entry.systemCount !== undefined && (
                    <Text size="sm" c="dimmed">
                      {t('recentlyDeleted.systemCount', { count: entry.systemCount })}
                    </Text>
                  )}
                </Stack>
                <Button
                  variant="default"
                  aria-label={t('recentlyDeleted.restoreNamed', { name: displayName(entry.name) })}
                  loading={restoring === entry.id}
                  disabled={restoring !== undefined && restoring !== entry.id}
                  onClick={() => onRestore(entry)}
                >
                  {t('recentlyDeleted.restore')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  )
}
