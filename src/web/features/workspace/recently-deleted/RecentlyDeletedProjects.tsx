import { useTranslation } from 'react-i18next'
import { RESTORABLE_DAYS, recentlyDeletedApi } from '#contract/api/recently-deleted.ts'
import { call } from '../../../state/api/client.ts'
import { endpointQuery } from '../../../state/endpoint-query.ts'
import { RecentlyDeletedControl } from './RecentlyDeletedControl.tsx'

/** Recently deleted on the projects page: the user's restorable projects, each with Restore. */
export function RecentlyDeletedProjects() {
  const { t } = useTranslation()
  return (
    <RecentlyDeletedControl
      list={(enabled) => endpointQuery(recentlyDeletedApi.projects, {}, { enabled, staleTime: 0 })}
      restore={(id) => call(recentlyDeletedApi.restoreProject, { params: { id } })}
      title={t('recentlyDeleted.projectsTitle')}
      hint={t('recentlyDeleted.projectsHint', { days: RESTORABLE_DAYS, count: RESTORABLE_DAYS })}
      restoredMessage={t('recentlyDeleted.restoredProject')}
      failedMessage={t('recentlyDeleted.errors.restoreProject')}
      failure="restore project"
      color="white"
    />
  )
}
