import { Portal } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { NOTICE_FADE_MS, NOTICE_LIFETIME_MS, NOTICE_LIMIT } from '../../state/notifications.ts'
import classes from './NoticeStack.module.css'
import { useWaitNotice } from './wait-countdown.tsx'

/**
 * The short messages of the whole app, top right below the header: above the page, but never over the
 * header's language selector or Sign out (docs/product-rules.md, "Notices"). Mantine places a fixed container per corner at the
 * window's top; here they sit, unpositioned, in one labelled region that starts below the header.
 */
export function NoticeStack() {
  const { t } = useTranslation()
  useWaitNotice()
  return (
    <Portal>
      <div className={classes.region} role="region" aria-label={t('workspace.messages')}>
        <Notifications
          withinPortal={false}
          position="top-right"
          limit={NOTICE_LIMIT}
          autoClose={NOTICE_LIFETIME_MS}
          transitionDuration={NOTICE_FADE_MS}
          styles={{ root: { position: 'static', width: '100%', maxWidth: 'none', transform: 'none' } }}
        />
      </div>
    </Portal>
  )
}
