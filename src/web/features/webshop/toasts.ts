// The toasts of the export flow (document 2 section 8): errors stay 15 s, the others 5 s.
import { notify } from '../notifications/notifications.ts'

export const ERROR_TOAST_MS = 15_000
export const INFO_TOAST_MS = 5_000

export const toastError = (message: string) => notify('error', message, ERROR_TOAST_MS)
export const toastInfo = (message: string) => notify('info', message, INFO_TOAST_MS)
export const toastSuccess = (message: string) => notify('success', message, INFO_TOAST_MS)
