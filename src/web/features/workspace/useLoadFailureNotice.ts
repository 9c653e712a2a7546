import { useEffect } from 'react'
import { notifyError } from '../notifications/notifications.ts'

/** Loading projects or systems only logs in the specification; we also tell the user (design.md section 7). */
export function useLoadFailureNotice(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) notifyError(message)
  }, [failed, message])
}
