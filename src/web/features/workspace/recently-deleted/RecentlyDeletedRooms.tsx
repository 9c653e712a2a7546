import { useTranslation } from 'react-i18next'
import { RESTORABLE_DAYS, recentlyDeletedApi } from '#contract/api/recently-deleted.ts'
import { call } from '../../../state/api/client.ts'
import { endpointQuery } from '../../../state/endpoint-query.ts'
import { RecentlyDeletedControl } from './RecentlyDeletedControl.tsx'

/** Recently deleted on a project's Rooms tab: its restorable rooms, each with Restore. */
export function RecentlyDeletedRooms({ projectId }: { projectId: string }) {
  const { t } = useTranslation()
  return (
    <RecentlyDeletedControl
      list={(enabled) =>
        endpointQuery(recentlyDeletedApi.rooms, { params: { projectId } }, { enabled, staleTime: 0 })
      }
      restore={(id) => call(recentlyDeletedApi.restoreRoom, { params: { projectId, id } })}
      title={t('recentlyDeleted.roomsTitle')}
      hint={t('recentlyDeleted.roomsHint', { days: RESTORABLE_DAYS, count: RESTORABLE_DAYS })}
      restoredMessage={t('recentlyDeleted.restoredRoom')}
      failedMessage={t('recentlyDeleted.errors.restoreRoom')}
      failure="restore room"
    />
  )
}
