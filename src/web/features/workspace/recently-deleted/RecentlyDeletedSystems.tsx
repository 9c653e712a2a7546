import { Button } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { projectsApi } from '#contract/api/projects.ts'
import { RESTORABLE_DAYS, recentlyDeletedApi } from '#contract/api/recently-deleted.ts'
import { call } from '../../../state/api/client.ts'
import { endpointKey, endpointQuery } from '../../../state/endpoint-query.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { RecentlyDeletedModal } from './RecentlyDeletedModal.tsx'

/** Recently deleted on a project's systems page: its restorable systems, each with Restore. */
export function RecentlyDeletedSystems({ projectId }: { projectId: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState(false)
  const deleted = useQuery(
    endpointQuery(recentlyDeletedApi.systems, { params: { projectId } }, { enabled: opened, staleTime: 0 }),
  )
  // A restored system changes the project's systems, its rooms' levels and the project list's counts, all
  // under /api/projects.
  const refresh = () => queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) })
  const restore = useMutation({
    mutationFn: (id: string) => call(recentlyDeletedApi.restoreSystem, { params: { projectId, id } }),
    onSuccess: async () => {
      notifySuccess(t('recentlyDeleted.restoredSystem'))
      await refresh()
    },
    onError: async (error) => {
      logFailure('restore system', error)
      notifyError(t('recentlyDeleted.errors.restoreSystem'))
      await refresh()
    },
  })
  return (
    <>
      <Button variant="subtle" leftSection={<Icon name="trash" size={16} />} onClick={() => setOpened(true)}>
        {t('recentlyDeleted.open')}
      </Button>
      <RecentlyDeletedModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('recentlyDeleted.systemsTitle')}
        hint={t('recentlyDeleted.systemsHint', { days: RESTORABLE_DAYS })}
        entries={deleted.data}
        loading={deleted.isFetching}
        failed={deleted.isError}
        onRetry={() => void deleted.refetch()}
        restoring={restore.isPending ? restore.variables : undefined}
        onRestore={(entry) => restore.mutate(entry.id)}
      />
    </>
  )
}
