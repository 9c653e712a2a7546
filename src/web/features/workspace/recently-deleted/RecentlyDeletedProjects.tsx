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

/** Recently deleted on the projects page: the user's restorable projects, each with Restore. */
export function RecentlyDeletedProjects() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState(false)
  const deleted = useQuery(endpointQuery(recentlyDeletedApi.projects, {}, { enabled: opened, staleTime: 0 }))
  // Whatever the outcome, every list under /api/projects may have changed: the projects and this list.
  const refresh = () => queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) })
  const restore = useMutation({
    mutationFn: (id: string) => call(recentlyDeletedApi.restoreProject, { params: { id } }),
    onSuccess: async () => {
      notifySuccess(t('recentlyDeleted.restoredProject'))
      await refresh()
    },
    onError: async (error) => {
      logFailure('restore project', error)
      notifyError(t('recentlyDeleted.errors.restoreProject'))
      await refresh()
    },
  })
  return (
    <>
      <Button
        variant="subtle"
        color="white"
        leftSection={<Icon name="trash" size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('recentlyDeleted.open')}
      </Button>
      <RecentlyDeletedModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('recentlyDeleted.projectsTitle')}
        hint={t('recentlyDeleted.projectsHint', { days: RESTORABLE_DAYS })}
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
