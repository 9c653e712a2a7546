import { useTranslation } from 'react-i18next'
import { RESTORABLE_DAYS, recentlyDeletedApi } from '#contract/api/recently-deleted.ts'
import { call } from '../../../state/api/client.ts'
import { endpointQuery } from '../../../state/endpoint-query.ts'
import { RecentlyDeletedControl } from './RecentlyDeletedControl.tsx'

/** Recently deleted on a project's systems page: its restorable systems, each with Restore. */
export function RecentlyDeletedSystems({ projectId }: { projectId: string }) {
  const { t } = useTranslation()
  return (
    <RecentlyDeletedControl
      list={(enabled) =>
        endpointQuery(recentlyDeletedApi.systems, { params: { projectId } }, { enabled, staleTime: 0 })
      }
      restore={(id) => call(recentlyDeletedApi.restoreSystem, { params: { projectId, id } })}
      title={t('recentlyDeleted.systemsTitle')}
      hint={t('recentlyDeleted.systemsHint', { days: RESTORABLE_DAYS, count: RESTORABLE_DAYS })}
      restoredMessage={t('recentlyDeleted.restoredSystem')}
      failedMessage={t('recentlyDeleted.errors.restoreSystem')}
      failure="restore system"
    />
  )
}
