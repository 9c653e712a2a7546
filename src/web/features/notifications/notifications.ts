// Short messages in a corner of the screen: failures the specification only logs (docs/product-rules.md,
// "Failures the specification only logs"), conflicts and confirmations. A small store, since
// @mantine/notifications is not part of the app.
import { useSyncExternalStore } from 'react'

export type NoticeKind = 'error' | 'success' | 'info'
export interface Notice {
  id: number
  kind: NoticeKind
  message: string
}

/** How long a message stays unless it is closed first. */
export const NOTICE_LIFETIME_MS = 6000

let notices: readonly Notice[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id)
  emit()
}

/** Forgets every message (tests, sign-out). */
export function clearNotices(): void {
  notices = []
  emit()
}

export function notify(kind: NoticeKind, message: string, lifetimeMs = NOTICE_LIFETIME_MS): number {
  const id = nextId++
  // The same message twice in a row (e.g. two failed loads) shows once.
  notices = [...notices.filter((n) => n.message !== message), { id, kind, message }].slice(-4)
  emit()
  setTimeout(() => dismissNotice(id), lifetimeMs)
  return id
}

export const notifyError = (message: string) => notify('error', message)
export const notifySuccess = (message: string) => notify('success', message)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  )
}
