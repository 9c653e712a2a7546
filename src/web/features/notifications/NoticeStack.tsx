import { Notification, Portal, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { dismissNotice, useNotices } from './notifications.ts'

const colours = { error: 'red', success: 'teal', info: 'ductBlue' } as const

/**
 * The short messages of the whole app, top right below the header: above the page, but never over the
 * header's language selector or Sign out (docs/product-rules.md, "Notices").
 */
export function NoticeStack() {
  const { t } = useTranslation()
  const notices = useNotices()
  if (notices.length === 0) return null
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        top="calc(var(--app-header-height) + var(--mantine-spacing-md))"
        right={16}
        w={360}
        maw="calc(100vw - 32px)"
        style={{ zIndex: 1000 }}
        aria-label={t('workspace.messages')}
        role="region"
      >
        {notices.map((notice) => (
          <Notification
            key={notice.id}
            color={colours[notice.kind]}
            role={notice.kind === 'error' ? 'alert' : 'status'}
            withBorder
            closeButtonProps={{ 'aria-label': t('workspace.dismiss') }}
            onClose={() => dismissNotice(notice.id)}
          >
            {notice.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  )
}
