// The toasts of the export flows (docs/product-rules.md, "Export toasts"): errors stay 15 s, the others 5 s.
// One at a time: each replaces the flow's previous one, so "Fetching…" is gone once the fetch has ended.
import { dismissNotice, notify, type NoticeKind } from '../../state/notifications.ts'

export const ERROR_TOAST_MS = 15_000
export const INFO_TOAST_MS = 5_000

let current: string | null = null

function toast(kind: NoticeKind, message: string, lifetimeMs: number): string {
  if (current !== null) dismissNotice(current)
  current = notify(kind, message, lifetimeMs)
  return current
}

export const toastError = (message: string) => toast('error', message, ERROR_TOAST_MS)
export const toastInfo = (message: string) => toast('info', message, INFO_TOAST_MS)
export const toastSuccess = (message: string) => toast('success', message, INFO_TOAST_MS)
