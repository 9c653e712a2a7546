import { useTranslation } from 'react-i18next'
import type { SystemDocument } from '#contract/api/systems.ts'
import { SearchableCardGrid } from '../SearchableCardGrid.tsx'
import { SystemCard, type SystemCardActions } from './SystemCard.tsx'

/** The search box and the system cards, newest first. */
export function SystemList({
  systems,
  ...actions
}: { systems: readonly SystemDocument[] } & SystemCardActions) {
  const { t } = useTranslation()
  return (
    <SearchableCardGrid
      items={systems}
      searchLabel={t('systems.search')}
      listLabel={t('systems.list')}
      shownLabel={(shown, total) => t('systems.shown', { shown, total })}
      showMoreLabel={(count) => t('systems.showMore', { count })}
      renderCard={(system) => <SystemCard system={system} {...actions} />}
    />
  )
}
