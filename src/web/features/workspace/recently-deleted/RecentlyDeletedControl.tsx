import { Button } from '@mantine/core'
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { failureText } from '../../../state/workspace/failure-text.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { RecentlyDeletedModal, type DeletedEntry } from './RecentlyDeletedModal.tsx'

/**
 * The Recently deleted button and its list with Restore (docs/product-rules.md, "Recently deleted"), of the
 * projects or of a project's systems or rooms. The list is asked for only while it is open. A restore, whatever
 * its outcome, refreshes every answer under /api/projects and every system's: the lists, a project's systems,
 * its rooms' levels and the project list's counts may all have changed, and a restored room serves its systems
 * again at new versions.
 */
export function RecentlyDeletedControl<T extends DeletedEntry>({
  list,
  restore,
  title,
  hint,
  restoredMessage,
  failedMessage,
  failure,
  color,
}: {
  list: (enabled: boolean) => UseQueryOptions<T[], Error, T[], QueryKey>
  restore: (id: string) => Promise<unknown>
  title: string
  hint: string
  restoredMessage: string
  failedMessage: string
  /** What the log calls a failed restore. */
  failure: string
  /** The button's colour, where the default would not stand out from its background. */
  color?: string
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState(false)
  const deleted = useQuery(list(opened))
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(systemsApi.get) }),
    ])
  const restoring = useMutation({
    mutationFn: restore,
    onSuccess: async () => {
      notifySuccess(restoredMessage)
      await refresh()
    },
    onError: async (error) => {
      logFailure(failure, error)
      // Why it failed, where the answer says: a quota lowered since, the network, the server.
      notifyError(failureText(failedMessage, error))
      await refresh()
    },
  })
  return (
    <>
      <Button
        variant="subtle"
        color={color}
        leftSection={<Icon name="trash" size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('recentlyDeleted.open')}
      </Button>
      <RecentlyDeletedModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        hint={hint}
        entries={deleted.data}
        loading={deleted.isFetching}
        failed={deleted.isError}
        onRetry={() => void deleted.refetch()}
        restoring={restoring.isPending ? restoring.variables : undefined}
        onRestore={(entry) => restoring.mutate(entry.id)}
      />
    </>
  )
}
