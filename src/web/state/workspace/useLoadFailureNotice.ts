import { useEffect, useRef } from 'react'
import { notifyError } from '../notifications.ts'
import { logFailure } from './errors.ts'

/**
 * Loading projects or systems only logs in the specification; we also tell the user (docs/product-rules.md,
 * "Failures the specification only logs"). Each failure (a new error object, e.g. after Try again) is logged
 * and told once.
 */
export function useLoadFailureNotice(error: Error | null, message: string, what: string): void {
  const handled = useRef<Error | null>(null)
  useEffect(() => {
    if (!error || handled.current === error) return
    handled.current = error
    logFailure(what, error)
    notifyError(message)
  }, [error, message, what])
}
