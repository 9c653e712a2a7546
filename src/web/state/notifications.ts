// Short messages in a corner of the screen: failures the specification only logs (docs/product-rules.md,
// "Failures the specification only logs"), conflicts and confirmations. @mantine/notifications holds and times them; these calls keep the app's
// rules: at most four at once, the same message twice in a row shown once, errors announced at once.
import { notifications, notificationsStore, useNotifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { i18n } from '../i18n/index.ts'

export type NoticeKind = 'error' | 'success' | 'info'
export interface Notice {
  id: string
  kind: NoticeKind
  message: string
}

/** How long a message stays unless it is closed first (hovering one holds them all). */
export const NOTICE_LIFETIME_MS = 6000

/** How long a closing message takes to fade out, after which it has left the page. */
export const NOTICE_FADE_MS = 250

/** How many are shown at once; later ones wait until one closes. */
export const NOTICE_LIMIT = 4

// Set here too, not only by <Notifications>, so the limit holds before (and without) the stack on screen.
notificationsStore.updateState((state) => ({ ...state, limit: NOTICE_LIMIT, defaultPosition: 'top-right' }))

const colours = { error: 'red', success: 'teal', info: 'ductBlue' } as const

export function dismissNotice(id: string): void {
  notifications.hide(id)
}

/** Forgets every message (tests, sign-out). */
export function clearNotices(): void {
  notifications.clean()
}

/**
 * `body`: what the notice shows instead of the bare message, e.g. the message with a button (the message is
 * still what tells two notices apart and what useNotices reads).
 */
export function notify(
  kind: NoticeKind,
  message: string,
  lifetimeMs = NOTICE_LIFETIME_MS,
  body?: ReactNode,
): string {
  // The same message twice in a row (e.g. two failed loads) shows once, timed afresh.
  notifications.updateState(notificationsStore, (shown) => shown.filter((n) => n['data-message'] !== message))
  return notifications.show({
    message: body ?? message,
    'data-message': message,
    color: colours[kind],
    // An error interrupts a screen reader; a confirmation waits its turn.
    role: kind === 'error' ? 'alert' : 'status',
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('workspace.dismiss') },
    autoClose: lifetimeMs,
    'data-kind': kind,
  })
}

export const notifyError = (message: string) => notify('error', message)
export const notifySuccess = (message: string) => notify('success', message)

/** The messages on screen, oldest first. */
export function useNotices(): Notice[] {
  return useNotifications().notifications.map((n) => ({
    id: n.id ?? '',
    kind: n['data-kind'] as NoticeKind,
    message: typeof n['data-message'] === 'string' ? n['data-message'] : '',
  }))
}
